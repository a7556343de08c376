import Foundation
import MapwrightDiagnostics
import MapwrightModel
import MapwrightSwiftData
import MapwrightTestSupport
import Testing

@Suite struct SwiftDataReaderTests {
    static func recipes() throws -> SwiftDataModel {
        let diagnostics = CollectingDiagnosticCollector()
        let model = SwiftDataReader.read(at: recipesDirectory.path, diagnostics: diagnostics)
        #expect(!diagnostics.hasErrors, "\(diagnostics.diagnostics.map(\.summaryLine))")
        return try #require(model)
    }

    @Test func recipesVersionsFollowThePlan() throws {
        let model = try Self.recipes()
        #expect(model.history.name == "Recipes")
        #expect(model.history.versions.map(\.name) == ["RecipesSchemaV1", "RecipesSchemaV2", "RecipesSchemaV3"])
        #expect(model.history.versions.map(\.versionIdentifier) == ["1.0.0", "1.1.0", "2.0.0"])
        #expect(model.history.currentVersionName == "RecipesSchemaV3")
        #expect(model.plan.name == "RecipesMigrationPlan")
        #expect(
            model.plan.stages.map { "\($0.kind) \($0.from)→\($0.to)" } == [
                "lightweight RecipesSchemaV1→RecipesSchemaV2", "lightweight RecipesSchemaV2→RecipesSchemaV3",
            ])
        #expect(model.plan.stages.map { $0.location?.line } == [12, 18])
    }

    /// Every property of the Recipes versions: (version, entity, property, type, optional, default,
    /// renaming identifier).
    static let attributes: [(Int, String, String, AttributeType, Bool, String?, String?)] = [
        (0, "Recipe", "id", .uuid, false, nil, nil),
        (0, "Recipe", "title", .string, false, nil, nil),
        (0, "Recipe", "servings", .string, false, nil, nil),
        (0, "Recipe", "createdAt", .date, false, nil, nil),
        (0, "Recipe", "isFavorite", .boolean, false, "NO", nil),
        (0, "Recipe", "photo", .binary, true, nil, nil),
        (0, "Ingredient", "quantity", .double, false, "0", nil),
        (0, "Ingredient", "unit", .composite, false, nil, nil),
        (1, "Recipe", "name", .string, false, nil, "title"),
        (1, "Recipe", "notes", .string, true, nil, nil),
        (2, "Recipe", "servings", .integer64, false, "1", nil),
    ]

    @Test(arguments: attributes.indices)
    func recipesAttribute(index: Int) throws {
        let (version, entity, name, type, optional, defaultValue, renamed) = Self.attributes[index]
        let model = try Self.recipes()
        let attribute = try #require(model.history.versions[version].entity(named: entity)?.attribute(named: name))
        #expect(attribute.type == type)
        #expect(attribute.isOptional == optional)
        #expect(attribute.defaultValue == defaultValue)
        #expect(attribute.renamingIdentifier == renamed)
    }

    @Test func recipesOptionsRelationshipsAndPositions() throws {
        let version = try Self.recipes().history.versions[0]
        let recipe = try #require(version.entity(named: "Recipe"))
        #expect(recipe.attributes.map(\.name) == ["id", "title", "servings", "createdAt", "isFavorite", "photo"])
        #expect(recipe.uniquenessConstraints == [["id"]])
        #expect(recipe.attribute(named: "photo")?.allowsExternalBinaryDataStorage == true)
        let ingredients = try #require(recipe.relationship(named: "ingredients"))
        #expect(ingredients.destination == "Ingredient" && ingredients.isToMany && !ingredients.isOptional)
        #expect(ingredients.deleteRule == .cascade && ingredients.inverse == "recipe")
        let back = try #require(version.entity(named: "Ingredient")?.relationship(named: "recipe"))
        #expect(back.inverse == "ingredients" && !back.isToMany && back.isOptional)
        let location = try #require(recipe.attribute(named: "servings")?.anchor.location)
        #expect(location.file.hasSuffix("Recipes/Models/RecipesSchemaV1.swift"))
        #expect((location.line, location.column) == (16, 13))
        let current = try Self.recipes().history.versions[2].entity(named: "Recipe")
        #expect(current?.fetchIndexes.map { $0.elements.compactMap(\.property) } == [["name"], ["createdAt"]])
    }

    /// Swift property declarations and what they become: (declaration, type, optional, custom class).
    static let typeTable: [(String, AttributeType, Bool, String?)] = [
        ("var a: String", .string, false, nil),
        ("var a: Int", .integer64, false, nil),
        ("var a: Int64?", .integer64, true, nil),
        ("var a: Int32", .integer32, false, nil),
        ("var a: Int16", .integer16, false, nil),
        ("var a: Double", .double, false, nil),
        ("var a: Float", .float, false, nil),
        ("var a: Decimal", .decimal, false, nil),
        ("var a: Bool", .boolean, false, nil),
        ("var a: Date?", .date, true, nil),
        ("var a: Foundation.Date", .date, false, nil),
        ("var a: Data", .binary, false, nil),
        ("var a: UUID", .uuid, false, nil),
        ("var a: URL?", .uri, true, nil),
        ("var a: Optional<String>", .string, true, nil),
        ("var a = 3", .integer64, false, nil),
        ("var a = \"x\"", .string, false, nil),
        ("var a: Level", .composite, false, nil),
        ("var a: [String]", .transformable, false, "[String]"),
        ("var a: Address?", .composite, true, nil),
        ("var a: CLLocationCoordinate2D?", .transformable, true, "CLLocationCoordinate2D"),
        ("@Attribute(.transformable(by: \"ColorTransformer\")) var a: Data", .transformable, false, nil),
        ("@Attribute(.ephemeral) var a: Int", .integer64, false, nil),
    ]

    @Test(arguments: typeTable.indices)
    func swiftTypeMapsToAttributeType(index: Int) throws {
        let (declaration, type, optional, customClass) = Self.typeTable[index]
        let source = oneModelSource(
            declaration,
            extra: "enum Level: Int, Codable { case low, high }\nstruct Address: Codable { var street: String }")
        let read = readSources(["Schema.swift": source])
        let attribute = try #require(read.model?.history.versions.first?.entity(named: "Item")?.attribute(named: "a"))
        #expect(attribute.type == type)
        #expect(attribute.isOptional == optional)
        #expect(attribute.customClassName == customClass)
    }

    @Test func attributeAndRelationshipOptions() throws {
        let source = oneModelSource(
            """
            @Attribute(.unique, .spotlight, .allowsCloudEncryption, .preserveValueOnDeletion, originalName: "old", hashModifier: "v2") var a: String
                @Attribute(.transformable(by: "ColorTransformer")) var color: Data?
                @Attribute(.ephemeral) var draft: Int = 0
                @Relationship(deleteRule: .deny, minimumModelCount: 1, maximumModelCount: 3, originalName: "labels", inverse: \\Tag.items, hashModifier: "r")
                var tags: [Tag]?
                #Unique<Item>([\\.a, \\.draft])
                var computed: Int { 1 }
                static var shared = 0
                @Transient var cache: [String: Int] = [:]
            """)
        let read = readSources(["Schema.swift": source])
        let version = try #require(read.model?.history.versions.first)
        let item = try #require(version.entity(named: "Item"))
        #expect(item.attributes.map(\.name) == ["a", "color", "draft"])
        let a = try #require(item.attribute(named: "a"))
        #expect(a.isIndexedBySpotlight && a.allowsCloudEncryption && a.preservesValueInHistoryOnDeletion)
        #expect(a.renamingIdentifier == "old" && a.versionHashModifier == "v2")
        #expect(item.uniquenessConstraints == [["a"], ["a", "draft"]])
        #expect(item.attribute(named: "color")?.valueTransformerName == "ColorTransformer")
        #expect(item.attribute(named: "draft")?.isTransient == true)
        let tags = try #require(item.relationship(named: "tags"))
        #expect(
            tags.deleteRule == .deny && tags.minCount == 1 && tags.maxCount == 3 && tags.isToMany && tags.isOptional)
        #expect(tags.renamingIdentifier == "labels" && tags.inverse == "items" && tags.versionHashModifier == "r")
        #expect(version.entity(named: "Tag")?.relationship(named: "items")?.inverse == "tags")
    }

    @Test func modelsMayLiveOutsideTheSchemaAndSchemasWithoutAPlanAreOrderedByVersion() throws {
        let read = readSources([
            "B.swift": """
            enum SchemaV2: VersionedSchema {
                static var versionIdentifier = Schema.Version(2, 0, 0)
                static var models: [any PersistentModel.Type] { [Note.self] }
            }
            @Model final class Note { var text: String; var pinned: Bool = false; init(text: String) { self.text = text } }
            """,
            "A.swift": """
            enum SchemaV1: VersionedSchema {
                static var versionIdentifier = Schema.Version(1, 0, 0)
                static var models: [any PersistentModel.Type] { [SchemaV1.Note.self] }
            }
            extension SchemaV1 { @Model final class Note { var text: String; init(text: String) { self.text = text } } }
            """,
        ])
        let history = try #require(read.model?.history)
        #expect(history.name == "App")
        #expect(history.versions.map(\.name) == ["SchemaV1", "SchemaV2"])
        #expect(
            history.versions.map { $0.entity(named: "Note")?.attributes.map(\.name) ?? [] } == [
                ["text"], ["text", "pinned"],
            ])
        #expect(read.model?.plan.name == nil)
    }

    @Test func aSchemaMayReuseAnEarlierSchemasClassThroughATypealias() throws {
        let read = readSources([
            "Schemas.swift": """
            typealias Note = SchemaV1.Note
            enum SchemaV1: VersionedSchema {
                static var versionIdentifier = Schema.Version(1, 0, 0)
                static var models: [any PersistentModel.Type] { [Note.self] }
                @Model final class Note { var text: String = "" }
            }
            enum SchemaV2: VersionedSchema {
                static var versionIdentifier = Schema.Version(2, 0, 0)
                static var models: [any PersistentModel.Type] { [Note.self, Folder.self] }
                @Model final class Folder { var name: String = "" }
            }
            """
        ])
        let history = try #require(read.model?.history, "\(read.diagnostics.map(\.summaryLine))")
        #expect(history.versions.map { $0.entities.map(\.name) } == [["Note"], ["Note", "Folder"]])
    }

    /// Sources that cannot be read, and the code and position reported: (files, code, line, column).
    static let errorTable: [([String: String], String, Int, Int)] = [
        (
            [
                "A.swift":
                    "enum SchemaV1: VersionedSchema {\n    static var models: [any PersistentModel.Type] { [Item.self }\n}\n"
            ], "MW020", 2, 64
        ),
        (["A.swift": "struct ContentView {}\n"], "MW021", 1, 1),
        (
            [
                "A.swift": oneModelSource("var a: String").replacingOccurrences(
                    of: "Tag.self]", with: "Tag.self, Missing.self]")
            ], "MW022", 5, 75
        ),
        (
            [
                "A.swift": oneModelSource("var a: Int").replacingOccurrences(
                    of: "Schema.Version(1, 0, 0)", with: "current")
            ], "MW023", 4, 16
        ),
        (
            [
                "A.swift": oneModelSource("var a: Int"),
                "B.swift": "enum P1: SchemaMigrationPlan {}\nenum P2: SchemaMigrationPlan {}\n",
            ], "MW021", 2, 1
        ),
        (
            [
                "A.swift": oneModelSource("var a: Int"),
                "B.swift":
                    "\nenum Plan: SchemaMigrationPlan {\n    static var schemas: [any VersionedSchema.Type] { [] }\n}\n",
            ], "MW021", 2, 1
        ),
    ]

    @Test(arguments: errorTable.indices)
    func unreadableSourcesStopReadingAtTheSwiftPosition(index: Int) throws {
        let (files, code, line, column) = Self.errorTable[index]
        let read = readSources(files)
        #expect(read.model == nil)
        let diagnostic = try #require(read.diagnostics.first { $0.severity == .error })
        #expect(diagnostic.code == code, "\(diagnostic.summaryLine)")
        #expect(
            diagnostic.location.map { ($0.line, $0.column) } ?? (0, 0) == (line, column), "\(diagnostic.summaryLine)")
    }

    @Test func aValueTypeItCannotSeeIntoIsAWarning() throws {
        let read = readSources(["A.swift": oneModelSource("var coordinate: CLLocationCoordinate2D")])
        #expect(read.model != nil)
        #expect(read.diagnostics.map(\.code) == ["MW024"])
        #expect(read.diagnostics.first?.location?.line == 8)
    }

    @Test func aLinkOutOfTheFolderIsRefusedUnread() throws {
        let folder = try recipesCopy()
        let outside = try makeTemporaryDirectory().appendingPathComponent("Secret.swift")
        try Data("enum Leak: VersionedSchema {}\n".utf8).write(to: outside)
        try FileManager.default.createSymbolicLink(
            at: folder.appendingPathComponent("Models/Leak.swift"), withDestinationURL: outside)
        let diagnostics = CollectingDiagnosticCollector()
        #expect(SwiftDataReader.read(at: folder.path, diagnostics: diagnostics) == nil)
        #expect(diagnostics.diagnostics.map(\.code) == ["MW017"])
    }
}
