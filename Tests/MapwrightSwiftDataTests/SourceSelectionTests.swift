import Testing

@testable import MapwrightSwiftData

/// The reader parses only the files that mention what it reads (a schema, a model class, a plan, a stage,
/// an enum, a typealias) or name a schema or plan those files declare (an extension, a container made with
/// a plan). Each case puts one kind of declaration in a file of its own: the project must read as it does
/// with every declaration in one file.
@Suite struct SourceSelectionTests {
    static let schema = """
        enum SchemaV1: VersionedSchema {
            static var versionIdentifier = Schema.Version(1, 0, 0)
            static var models: [any PersistentModel.Type] { [Item.self] }
            @Model final class Item {
                var name: String = ""
                var kind: Kind = Kind.small
                var label: Label = ""
            }
        }
        """

    /// (what the file of its own holds, the project's files)
    static let cases: [(String, [String: String])] = [
        (
            "an enum with a raw value",
            [
                "A.swift": schema + "\ntypealias Label = String\n",
                "B.swift": "enum Kind: String, Codable { case small, large }\n",
            ]
        ),
        (
            "a typealias",
            [
                "A.swift": schema + "\nenum Kind: String, Codable { case small, large }\n",
                "B.swift": "typealias Label = String\n",
            ]
        ),
        (
            "a model class in an extension of the schema",
            [
                "A.swift": """
                enum SchemaV1: VersionedSchema {
                    static var versionIdentifier = Schema.Version(1, 0, 0)
                    static var models: [any PersistentModel.Type] { [Item.self] }
                }
                """,
                "B.swift": "extension SchemaV1 {\n    @Model final class Item { var name: String = \"\" }\n}\n",
            ]
        ),
        (
            "the migration plan",
            [
                "A.swift": schema + "\nenum Kind: String, Codable { case small, large }\ntypealias Label = String\n"
                    + schema.replacingOccurrences(of: "1, 0, 0", with: "2, 0, 0").replacingOccurrences(
                        of: "SchemaV1", with: "SchemaV2"),
                "B.swift": """
                enum Plan: SchemaMigrationPlan {
                    static var schemas: [any VersionedSchema.Type] { [SchemaV2.self, SchemaV1.self] }
                    static var stages: [MigrationStage] { [] }
                }
                """,
            ]
        ),
        (
            "the container that picks one of two plans",
            [
                "A.swift": schema + "\nenum Kind: String, Codable { case small, large }\ntypealias Label = String\n"
                    + "enum PlanA: SchemaMigrationPlan {}\nenum PlanB: SchemaMigrationPlan {}\n",
                "B.swift": "let container = try ModelContainer(for: Item.self, migrationPlan: PlanB.self)\n",
            ]
        ),
        (
            "the schema's models, typed through a typealias, in an extension naming only the schema",
            [
                "A.swift": """
                enum SchemaV1: VersionedSchema {
                    static var versionIdentifier = Schema.Version(1, 0, 0)
                    @Model final class Item { var name: String = "" }
                }
                typealias Models = [any PersistentModel.Type]
                """,
                "B.swift": "extension SchemaV1 {\n    static var models: Models { [Item.self] }\n}\n",
            ]
        ),
    ]

    @Test(arguments: cases.indices)
    func aDeclarationInAFileOfItsOwnIsRead(index: Int) throws {
        let (kind, files) = Self.cases[index]
        let split = readSources(files)
        let whole = readSources(["All.swift": files.sorted { $0.key < $1.key }.map(\.value).joined(separator: "\n")])
        let model = try #require(whole.model, "\(kind): \(whole.diagnostics.map(\.summaryLine))")
        // Equal apart from the positions, which name other files (the current version's among them).
        var splitHistory = split.model?.history, wholeHistory = model.history
        splitHistory?.currentVersionLocation = nil
        wholeHistory.currentVersionLocation = nil
        #expect(splitHistory == wholeHistory, "\(kind): \(split.diagnostics.map(\.summaryLine))")
        #expect(split.model?.plan.name == model.plan.name, "\(kind)")
        #expect(split.model?.plan.schemas.map(\.name) == model.plan.schemas.map(\.name), "\(kind)")
        #expect(split.diagnostics.map(\.code) == whole.diagnostics.map(\.code), "\(kind)")
    }

    /// The declarations the cases rely on are read, so that an equal model is not an empty one.
    @Test func theCasesDeclareWhatTheyTest() throws {
        let files = Self.cases[0].1
        let model = try #require(readSources(files).model)
        let item = try #require(model.history.current?.entity(named: "Item"))
        #expect(item.attributes.map(\.name) == ["name", "kind", "label"])
        #expect(item.attributes.map(\.type) == [.string, .composite, .string])
        let planned = try #require(readSources(Self.cases[3].1).model)
        #expect(planned.plan.name == "Plan")
        #expect(planned.history.versions.map(\.name) == ["SchemaV2", "SchemaV1"])
        let picked = try #require(readSources(Self.cases[4].1).model)
        #expect(picked.plan.name == "PlanB")
        let typed = try #require(readSources(Self.cases[5].1).model)
        #expect(typed.history.current?.entities.map(\.name) == ["Item"])
    }
}
