import Foundation
import MapwrightCore
import MapwrightDiagnostics
import MapwrightModel
import MapwrightSupport
import MapwrightSwiftData
import MapwrightTestSupport
import Testing

/// Names resolved over the module as the compiler resolves them, and one store per plan a container
/// names: each case is a minimal app written by the test.
@Suite struct ModuleResolutionTests {
    /// A schema `name` at `version` whose body is `body`.
    static func schema(_ name: String, _ version: Int, models: String, body: String) -> String {
        """
        enum \(name): VersionedSchema {
            static var versionIdentifier = Schema.Version(\(version), 0, 0)
            static var models: [any PersistentModel.Type] { [\(models)] }
            \(body)
        }

        """
    }

    /// A plan over `schemas`, with `stages` as written.
    static func plan(_ name: String, schemas: [String], stages: String = "") -> String {
        """
        enum \(name): SchemaMigrationPlan {
            static var schemas: [any VersionedSchema.Type] { [\(schemas.map { "\($0).self" }.joined(separator: ", "))] }
            static var stages: [MigrationStage] { [\(stages)] }
        }

        """
    }

    /// Two stores, each with its plan: `Notes` (two schemas) and `Settings` (one).
    static let twoStores: [String: String] = [
        "Notes/NotesSchemas.swift": schema(
            "NotesSchemaV1", 1, models: "Note.self", body: "@Model final class Note { var title: String = \"\" }")
            + schema(
                "NotesSchemaV2", 2, models: "Note.self",
                body: "@Model final class Note { var title: String = \"\"; var body: String? }"),
        "Notes/NotesMigrationPlan.swift": plan(
            "NotesMigrationPlan", schemas: ["NotesSchemaV1", "NotesSchemaV2"],
            stages: ".lightweight(fromVersion: NotesSchemaV1.self, toVersion: NotesSchemaV2.self)"),
        "Settings/SettingsSchemas.swift": schema(
            "SettingsSchemaV1", 1, models: "Preference.self",
            body: "@Model final class Preference { var key: String = \"\" }"),
        "Settings/SettingsMigrationPlan.swift": plan("SettingsMigrationPlan", schemas: ["SettingsSchemaV1"]),
        "App.swift": """
        let notes = try ModelContainer(for: Schema(versionedSchema: NotesSchemaV2.self), migrationPlan: NotesMigrationPlan.self)
        let settings = try ModelContainer(for: Schema(versionedSchema: SettingsSchemaV1.self), migrationPlan: SettingsMigrationPlan.self)

        """,
    ]

    @Test func twoPlansInTwoContainersAreTwoUnits() throws {
        let root = try makeTemporaryDirectory(holding: Self.twoStores.mapKeys { "App/Sources/App/" + $0 })
        let units = ModelDiscovery.models(under: root.path).map { PathName.lastComponent(of: $0) }
        #expect(units == ["NotesMigrationPlan.swift", "SettingsMigrationPlan.swift"])
        let pipeline = Pipeline(workingDirectory: root.path)
        let report = try #require(
            pipeline.check(ModelDiscovery.models(under: root.path)),
            "\(pipeline.diagnostics.diagnostics.map(\.summaryLine))")
        #expect(report.models.map(\.model).sorted() == ["Notes", "Settings"])
        #expect(report.models.map { $0.history?.versions.count ?? 0 }.sorted() == [1, 2])
        // The schema folder of one store, given alone, is that store.
        let notes = try #require(
            SwiftDataReader.read(
                at: root.appendingPathComponent("App/Sources/App/Notes").path,
                diagnostics: CollectingDiagnosticCollector()))
        #expect(notes.plan.name == "NotesMigrationPlan")
    }

    @Test func twoAppsOfAMonorepoAreTwoUnits() throws {
        var files: [String: String] = [:]
        for (app, plan) in [("Alpha", "NotesMigrationPlan"), ("Beta", "SettingsMigrationPlan")] {
            files["\(app)/\(app).xcodeproj/project.pbxproj"] = ""
            for (path, text) in Self.twoStores where path == "App.swift" || path.contains(String(plan.prefix(5))) {
                files["\(app)/\(app)/\(path)"] =
                    path == "App.swift"
                    ? text.split(separator: "\n").filter { $0.contains(plan) }.joined(separator: "\n") : text
            }
        }
        let root = try makeTemporaryDirectory(holding: files)
        let units = ModelDiscovery.models(under: root.path)
        #expect(
            units.map { PathName.lastComponent(of: $0) } == ["NotesMigrationPlan.swift", "SettingsMigrationPlan.swift"])
        for unit in units {
            let diagnostics = CollectingDiagnosticCollector()
            #expect(SwiftDataReader.read(at: unit, diagnostics: diagnostics) != nil, "\(diagnostics.diagnostics)")
        }
    }

    @Test func aChainOfTenTypealiasesIsFollowedToItsEnd() throws {
        var text = Self.schema(
            "SchemaV1", 1, models: "Note.self, Folder.self",
            body: """
                @Model final class Note { var title: String = ""; var folder: Folder? }
                @Model final class Folder { var name: String = ""; @Relationship(inverse: \\Note.folder) var notes: [Note] = [] }
                """)
        for version in 2...10 {
            text += Self.schema(
                "SchemaV\(version)", version, models: "Note.self, Folder.self",
                body: "typealias Note = SchemaV\(version - 1).Note\n    typealias Folder = SchemaV\(version - 1).Folder"
            )
        }
        let (model, diagnostics) = readSources(["Schemas.swift": text])
        #expect(diagnostics.filter { $0.severity >= .warning }.isEmpty, "\(diagnostics.map(\.summaryLine))")
        let read = try #require(model)
        #expect(read.history.versions.count == 10)
        let note = try #require(read.history.current?.entities.first { $0.name == "Note" })
        #expect(note.relationships.map(\.destination) == ["Folder"])
    }

    @Test func aTypealiasCycleIsAnErrorAtTheAlias() {
        let text =
            Self.schema(
                "SchemaV1", 1, models: "Item.self", body: "@Model final class Item { var code: Code = \"\" }")
            + "typealias Code = Token\ntypealias Token = Code\n"
        let (model, diagnostics) = readSources(["Schemas.swift": text])
        #expect(model == nil)
        #expect(
            diagnostics.map(\.summaryLine).contains {
                $0.contains("MW022") && $0.contains("typealias `Code` names itself through `Token` → `Code`")
            }, "\(diagnostics.map(\.summaryLine))")
    }

    @Test func anEnumAndATypealiasInAnotherFolderOfTheModuleAreResolved() throws {
        let root = try makeTemporaryDirectory(holding: [
            "Sources/App/Schemas/SchemaV1.swift": Self.schema(
                "SchemaV1", 1, models: "Device.self",
                body: "@Model final class Device { var id: DeviceID = \"\"; var kind: Kind = .phone }"),
            "Sources/App/Support/Types.swift":
                "typealias DeviceID = String\nenum Kind: String, Codable { case phone, tablet }\n",
        ])
        for path in ["Sources/App/Schemas", "Sources/App"] {
            let diagnostics = CollectingDiagnosticCollector()
            let model = try #require(
                SwiftDataReader.read(at: root.appendingPathComponent(path).path, diagnostics: diagnostics))
            let device = try #require(model.history.current?.entities.first)
            #expect(device.attributes.map(\.type) == [.string, .composite], "\(path)")
            #expect(model.history.current?.composites.first?.attributes.map(\.type) == [.string], "\(path)")
            #expect(!diagnostics.diagnostics.contains { $0.code == "MW024" }, "\(path)")
        }
    }

    @Test func aDefaultFromAStaticMemberKeepsTheAttribute() throws {
        let text =
            Self.schema(
                "SchemaV1", 1, models: "Page.self",
                body: "@Model final class Page { var layout = Layout.standard; var limit = Limits.pages }")
            + "enum Layout: Int, Codable { case standard, grid }\nenum Limits { static let pages = 10 }\n"
        let (model, diagnostics) = readSources(["Schemas.swift": text])
        #expect(!diagnostics.contains { $0.code == "MW026" }, "\(diagnostics.map(\.summaryLine))")
        let page = try #require(model?.history.current?.entities.first)
        #expect(page.attributes.map(\.name) == ["layout", "limit"])
        #expect(page.attributes.map(\.type) == [.composite, .integer64])
        #expect(page.attributes.first?.defaultExpression == "Layout.standard")
    }

    @Test func aStageFromAStaticFunctionIsJudged() throws {
        let text =
            Self.schema("SchemaV1", 1, models: "Item.self", body: "@Model final class Item { var size: String = \"\" }")
            + Self.schema("SchemaV2", 2, models: "Item.self", body: "@Model final class Item { var size: Double = 0 }")
            + Self.plan("ItemsMigrationPlan", schemas: ["SchemaV1", "SchemaV2"], stages: ".migrateV1ToV2()")
                + """
                extension MigrationStage {
                    static func migrateV1ToV2() -> MigrationStage {
                        .custom(fromVersion: SchemaV1.self, toVersion: SchemaV2.self, willMigrate: nil, didMigrate: nil)
                    }
                }

                """
        let (model, _) = readSources(["Schemas.swift": text])
        let stages = try #require(model?.plan.stages)
        #expect(stages.map { "\($0.kind) \($0.from) \($0.to)" } == ["custom SchemaV1 SchemaV2"])
    }

    @Test func aPlanNoContainerUsesIsANoteAndItsLintNotes() throws {
        let item = "@Model final class Item { var name: String = \"\" }"
        let root = try makeTemporaryDirectory(holding: [
            "App/Schemas.swift": Self.schema("SchemaV1", 1, models: "Item.self", body: item)
                + Self.schema("SchemaV2", 2, models: "Item.self", body: item)
                + Self.plan(
                    "ItemsMigrationPlan", schemas: ["SchemaV1", "SchemaV2"],
                    stages: ".lightweight(fromVersion: SchemaV1.self, toVersion: SchemaV2.self)"),
            "App/App.swift": "let container = try ModelContainer(for: SchemaV2.Item.self)\n",
        ])
        let pipeline = Pipeline(workingDirectory: root.path)
        let report = try #require(pipeline.check([root.appendingPathComponent("App").path]))
        let findings = try #require(report.models.first).uniqueFindings.filter { $0.code.hasPrefix("MW46") }
        #expect(findings.map { "\($0.code) \($0.severity)" }.sorted() == ["MW465 note", "MW466 note"])
    }

    @Test func aPlanNamedMigrationPlanLeavesTheNameToTheFolder() throws {
        let text =
            Self.schema("SchemaV1", 1, models: "Item.self", body: "@Model final class Item { var name: String = \"\" }")
            + Self.plan("MigrationPlan", schemas: ["SchemaV1"])
        let (model, _) = readSources(["Schemas.swift": text])
        #expect(model?.history.name == "App")
    }
}

extension Dictionary where Key == String {
    fileprivate func mapKeys(_ transform: (String) -> String) -> [String: Value] {
        Dictionary(uniqueKeysWithValues: map { (transform($0.key), $0.value) })
    }
}
