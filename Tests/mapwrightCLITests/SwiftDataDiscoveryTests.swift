import Foundation
import MapwrightTestSupport
import Testing

/// `check` with no arguments at an app's root finds its SwiftData schemas beside its other models, and
/// never reads an ordinary Swift folder as a schema set (docs/swiftdata.md, "Finding the schemas").
@Suite struct SwiftDataDiscoveryTests {
    /// An app laid out as Xcode lays it out: `Recipes.xcodeproj` beside `Recipes/` holding the sources.
    static func app() throws -> URL {
        let root = try makeTemporaryDirectory()
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("Recipes.xcodeproj"), withIntermediateDirectories: true)
        try Data("// project\n".utf8).write(to: root.appendingPathComponent("Recipes.xcodeproj/project.pbxproj"))
        try FileManager.default.copyItem(at: SwiftDataCommandTests.recipes, to: root.appendingPathComponent("Recipes"))
        return root
    }

    @Test func checkAtTheAppsRootFindsTheSchemas() throws {
        let root = try Self.app()
        let check = try runMapwright(["check"], in: root)
        #expect(check.status == 1, "the fixture's plan has a wrong stage: \(check.stdout)\(check.stderr)")
        #expect(check.stdout.contains("[MW460]"), "\(check.stdout)")
    }

    @Test func schemasInTestFoldersAreFixturesNotTheApps() throws {
        let root = try makeTemporaryDirectory()
        try FileManager.default.copyItem(
            at: SwiftDataCommandTests.recipes, to: root.appendingPathComponent("RecipesTests"))
        try FileManager.default.copyItem(
            at: packageRoot.appendingPathComponent("schemas/ToDo"), to: root.appendingPathComponent("Models/ToDo"))
        let check = try runMapwright(["check", "--format", "json"], in: root)
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(check.stdout.utf8)) as? [String: Any])
        #expect(document["model"] as? String == "ToDo", "one model, not the tests' Recipes: \(check.stdout)")
    }

    /// A Core Data app whose sources only mention `VersionedSchema` (in a comment) has no schema set.
    @Test func aMentionIsNotASchema() throws {
        let root = try makeTemporaryDirectory()
        try FileManager.default.copyItem(
            at: packageRoot.appendingPathComponent("schemas/ToDo"), to: root.appendingPathComponent("Models/ToDo"))
        try Data("// TODO: move to a VersionedSchema one day\nfinal class Store {}\n".utf8)
            .write(to: root.appendingPathComponent("Store.swift"))
        let check = try runMapwright(["check"], in: root)
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        #expect(!check.stderr.contains("MW021"))
        #expect(check.stdout.contains("ToDo: heavy"), "\(check.stdout)")
    }

    @Test func bothKindsOfModelAreCheckedSideBySide() throws {
        let root = try Self.app()
        try FileManager.default.copyItem(
            at: packageRoot.appendingPathComponent("schemas/ToDo"), to: root.appendingPathComponent("Legacy/ToDo"))
        let check = try runMapwright(["check", "--format", "json"], in: root)
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(check.stdout.utf8)) as? [String: Any], "\(check.stderr)")
        let names = (document["models"] as? [[String: Any]])?.compactMap { $0["model"] as? String } ?? []
        #expect(Set(names) == ["ToDo", "Recipes"], "\(names)")
    }
}

extension SwiftDataDiscoveryTests {
    /// A left-over second plan elsewhere in the project: the app's container names its plan, in a file
    /// outside the schemas' folder, and that plan is checked.
    @Test func theContainersPlanIsFoundFromTheRoot() throws {
        let schemas = """
            import SwiftData
            enum SchemaV1: VersionedSchema {
                static var versionIdentifier = Schema.Version(1, 0, 0)
                static var models: [any PersistentModel.Type] { [Item.self] }
                @Model final class Item { var count: String = ""; init() {} }
            }
            enum SchemaV2: VersionedSchema {
                static var versionIdentifier = Schema.Version(2, 0, 0)
                static var models: [any PersistentModel.Type] { [Item.self] }
                @Model final class Item { var count: Int = 0; init() {} }
            }
            enum Plan: SchemaMigrationPlan {
                static var schemas: [any VersionedSchema.Type] { [SchemaV1.self, SchemaV2.self] }
                static var stages: [MigrationStage] { [.lightweight(fromVersion: SchemaV1.self, toVersion: SchemaV2.self)] }
            }
            """
        let files = [
            "App/Persistence/Schemas.swift": schemas,
            "App/Persistence/Old/OldPlan.swift":
                "enum OldPlan: SchemaMigrationPlan {\n    static var schemas: [any VersionedSchema.Type] { [SchemaV1.self] }\n    static var stages: [MigrationStage] { [] }\n}\n",
            "App/Main/App.swift":
                "import SwiftData\nlet container = try! ModelContainer(for: Schema(versionedSchema: SchemaV2.self), migrationPlan: Plan.self)\n",
        ]
        let root = try makeTemporaryDirectory(holding: files)
        let check = try runMapwright(["check"], in: root)
        #expect(!check.stdout.contains("MW021") && !check.stderr.contains("MW021"), "\(check.stdout)\(check.stderr)")
        #expect(check.stdout.contains("[MW460]"), "\(check.stdout)\(check.stderr)")
    }
}

extension SwiftDataDiscoveryTests {
    /// An app moving from Core Data to SwiftData: its bundle sits in the folder of its Swift schemas.
    @Test func aBundleBesideTheSchemasIsAnotherModel() throws {
        let root = try Self.app()
        try FileManager.default.copyItem(
            at: packageRoot.appendingPathComponent("Tests/mapwrightCLITests/Fixtures/xcode/Model.xcdatamodeld"),
            to: root.appendingPathComponent("Recipes/Model.xcdatamodeld"))
        let check = try runMapwright(["check", "--format", "json"], in: root)
        #expect(check.status != 2, "\(check.stderr)")
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(check.stdout.utf8)) as? [String: Any], "\(check.stderr)")
        let names = (document["models"] as? [[String: Any]])?.compactMap { $0["model"] as? String } ?? []
        #expect(Set(names) == ["Model", "Recipes"], "\(names)")
    }
}

extension SwiftDataDiscoveryTests {
    /// A SwiftData model's facts come from the project's files: the order and the current version from the
    /// plan's `schemas` (not from the names, which sort otherwise), and the target that builds the plan's
    /// file from `Package.swift`; without a plan, the order from the schemas' version identifiers.
    @Test func theSchemasFactsComeFromThePlanAndThePackage() throws {
        let schema = { (name: String, major: Int) in
            """
            import SwiftData
            enum \(name): VersionedSchema {
                static var versionIdentifier = Schema.Version(\(major), 0, 0)
                static var models: [any PersistentModel.Type] { [Item.self] }
                @Model final class Item { var title: String = ""; init() {} }
            }

            """
        }
        let files = [
            "Package.swift":
                "// swift-tools-version:5.9\nimport PackageDescription\n\nlet package = Package(name: \"Store\", targets: [.target(name: \"Store\")])\n",
            "Sources/Store/Zulu.swift": schema("Zulu", 1),
            "Sources/Store/Alpha.swift": schema("Alpha", 2),
            "Sources/Store/Plan.swift": """
            import SwiftData
            enum Plan: SchemaMigrationPlan {
                static var schemas: [any VersionedSchema.Type] { [Zulu.self, Alpha.self] }
                static var stages: [MigrationStage] { [] }
            }

            """,
        ]
        let root = try makeTemporaryDirectory(holding: files)
        let planned = try runMapwright(["project"], in: root)
        #expect(planned.status == 0, "\(planned.stdout)\(planned.stderr)")
        #expect(planned.stdout.contains("built: yes — Package.swift, target `Store`"), "\(planned.stdout)")
        #expect(
            planned.stdout.contains("versions: Zulu → Alpha — the app's code (Sources/Store/Plan.swift:3:55)"),
            "\(planned.stdout)")
        #expect(
            planned.stdout.contains("current: Alpha — the app's code (Sources/Store/Plan.swift:3:66)"),
            "\(planned.stdout)")

        try FileManager.default.removeItem(at: root.appendingPathComponent("Sources/Store/Plan.swift"))
        let unplanned = try runMapwright(["project"], in: root)
        #expect(
            unplanned.stdout.contains("versions: Zulu → Alpha — the app's code (Sources/Store/Zulu.swift:3:"),
            "\(unplanned.stdout)")
        #expect(
            unplanned.stdout.contains("current: Alpha — the app's code (Sources/Store/Alpha.swift:3:"),
            "\(unplanned.stdout)")
        #expect(unplanned.stdout.contains("built: yes — Package.swift, target `Store`"), "\(unplanned.stdout)")
    }
}
