import Foundation
import MapwrightTestSupport
import Testing

/// `check` with no arguments at an app's root finds its SwiftData schemas beside its other models, and
/// never reads an ordinary Swift folder as a schema set (docs/swiftdata.md, "Finding the schemas").
@Suite struct SwiftDataDiscoveryTests {
    /// An app laid out as Xcode lays it out: `Recipes.xcodeproj` beside `Recipes/` holding the sources.
    static func app() throws -> URL {
        let root = try makeTemporaryDirectory()
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Recipes.xcodeproj"), withIntermediateDirectories: true)
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
        try FileManager.default.copyItem(at: SwiftDataCommandTests.recipes, to: root.appendingPathComponent("RecipesTests"))
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
        let document = try #require(try JSONSerialization.jsonObject(with: Data(check.stdout.utf8)) as? [String: Any], "\(check.stderr)")
        let names = (document["models"] as? [[String: Any]])?.compactMap { $0["model"] as? String } ?? []
        #expect(Set(names) == ["ToDo", "Recipes"], "\(names)")
    }
}
