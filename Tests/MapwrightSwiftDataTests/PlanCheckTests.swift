import Foundation
import MapwrightAnalysis
import MapwrightCore
import MapwrightDiagnostics
import MapwrightModel
import MapwrightSupport
import MapwrightSwiftData
import MapwrightTestSupport
import Testing

/// `mapwright check` on SwiftData sources: every step classified, and the plan linted (MW460–MW464).
@Suite struct PlanCheckTests {
    static let plan = "Models/RecipesMigrationPlan.swift"
    static let v3 = "Models/RecipesSchemaV3.swift"

    /// The report of `check` on `folder`: every error and warning with its code, file name and position.
    static func check(_ folder: URL) throws -> (steps: [String], findings: [String]) {
        let pipeline = Pipeline(workingDirectory: folder.deletingLastPathComponent().path)
        let report = try #require(
            pipeline.check([folder.path]), "\(pipeline.diagnostics.diagnostics.map(\.summaryLine))")
        let model = try #require(report.models.first)
        let steps = model.steps.filter { !$0.isDirect }.map { "\($0.title): \($0.analysis.migration)" }
        let findings = model.uniqueFindings.filter { $0.severity >= .warning }.map { finding in
            "\(finding.code) \(finding.location.map { "\(PathName.lastComponent(of: $0.file)):\($0.line):\($0.column)" } ?? "-")"
        }
        return (steps, findings)
    }

    @Test func theWronglyLightweightLastStageIsTheOneError() throws {
        let result = try Self.check(recipesDirectory)
        #expect(
            result.steps == [
                "RecipesSchemaV1 → RecipesSchemaV2: lightweight", "RecipesSchemaV2 → RecipesSchemaV3: heavy",
            ])
        #expect(result.findings.filter { $0.hasPrefix("MW46") } == ["MW460 RecipesMigrationPlan.swift:18:32"])
        let pipeline = Pipeline()
        let report = try #require(pipeline.check([recipesDirectory.path]))
        let finding = try #require(report.models.first?.uniqueFindings.first { $0.code == "MW460" })
        #expect(
            finding.message
                == "Recipes: the stage RecipesSchemaV2 → RecipesSchemaV3 is `.lightweight`, but Core Data cannot infer it: `Recipe.servings`: attribute type changed (String → Integer 64)"
        )
    }

    /// The last stage declared `.custom` instead of `.lightweight`.
    static let customLastStage = (
        "MigrationStage.lightweight(\n        fromVersion: RecipesSchemaV2.self,\n        toVersion: RecipesSchemaV3.self\n    )",
        "MigrationStage.custom(\n        fromVersion: RecipesSchemaV2.self,\n        toVersion: RecipesSchemaV3.self,\n        willMigrate: nil,\n        didMigrate: nil\n    )"
    )

    /// Plan variants, each an edit of the Recipes app, and the plan findings `check` reports.
    static let variants: [(String, [String: [(String, String)]], [String])] = [
        (
            "custom last stage: a warning that the closures cannot make a type change",
            [plan: [customLastStage]],
            ["MW464 RecipesMigrationPlan.swift:18:32"]
        ),
        (
            "an inferable step in a custom stage: nothing to report",
            [
                v3: [("var servings: Int = 1", "var servings: String? = \"\"")],
                plan: [customLastStage],
            ],
            []
        ),
        (
            "no stage for the heavy step",
            [plan: [("[migrateV1toV2, migrateV2toV3]", "[migrateV1toV2]")]],
            ["MW461 RecipesMigrationPlan.swift:5:54"]
        ),
        (
            "stages out of order",
            [plan: [("[migrateV1toV2, migrateV2toV3]", "[migrateV2toV3, migrateV1toV2]")]],
            ["MW460 RecipesMigrationPlan.swift:18:32", "MW462 RecipesMigrationPlan.swift:12:32"]
        ),
        (
            "a stage skipping a schema",
            [
                plan: [
                    (
                        "[migrateV1toV2, migrateV2toV3]",
                        "[.lightweight(fromVersion: RecipesSchemaV1.self, toVersion: RecipesSchemaV3.self)]"
                    )
                ]
            ],
            ["MW461 RecipesMigrationPlan.swift:5:54", "MW462 RecipesMigrationPlan.swift:9:10"]
        ),
        (
            "a copied schema whose version was not bumped",
            [v3: [("Schema.Version(2, 0, 0)", "Schema.Version(1, 1, 0)")]],
            ["MW460 RecipesMigrationPlan.swift:18:32", "MW463 RecipesSchemaV3.swift:6:16"]
        ),
        (
            "a decreasing version",
            [v3: [("Schema.Version(2, 0, 0)", "Schema.Version(1, 0, 5)")]],
            ["MW460 RecipesMigrationPlan.swift:18:32", "MW463 RecipesSchemaV3.swift:6:16"]
        ),
    ]

    @Test(arguments: variants.indices)
    func planVariant(index: Int) throws {
        let (name, edits, expected) = Self.variants[index]
        let folder = try recipesCopy(editing: edits)
        let findings = try Self.check(folder).findings.filter { $0.hasPrefix("MW46") }
        #expect(findings.sorted() == expected, "\(name)")
    }

    @Test func droppingOriginalNameInALaterSchemaLosesTheRenamedData() throws {
        let folder = try recipesCopy(editing: [
            Self.v3: [("@Attribute(originalName: \"title\") var name: String", "var name: String")]
        ])
        let findings = try Self.check(folder).findings.filter { $0.hasPrefix("MW121") }
        #expect(findings == ["MW121 RecipesSchemaV2.swift:14:47"])
    }

    @Test func aSwiftCommentSuppressesTheFindingOnItsLine() throws {
        let line = try String(
            contentsOf: recipesDirectory.appendingPathComponent("Models/RecipesSchemaV2.swift"), encoding: .utf8
        )
        .split(separator: "\n", omittingEmptySubsequences: false)[13]
        let folder = try recipesCopy(editing: [
            Self.v3: [("@Attribute(originalName: \"title\") var name: String", "var name: String")],
            "Models/RecipesSchemaV2.swift": [
                (String(line), line + " // mapwright:ignore MW121 -- titles are re-fetched")
            ],
        ])
        let report = try #require(Pipeline().check([folder.path]))
        let finding = try #require(report.models.first?.uniqueFindings.first { $0.code == "MW121" })
        #expect(finding.isSuppressed)
        #expect(finding.suppression?.location.file.hasSuffix("RecipesSchemaV2.swift") == true)
    }

    @Test func editingAReleasedSchemaBreaksItsLock() throws {
        let folder = try recipesCopy()
        let diagnostics = CollectingDiagnosticCollector()
        let history = try #require(ModelLoader.loadHistory(at: folder.path, diagnostics: diagnostics))
        let lockPath = ModelLock.path(forModelAt: folder.path)
        let lock = LockVerifier.update(
            nil, with: history, hashes: HistoryHashes(history), upTo: "RecipesSchemaV2", lockPath: lockPath
        ).lock
        try Data(lock.rendered().utf8).write(to: URL(fileURLWithPath: lockPath))
        #expect(try Self.check(folder).findings.filter { $0.hasPrefix("MW42") } == [])

        let edited = try recipesCopy(editing: [
            "Models/RecipesSchemaV2.swift": [("var notes: String?", "var notes: String")]
        ])
        try FileManager.default.removeItem(at: folder)
        try FileManager.default.moveItem(at: edited, to: folder)
        let findings = try Self.check(folder).findings.filter { $0.hasPrefix("MW42") }
        #expect(findings.count == 1 && findings.first?.hasPrefix("MW420 RecipesSchemaV2.swift:") == true, "\(findings)")
    }

    @Test func folderOfSwiftSourcesIsSwiftDataInput() throws {
        #expect(ModelLoader.kind(of: recipesDirectory.path) == .swiftData)
        #expect(
            ModelLoader.kind(of: recipesDirectory.appendingPathComponent("Models/RecipesSchemaV1.swift").path)
                == .swiftData)
        #expect(ModelLoader.kind(of: recipesDirectory.appendingPathComponent("Views").path) == .yaml)
        #expect(ModelLoader.kind(of: packageRoot.appendingPathComponent("schemas/ToDo").path) == .yaml)
        #expect(ModelLoader.kind(of: packageRoot.path) == .yaml)
    }
}

/// What makes a Swift file a SwiftData source when a folder is searched: a declaration conforming to
/// `VersionedSchema`, not a mention of one.
@Suite struct VersionedSchemaDeclarationTests {
    @Test(arguments: [
        ("enum SchemaV1: VersionedSchema {", true),
        ("public enum SchemaV1: SwiftData.VersionedSchema, Sendable {", true),
        ("extension SchemaV1: VersionedSchema {}", true),
        ("// enum SchemaV1: VersionedSchema {", false),
        ("let text = \"enum SchemaV1: VersionedSchema {\"", false),
        ("let source = \"\"\"\nenum SchemaV1: VersionedSchema {\n\"\"\"", false),
        ("let source = #\"\"\"\n  enum SchemaV1: VersionedSchema {\n  \"\"\"#\nenum SchemaV2: VersionedSchema {", true),
    ])
    func declaration(text: String, declares: Bool) {
        #expect(SwiftDataReader.declaresVersionedSchema(text) == declares)
    }
}
