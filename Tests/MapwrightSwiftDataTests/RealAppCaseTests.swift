import Foundation
import MapwrightCore
import MapwrightModel
import MapwrightReport
import MapwrightReportModel
import MapwrightSwiftData
import MapwrightTestSupport
import Testing

/// What open-source SwiftData apps write and the reader once misread (docs/swiftdata.md, "Tried on real
/// apps"), each case from its own few lines of Swift.
@Suite struct RealAppCaseTests {
    /// Two schemas `SchemaV1` and `SchemaV2`, with `v1` and `v2` as their bodies after the version.
    static func schemas(_ v1: String, _ v2: String) -> String {
        """
        import SwiftData
        enum SchemaV1: VersionedSchema {
            static var versionIdentifier = Schema.Version(1, 0, 0)
            \(v1)
        }
        enum SchemaV2: VersionedSchema {
            static var versionIdentifier = Schema.Version(2, 0, 0)
            \(v2)
        }
        """
    }

    /// A plan over the two schemas with `stages`, and `extra` declarations after it.
    static func plan(_ stages: String, extra: String = "", conformance: String = "SchemaMigrationPlan") -> String {
        """
        enum Plan: \(conformance) {
            static var schemas: [any VersionedSchema.Type] { [SchemaV1.self, SchemaV2.self] }
            static var stages: [MigrationStage] { \(stages) }
        }
        \(extra)
        """
    }

    /// `check` of the files written into a new folder: the steps' verdicts and the codes of every
    /// warning and error, and the exit-relevant errors.
    static func check(_ files: [String: String]) throws -> (verdicts: [String], codes: [String], report: ModelReport) {
        let folder = try makeTemporaryDirectory().appendingPathComponent("App")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
        let pipeline = Pipeline(workingDirectory: folder.deletingLastPathComponent().path)
        let report = try #require(
            pipeline.check([folder.path]), "\(pipeline.diagnostics.diagnostics.map(\.summaryLine))")
        let model = try #require(report.models.first)
        let verdicts = model.steps.filter { !$0.isDirect }.map { "\($0.title): \($0.analysis.migration)" }
        return (verdicts, model.uniqueFindings.filter { $0.severity >= .warning }.map(\.code).sorted(), model)
    }

    static let item1 =
        "static var models: [any PersistentModel.Type] { [Item.self] }\n    @Model final class Item { var name: String = \"\"; init() {} }"
    static let itemCount =
        "static var models: [any PersistentModel.Type] { [Item.self] }\n    @Model final class Item { var name: String = \"\"; var count: String = \"\"; init() {} }"
    static let itemCountInt =
        "static var models: [any PersistentModel.Type] { [Item.self] }\n    @Model final class Item { var name: String = \"\"; var count: Int = 0; init() {} }"

    /// Case 1: a stage declared in an extension of the plan is the plan's.
    @Test func aStageDeclaredInAnExtensionOfThePlanIsSeen() throws {
        let extensionStage =
            "extension Plan {\n    static let v1toV2 = MigrationStage.lightweight(fromVersion: SchemaV1.self, toVersion: SchemaV2.self)\n}\n"
        let result = try Self.check([
            "Schemas.swift": Self.schemas(Self.itemCount, Self.itemCountInt),
            "Plan.swift": Self.plan("[v1toV2]", extra: extensionStage),
        ])
        #expect(result.codes.contains("MW460"), "the lightweight stage is found, and wrong: \(result.codes)")
        #expect(!result.codes.contains("MW461"))
    }

    /// Case 2: a file wrapped in `#if canImport(SwiftData)` is read; a property in `#if os(iOS)` is read.
    @Test func conditionalCompilationIsRead() throws {
        let v1 =
            "static var models: [any PersistentModel.Type] { [Item.self] }\n    @Model final class Item {\n        var name: String = \"\"\n        #if os(iOS)\n        var tint: String = \"\"\n        #endif\n        init() {}\n    }"
        let v2 = v1.replacingOccurrences(of: "var tint: String = \"\"", with: "var tint: Int = 0")
        let result = try Self.check([
            "Schemas.swift": "#if canImport(SwiftData)\n" + Self.schemas(v1, v2) + "\n#endif\n",
            "Plan.swift": Self.plan("[.lightweight(fromVersion: SchemaV1.self, toVersion: SchemaV2.self)]"),
        ])
        #expect(result.verdicts == ["SchemaV1 → SchemaV2: heavy"], "\(result.verdicts)")
        #expect(result.codes.contains("MW460"))
        #expect(result.report.uniqueFindings.contains { $0.code == "MW025" }, "the reader says it read every branch")
    }

    /// Case 3: `models` built from another schema's `models`.
    @Test func modelsBuiltFromAnotherSchemasModels() throws {
        let v1 =
            "static var models: [any PersistentModel.Type] { [Item.self] }\n    @Model final class Item { var name: String = \"\"; init() {} }"
        let v2 =
            "static var models: [any PersistentModel.Type] { SchemaV1.models + [Tag.self] }\n    @Model final class Tag { var label: String = \"\"; init() {} }"
        let result = try Self.check(["Schemas.swift": Self.schemas(v1, v2), "Plan.swift": Self.plan("[]")])
        let entities = result.report.steps.first.map { Set($0.analysis.diff.to.entities.map(\.name)) }
        #expect(entities == ["Item", "Tag"], "\(String(describing: entities))")
        #expect(!result.codes.contains("MW120"))
    }

    /// Case 4: `TimeInterval` is `Double`, not a value type stored whole.
    @Test func timeIntervalIsADouble() throws {
        let v1 =
            "static var models: [any PersistentModel.Type] { [Item.self] }\n    @Model final class Item { var duration: Double = 0; init() {} }"
        let v2 = v1.replacingOccurrences(of: "var duration: Double", with: "var duration: TimeInterval")
        let result = try Self.check([
            "Schemas.swift": Self.schemas(v1, v2),
            "Plan.swift": Self.plan("[.lightweight(fromVersion: SchemaV1.self, toVersion: SchemaV2.self)]"),
        ])
        #expect(result.verdicts == ["SchemaV1 → SchemaV2: none"])
        #expect(!result.codes.contains("MW024") && !result.codes.contains("MW460"), "\(result.codes)")
    }

    /// Cases 5 and 6: a relationship typed through a typealias, and to a `@Model` class `models` leaves out.
    @Test func relationshipsThroughTypealiasesAndToUnlistedModels() throws {
        let v1 = """
            static var models: [any PersistentModel.Type] { [Person.self] }
                @Model final class Person { var name: String = ""; var entries: [Entry]? = []; init() {} }
                @Model final class Entry { var text: String = ""; var person: Person?; init() {} }
            """
        let v2 = """
            static var models: [any PersistentModel.Type] { [Item.self, Person.self] }
                typealias Owner = SchemaV2.Person
                @Model final class Item { var owner: Owner?; init() {} }
                @Model final class Person { var name: String = ""; var entries: [Entry]? = []; var items: [Item]? = []; init() {} }
                @Model final class Entry { var text: String = ""; var person: Person?; init() {} }
            """
        let result = try Self.check(["Schemas.swift": Self.schemas(v1, v2), "Plan.swift": Self.plan("[]")])
        let step = try #require(result.report.steps.first)
        #expect(Set(step.analysis.diff.from.entities.map(\.name)) == ["Entry", "Person"], "Entry joins the schema")
        let item = try #require(step.analysis.diff.to.entity(named: "Item"))
        #expect(item.relationships.map(\.destination) == ["Person"])
        #expect(!result.codes.contains("MW125") && !result.codes.contains("MW024"), "\(result.codes)")
    }

    /// Case 7: two consecutive schemas with the same models cannot make a container.
    @Test func identicalConsecutiveSchemasAreAnError() throws {
        let result = try Self.check([
            "Schemas.swift": Self.schemas(Self.item1, Self.item1),
            "Plan.swift": Self.plan("[.lightweight(fromVersion: SchemaV1.self, toVersion: SchemaV2.self)]"),
        ])
        let finding = try #require(result.report.uniqueFindings.first { $0.code == "MW465" })
        #expect(finding.severity == .error)
        #expect(finding.message.contains("`SchemaV2` declares the same models as `SchemaV1`"))
    }

    /// Case 8: raw-value enums are found in the schema that declares them.
    @Test func rawValueEnumsAreResolvedByScope() throws {
        let v1 =
            "static var models: [any PersistentModel.Type] { [Item.self] }\n    enum Priority: String, Codable { case low }\n    @Model final class Item { var priority: Priority = .low; init() {} }"
        let v2 =
            "static var models: [any PersistentModel.Type] { [Item.self] }\n    enum Priority: Int, Codable { case low }\n    @Model final class Item { var priority: Priority = .low; init() {} }"
        let result = try Self.check([
            "Schemas.swift": Self.schemas(v1, v2),
            "Plan.swift": Self.plan("[.lightweight(fromVersion: SchemaV1.self, toVersion: SchemaV2.self)]"),
        ])
        #expect(result.verdicts == ["SchemaV1 → SchemaV2: heavy"], "String → Integer 64: \(result.verdicts)")
        #expect(result.codes.contains("MW460"))
    }

    /// Case 13: common initial values without a written type are typed as the compiler types them.
    @Test func typesAreInferredFromCommonInitialValues() throws {
        let members =
            "var id = UUID(); var createdAt = Date.now; var tags = [String](); var url = URL(string: \"a\")!; var score = compute()"
        let read = readSources(["A.swift": oneModelSource(members)])
        let item = try #require(
            read.model?.history.versions.first?.entity(named: "Item"), "\(read.diagnostics.map(\.summaryLine))")
        #expect(item.attributes.map(\.name) == ["id", "createdAt", "tags", "url"])
        #expect(item.attributes.map(\.type) == [.uuid, .date, .transformable, .uri])
        #expect(
            read.diagnostics.map(\.code) == ["MW024", "MW026"],
            "the unknown one is left out and said once: \(read.diagnostics.map(\.summaryLine))")
    }

    /// A plan whose conformance carries an attribute (`@preconcurrency SchemaMigrationPlan`).
    @Test func anAttributedConformanceIsAPlan() throws {
        let result = try Self.check([
            "Schemas.swift": Self.schemas(Self.itemCount, Self.itemCountInt),
            "Plan.swift": Self.plan(
                "[.lightweight(fromVersion: SchemaV1.self, toVersion: SchemaV2.self)]",
                conformance: "@preconcurrency SchemaMigrationPlan"),
        ])
        #expect(result.codes.contains("MW460"), "\(result.codes)")
    }

    /// Two plans, one of them left over: the one a container is made with is the app's.
    @Test func ofTwoPlansTheOneTheContainerUsesIsChecked() throws {
        let old =
            "enum OldPlan: SchemaMigrationPlan {\n    static var schemas: [any VersionedSchema.Type] { [SchemaV1.self] }\n    static var stages: [MigrationStage] { [] }\n}\n"
        let app =
            "import SwiftData\nlet container = try! ModelContainer(for: Schema(versionedSchema: SchemaV2.self), migrationPlan: Plan.self)\n"
        let result = try Self.check([
            "Schemas.swift": Self.schemas(Self.itemCount, Self.itemCountInt),
            "Plan.swift": Self.plan("[.lightweight(fromVersion: SchemaV1.self, toVersion: SchemaV2.self)]"),
            "Old.swift": old, "App.swift": app,
        ])
        #expect(result.codes.contains("MW460"), "\(result.codes)")
    }
}

extension RealAppCaseTests {
    /// SwiftData pairs two models' only relationships to each other when that is safe; no MW310 then.
    @Test(arguments: [("var memory: Memory?", true), ("var memory: Memory", false)])
    func anUnambiguousSafePairIsInverse(toOne: String, paired: Bool) throws {
        let source = """
            import SwiftData
            enum SchemaV1: VersionedSchema {
                static var versionIdentifier = Schema.Version(1, 0, 0)
                static var models: [any PersistentModel.Type] { [Memory.self, Item.self] }
                @Model final class Memory { @Relationship(deleteRule: .cascade) var items: [Item] = []; init() {} }
                @Model final class Item { \(toOne); init() {} }
            }
            """
        let read = readSources(["A.swift": source])
        let memory = try #require(read.model?.history.versions.first?.entity(named: "Memory"))
        #expect((memory.relationships.first?.inverse == "memory") == paired)
    }

    /// SwiftData stores a Codable value itself: no value-transformer advice (MW301).
    @Test func noValueTransformerAdviceForSwiftDataValueTypes() throws {
        let v1 =
            "static var models: [any PersistentModel.Type] { [Item.self] }\n    struct Point: Codable { var x: Double }\n    @Model final class Item { var center: Point = Point(x: 0); init() {} }"
        let result = try Self.check(["Schemas.swift": Self.schemas(v1, v1 + "\n    "), "Plan.swift": Self.plan("[]")])
        #expect(!result.codes.contains("MW301"), "\(result.codes)")
    }
}

extension RealAppCaseTests {
    /// Case 11: the fix says what to write in Swift.
    @Test func aRenameFixIsWrittenInSwift() throws {
        let v1 =
            "static var models: [any PersistentModel.Type] { [Item.self] }\n    @Model final class Item { var title: String = \"\"; var count: Int = 0; init() {} }"
        let v2 =
            "static var models: [any PersistentModel.Type] { [Item.self] }\n    @Model final class Item { var titles: String = \"\"; var count: Int = 0; init() {} }"
        let result = try Self.check(["Schemas.swift": Self.schemas(v1, v2), "Plan.swift": Self.plan("[]")])
        let finding = try #require(result.report.uniqueFindings.first { $0.code == "MW126" }, "\(result.codes)")
        #expect(
            finding.hint
                == "Write `@Attribute(originalName: \"title\")` (`@Relationship(originalName:)` for a relationship) on `Item.titles`."
        )
    }
}

extension RealAppCaseTests {
    /// Case 14: schemas of one version identifier and no plan are namespaces of one model.
    @Test func schemasUsedAsNamespacesWithoutAPlanAreOneVersion() throws {
        let source = """
            import SwiftData
            enum ItemSchemaV1: VersionedSchema {
                static var versionIdentifier = Schema.Version(1, 0, 0)
                static var models: [any PersistentModel.Type] { [Item.self] }
                @Model final class Item { var name: String = ""; init() {} }
            }
            enum TagSchemaV1: VersionedSchema {
                static var versionIdentifier = Schema.Version(1, 0, 0)
                static var models: [any PersistentModel.Type] { [Tag.self] }
                @Model final class Tag { var label: String = ""; init() {} }
            }
            """
        let result = try Self.check(["Schemas.swift": source])
        #expect(result.report.steps.isEmpty, "one version: nothing to migrate")
        #expect(result.codes.isEmpty, "\(result.codes)")
    }
}

extension RealAppCaseTests {
    /// Case 9: an initial value that is not a literal is a default SwiftData records: no MW110.
    @Test func nonLiteralInitialValuesAreDefaults() throws {
        let v2 =
            "static var models: [any PersistentModel.Type] { [Item.self] }\n    @Model final class Item { var name: String = \"\"; var createdAt: Date = Date.now; var id: UUID = UUID(); var tags: [String] = []; var missing: String; init() { missing = \"\" } }"
        let result = try Self.check(["Schemas.swift": Self.schemas(Self.item1, v2), "Plan.swift": Self.plan("[]")])
        let missing = result.report.uniqueFindings.filter { $0.code == "MW110" }.compactMap(\.property)
        #expect(missing == ["missing"], "only the property with no initial value: \(result.codes)")
    }
}

extension RealAppCaseTests {
    /// Names are read without their backticks, and a name Core Data cannot
    /// take (a bidi control, a raw identifier) is an error at its position.
    @Test func namesAreReadAndValidated() throws {
        let read = readSources(["A.swift": oneModelSource("var `default`: String = \"\"")])
        let item = try #require(
            read.model?.history.versions.first?.entity(named: "Item"), "\(read.diagnostics.map(\.summaryLine))")
        #expect(item.attributes.map(\.name) == ["default"])
        let bidi = readSources(["A.swift": oneModelSource("var ti\u{202E}tle: String = \"\"")])
        #expect(bidi.model == nil)
        #expect(bidi.diagnostics.contains { $0.code == "MW051" }, "\(bidi.diagnostics.map(\.summaryLine))")
        let raw = readSources(["A.swift": oneModelSource("var `two words`: String = \"\"")])
        #expect(raw.diagnostics.contains { $0.code == "MW051" }, "\(raw.diagnostics.map(\.summaryLine))")
    }
}

extension RealAppCaseTests {
    /// A project file the parser does not take never stops the run when it declares no model part.
    @Test func anUnrelatedFileThatDoesNotParseIsLeftOut() throws {
        let read = readSources([
            "A.swift": oneModelSource("var title: String = \"\""),
            "View.swift": "struct ContentView { var body: some View { Text(\"a\" }\n",
        ])
        #expect(read.model != nil, "\(read.diagnostics.map(\.summaryLine))")
        #expect(!read.diagnostics.contains { $0.code == "MW020" })
    }
}

extension RealAppCaseTests {
    /// Case 11, the removals: their fix names what SwiftData writes, not a renaming identifier.
    @Test func aRemovalFixIsWrittenInSwift() throws {
        let v1 =
            "static var models: [any PersistentModel.Type] { [Item.self] }\n    @Model final class Item { var title: String = \"\"; var note: String = \"\"; init() {} }"
        let v2 =
            "static var models: [any PersistentModel.Type] { [Item.self] }\n    @Model final class Item { var title: String = \"\"; init() {} }"
        let result = try Self.check(["Schemas.swift": Self.schemas(v1, v2), "Plan.swift": Self.plan("[]")])
        let finding = try #require(result.report.uniqueFindings.first { $0.code == "MW121" }, "\(result.codes)")
        #expect(
            finding.hint
                == "If it was renamed, write `@Attribute(originalName: \"note\")` on the new property; otherwise confirm the data may go."
        )
    }
}

extension RealAppCaseTests {
    /// Case 15: a plan names its schemas and stages through static properties, its own (`schemas { all }`)
    /// or another type's (`MigrateToV2.toVersion`, `MigrateToV2.stage`), which the compiler follows; an entry
    /// naming no schema or stage is an error (MW022), not a version left out.
    @Test func schemasAndStagesNamedThroughStaticPropertiesAreFollowed() throws {
        let migrate = """
            enum MigrateToV2 {
                static let toVersion = SchemaV2.self
                static let stage = MigrationStage.lightweight(fromVersion: SchemaV1.self, toVersion: toVersion)
            }

            """
        let plan = { (latest: String, stage: String) in
            """
            enum Plan: SchemaMigrationPlan {
                static let all: [any VersionedSchema.Type] = [SchemaV1.self, \(latest)]
                static var schemas: [any VersionedSchema.Type] { all }
                static var stages: [MigrationStage] { [\(stage)] }
            }

            """
        }
        let schemas = Self.schemas(Self.itemCount, Self.itemCountInt)
        // `SchemaV2` declared first: the order is the plan's, not the files'.
        let split = schemas.components(separatedBy: "enum SchemaV2")
        let result = try Self.check([
            "A.swift": "import SwiftData\nenum SchemaV2" + split[1], "B.swift": split[0],
            "Plan.swift": plan("MigrateToV2.toVersion", "MigrateToV2.stage") + migrate,
        ])
        #expect(result.verdicts == ["SchemaV1 → SchemaV2: heavy"], "\(result.verdicts)")
        #expect(result.codes.contains("MW460"), "the lightweight stage is found, and wrong: \(result.codes)")

        let root = try makeTemporaryDirectory(holding: [
            "App/Schemas.swift": schemas, "App/Plan.swift": plan("Versions.latest()", "Stages.next(2)") + migrate,
        ])
        let pipeline = Pipeline(workingDirectory: root.path)
        #expect(pipeline.check([root.path + "/App"])?.models.isEmpty ?? true)
        let unread = pipeline.diagnostics.diagnostics.filter { $0.code == "MW022" }.map(\.message)
        #expect(
            unread == [
                "`schemas` lists `Versions.latest()`, which names no `VersionedSchema` in the sources read",
                "`stages` lists `Stages.next(2)`, which is no `.lightweight` or `.custom` stage between two schemas of the sources read",
            ], "\(unread)")
    }

    /// Case 16: a typealias of a schema (`typealias CurrentSchema = SchemaV2`, a chain of them) names that
    /// schema in `schemas` and in a stage, as it does for the compiler; it was refused as an unknown type.
    @Test func aTypealiasOfASchemaNamesThatSchema() throws {
        let aliases = "typealias Latest = CurrentSchema\ntypealias CurrentSchema = SchemaV2\n"
        let plan = """
            enum Plan: SchemaMigrationPlan {
                static var schemas: [any VersionedSchema.Type] { [SchemaV1.self, CurrentSchema.self] }
                static var stages: [MigrationStage] {
                    [.lightweight(fromVersion: SchemaV1.self, toVersion: Latest.self)]
                }
            }

            """
        let result = try Self.check([
            "Schemas.swift": Self.schemas(Self.itemCount, Self.itemCountInt), "Plan.swift": aliases + plan,
        ])
        #expect(result.verdicts == ["SchemaV1 → SchemaV2: heavy"], "\(result.verdicts)")
        #expect(result.codes.contains("MW460"), "the lightweight stage is found, and wrong: \(result.codes)")
        #expect(!result.codes.contains("MW022"), "\(result.codes)")
    }
}
