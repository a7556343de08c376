import Foundation
import MapwrightTestSupport
import Testing

/// The commands on SwiftData sources: `check Sources/`, `check` with the sources in mapwright.yml,
/// `generate --swiftdata` and `import` (docs/swiftdata.md).
@Suite struct SwiftDataCommandTests {
    static let recipes = packageRoot.appendingPathComponent("Tests/MapwrightSwiftDataTests/Fixtures/Recipes")

    /// A project folder whose `Sources` is a copy of the Recipes app.
    static func project() throws -> URL {
        let directory = try makeTemporaryDirectory()
        try FileManager.default.copyItem(at: recipes, to: directory.appendingPathComponent("Sources"))
        return directory
    }

    @Test func checkReportsTheLightweightStageAtItsSwiftLine() throws {
        let result = try runMapwright(["check", "Sources/"], in: try Self.project())
        #expect(result.status == 1, "\(result.stderr)")
        #expect(
            result.stdout.contains(
                "Sources/Models/RecipesMigrationPlan.swift:18:32: error: Recipes: the stage RecipesSchemaV2 → RecipesSchemaV3 is `.lightweight`, but Core Data cannot infer it: `Recipe.servings`: attribute type changed (String → Integer 64) [MW460]"
            ),
            "\(result.stdout)")
        #expect(result.stdout.components(separatedBy: "[MW46").count == 2, "one plan finding: \(result.stdout)")
    }

    @Test func checkFindsTheSourcesNamedInTheConfiguration() throws {
        let project = try Self.project()
        try Data("models:\n  - Sources\n".utf8).write(to: project.appendingPathComponent("mapwright.yml"))
        let result = try runMapwright(["check", "--reporter", "json"], in: project)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout.contains("\"MW460\""))
    }

    @Test func generateWritesTheSchemasAndThePlanThenChecksThem() throws {
        let directory = try makeTemporaryDirectory()
        let toDo = packageRoot.appendingPathComponent("schemas/ToDo").path
        let written = try runMapwright(["generate", toDo, "--swiftdata", "--output", "Schemas"], in: directory)
        #expect(written.status == 0, "\(written.stderr)")
        #expect(
            written.stdout
                == "wrote ToDoSchemaV1.swift\nwrote ToDoSchemaV2.swift\nwrote ToDoSchemaV3.swift\nwrote ToDoMigrationPlan.swift\n"
        )
        let checked = try runMapwright(
            ["generate", toDo, "--swiftdata", "--output", "Schemas", "--check"], in: directory)
        #expect(checked.status == 0, "\(checked.stdout)\(checked.stderr)")
        let refused = try runMapwright(
            ["generate", toDo, "--swiftdata", "--all-steps", "--output", "Schemas"], in: directory)
        #expect(refused.status == 2)
        // The generated sources are SwiftData input themselves: no stage is wrongly lightweight, and the type
        // change in a custom stage is the one warning.
        let check = try runMapwright(["check", "Schemas"], in: directory)
        #expect(
            check.stdout.components(separatedBy: "[MW46").count == 2 && check.stdout.contains("[MW464]"),
            "\(check.stdout)")
    }

    @Test func importWritesTheYAMLVersionsOfTheSources() throws {
        let directory = try makeTemporaryDirectory()
        let result = try runMapwright(["import", Self.recipes.path, "--output", "schemas/Recipes"], in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "imported 3 version(s) of Recipes into schemas/Recipes (current: RecipesSchemaV3)\n")
        let names = try FileManager.default.contentsOfDirectory(
            atPath: directory.appendingPathComponent("schemas/Recipes").path
        ).sorted()
        #expect(names == ["RecipesSchemaV1.yaml", "RecipesSchemaV2.yaml", "RecipesSchemaV3.yaml", "_manifest.yaml"])
        let check = try runMapwright(["check", "schemas/Recipes", "--reporter", "json"], in: directory)
        #expect(
            check.stdout.contains("\"migration\" : \"heavy\"") || check.stdout.contains("\"migration\": \"heavy\""),
            "\(check.stdout)")
    }
}

extension SwiftDataCommandTests {
    /// `generate --swiftdata` writes what the project's deployment target allows: `#Unique` from iOS 18.
    @Test(arguments: [("17.0", false), ("18.0", true)])
    func theProjectsDeploymentTargetDecidesTheMacros(target: String, macros: Bool) throws {
        let root = try makeTemporaryDirectory()
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("App.xcodeproj"), withIntermediateDirectories: true)
        try Data("buildSettings = { IPHONEOS_DEPLOYMENT_TARGET = \(target); };\n".utf8)
            .write(to: root.appendingPathComponent("App.xcodeproj/project.pbxproj"))
        let folder = root.appendingPathComponent("Models/Tags")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("current: Tags\n".utf8).write(to: folder.appendingPathComponent("_manifest.yaml"))
        try Data("entities:\n  Tag:\n    uniquenessConstraints: [[label]]\n    attributes:\n      label: String\n".utf8)
            .write(to: folder.appendingPathComponent("Tags.yaml"))
        let generate = try runMapwright(["generate", "Models/Tags", "--swiftdata", "--output", "Schemas"], in: root)
        #expect(generate.status == 0, "\(generate.stderr)")
        let text = try String(contentsOf: root.appendingPathComponent("Schemas/TagsSchemaV1.swift"), encoding: .utf8)
        #expect(text.contains("#Unique<Tag>([\\.label])") == macros, "\(text)")
        #expect(text.contains("@Attribute(.unique)") == !macros, "\(text)")
        let flagged = try runMapwright(
            ["generate", "Models/Tags", "--swiftdata", "--output", "Flagged", "--deployment-target", "ios18"], in: root)
        #expect(flagged.status == 0, "\(flagged.stderr)")
        #expect(
            try String(contentsOf: root.appendingPathComponent("Flagged/TagsSchemaV1.swift"), encoding: .utf8).contains(
                "#Unique<Tag>"))
    }
}
