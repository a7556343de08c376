import Foundation
import MapwrightCore
import MapwrightDiagnostics
import MapwrightGenerate
import MapwrightModel
import MapwrightSwiftData
import MapwrightTestSupport
import MapwrightYAML
import Testing

/// `generate --swiftdata`: the sources written from YAML versions type-check, read back to the same
/// versions, are deterministic and keep a developer's edits.
@Suite struct SwiftDataWriterTests {
    static let toDo = packageRoot.appendingPathComponent("schemas/ToDo").path

    /// `generate --swiftdata` of the analysed `model` into `output`, through the pipeline's one entry into
    /// generation.
    static func sources(
        _ model: AnalyzedModel, in pipeline: Pipeline, output: String, checkOnly: Bool = false, prune: Bool = false
    ) -> [FileOutcome]? {
        var request = GenerateRequest(output: output, checkOnly: checkOnly, prune: prune)
        request.sources = pipeline.swiftDataSources(model)
        return pipeline.artifacts(model, request: request)?.outcomes
    }

    /// The generated files for `model` written into a new folder, and their names and texts.
    static func generate(_ model: String) throws -> (folder: URL, files: [(name: String, text: String)]) {
        let pipeline = Pipeline()
        let loaded = try #require(pipeline.load(model))
        let folder = try makeTemporaryDirectory().appendingPathComponent("Schemas")
        let outcomes = try #require(Self.sources(pipeline.analyze(loaded), in: pipeline, output: folder.path))
        let files = try outcomes.map { outcome in
            (
                outcome.relativePath,
                try String(contentsOf: folder.appendingPathComponent(outcome.relativePath), encoding: .utf8)
            )
        }
        return (folder, files)
    }

    @Test func generatedToDoMatchesTheGoldenFiles() throws {
        let files = try Self.generate(Self.toDo).files
        #expect(
            files.map(\.name) == [
                "ToDoSchemaV1.swift", "ToDoSchemaV2.swift", "ToDoSchemaV3.swift", "ToDoMigrationPlan.swift",
            ])
        for file in files {
            try Golden.check(
                file.text,
                against: fixturesDirectory.appendingPathComponent("Golden/ToDo").appendingPathComponent(file.name))
        }
        let plan = try #require(files.last?.text)
        #expect(
            plan.contains(
                "MigrationStage.custom(\n            fromVersion: ToDoSchemaV2.self, toVersion: ToDoSchemaV3.self,"))
        #expect(plan.contains("// TODO: `ToDo.priority`: attribute type changed (String → Integer 16)"))
        #expect(
            plan.contains(
                "// TODO: `ToDo`: custom migration policy requested: Flag every item whose name starts with \"A\" as doNotAlert."
            ))
    }

    @Test(arguments: ["schemas/ToDo", "schemas/Lists"])
    func generatedSourcesTypeCheckInSwift6(model: String) throws {
        let files = try Self.generate(packageRoot.appendingPathComponent(model).path).files
        let problems = try SwiftDataTypeChecker.problems(in: files)
        #expect(problems == nil, "\(problems ?? "")")
    }

    /// Edits that break the generated Swift, each caught by the type check.
    static let breakages: [(String, String)] = [
        ("enum ToDoSchemaV1: VersionedSchema", "enum ToDoSchemaV1: VersionedSchemas"),
        ("Schema.Version(1, 0, 0)", "Schema.Version(1, 0)"),
        ("var completed: Bool = false", "var completed: Bool = 0"),
        ("@Relationship(inverse: \\ToDo.category)", "@Relationship(inverse: \\ToDo.categories)"),
    ]

    @Test(arguments: breakages.indices)
    func aBrokenSchemaFailsTheTypeCheck(index: Int) throws {
        let (old, new) = Self.breakages[index]
        var files = try Self.generate(Self.toDo).files
        try #require(files[0].text.contains(old), "ToDoSchemaV1.swift has no `\(old)`")
        files[0].text = files[0].text.replacingOccurrences(of: old, with: new)
        #expect(try SwiftDataTypeChecker.problems(in: files) != nil)
    }

    @Test(arguments: ["schemas/ToDo", "schemas/Lists"])
    func readingTheGeneratedSourcesBackGivesTheSameVersions(model: String) throws {
        let path = packageRoot.appendingPathComponent(model).path
        let diagnostics = CollectingDiagnosticCollector()
        let yaml = try #require(ModelLoader.loadHistory(at: path, diagnostics: diagnostics))
        let folder = try Self.generate(path).folder
        let read = try #require(
            SwiftDataReader.read(at: folder.path, diagnostics: diagnostics),
            "\(diagnostics.diagnostics.map(\.summaryLine))")
        #expect(read.history.name == yaml.name)
        #expect(read.history.versions.count == yaml.versions.count)
        for (written, back) in zip(yaml.versions, read.history.versions) {
            #expect(back.entities == Self.swiftDataView(of: written).entities, "\(written.name)")
        }
        #expect(read.plan.stages.map(\.kind) == SwiftDataStageKinds.expected(model))
    }

    /// What a version keeps in SwiftData: everything but a requested migration policy, which becomes the
    /// stage's custom code, and the order of to-many relationships, which SwiftData does not keep.
    static func swiftDataView(of version: DataModel) -> DataModel {
        var copy = version
        for index in copy.entities.indices {
            copy.entities[index].migrationPolicy = nil
            for relationship in copy.entities[index].relationships.indices {
                copy.entities[index].relationships[relationship].isOrdered = false
            }
        }
        return copy
    }

    @Test func generationIsDeterministicAndKeepsEditedFiles() throws {
        let first = try Self.generate(Self.toDo)
        let second = try Self.generate(Self.toDo)
        #expect(first.files.map(\.text) == second.files.map(\.text))

        let pipeline = Pipeline()
        let model = pipeline.analyze(try #require(pipeline.load(Self.toDo)))
        let edited = first.folder.appendingPathComponent("ToDoMigrationPlan.swift")
        try Data((first.files[3].text + "// my change\n").utf8).write(to: edited)
        let again = try #require(Self.sources(model, in: pipeline, output: first.folder.path))
        #expect(
            again.map { "\($0.relativePath) \($0.action)" } == [
                "ToDoSchemaV1.swift unchanged", "ToDoSchemaV2.swift unchanged", "ToDoSchemaV3.swift unchanged",
                "ToDoMigrationPlan.swift keptEdited",
            ])
        #expect(try String(contentsOf: edited, encoding: .utf8).hasSuffix("// my change\n"))

        try FileManager.default.removeItem(at: first.folder.appendingPathComponent("ToDoSchemaV2.swift"))
        let checked = try #require(Self.sources(model, in: pipeline, output: first.folder.path, checkOnly: true))
        #expect(checked.first { $0.relativePath == "ToDoSchemaV2.swift" }?.action == .missing)
        #expect(pipeline.diagnostics.hasErrors)
    }

    /// A schema source no version needs any more is an orphan, as a mapping model is: reported under
    /// `--check` (MW403), deleted by `--prune` unless edited; mapping models and stubs in the same folder
    /// are another run's and stay.
    @Test func aSchemaNoLongerGeneratedIsAnOrphanAndPruned() throws {
        let first = try Self.generate(Self.toDo)
        let folder = first.folder
        // A fourth version once generated, and a policy stub of a mapping-model run beside them.
        let body = String(first.files[2].text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)[1])
        let stale = StubChecksum.stamp(body.replacingOccurrences(of: "ToDoSchemaV3", with: "ToDoSchemaV4"))
        try Data(stale.utf8).write(to: folder.appendingPathComponent("ToDoSchemaV4.swift"))
        let stub =
            "// mapwright-stub sha256=0\n// Migration policy for ToDo: x\nfinal class P: NSEntityMigrationPolicy {}\n"
        try Data(stub.utf8).write(to: folder.appendingPathComponent("ItemPolicy.swift"))

        let pipeline = Pipeline()
        let model = pipeline.analyze(try #require(pipeline.load(Self.toDo)))
        let checked = try #require(Self.sources(model, in: pipeline, output: folder.path, checkOnly: true))
        #expect(checked.filter { $0.action == .orphan }.map(\.relativePath) == ["ToDoSchemaV4.swift"])
        #expect(pipeline.diagnostics.diagnostics.map(\.code).contains("MW403"))

        let pruned = try #require(Self.sources(model, in: Pipeline(), output: folder.path, prune: true))
        #expect(pruned.filter { $0.action == .pruned }.map(\.relativePath) == ["ToDoSchemaV4.swift"])
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("ToDoSchemaV4.swift").path))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("ItemPolicy.swift").path))
    }
}

/// The stage kinds the plan generated for each bundled model must have.
enum SwiftDataStageKinds {
    static func expected(_ model: String) -> [MigrationPlanDeclaration.Stage.Kind] {
        model == "schemas/ToDo" ? [.custom, .custom] : [.lightweight]
    }
}
