import Foundation
import MapwrightAnalysis
import MapwrightCore
import MapwrightGenerate
import MapwrightTestSupport
import Testing

@Suite struct PipelineTests {
    static let toDo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("schemas/ToDo").path

    /// Counts every version hashed while `body` runs.
    static func countingHashes<T>(_ body: () throws -> T) rethrows -> (T, Int) {
        let statistics = HashingStatistics()
        let result = try VersionHasher.$statistics.withValue(statistics) { try body() }
        return (result, statistics.hashedVersions)
    }

    @Test func checkHashesEachVersionOnce() throws {
        let pipeline = Pipeline()
        let loaded = try #require(pipeline.load(Self.toDo))
        let (report, hashed) = Self.countingHashes { pipeline.report(pipeline.analyze(loaded)) }
        // Three versions: two adjacent steps and one direct step, yet three hashings.
        #expect(report.steps.count == 3)
        #expect(hashed == loaded.history.versions.count)
    }

    @Test func generateFromTheAnalysisHashesNothingAgain() throws {
        let pipeline = Pipeline()
        let model = pipeline.analyze(try #require(pipeline.load(Self.toDo)))
        let output = FileManager.default.temporaryDirectory.appendingPathComponent(
            "mapwright-pipeline-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        let (result, hashed) = Self.countingHashes {
            pipeline.artifacts(model, request: GenerateRequest(output: output.path, selection: .all, checkOnly: true))
        }
        #expect(result?.mappingModels.count == 2)
        #expect(hashed == 0)
    }

    @Test func aNamedStepOutsideTheAnalysisReusesTheRunsHashes() throws {
        let pipeline = Pipeline()
        let model = pipeline.analyze(try #require(pipeline.load(Self.toDo)))
        let (models, hashed) = Self.countingHashes {
            MappingGenerator.mappingModels(
                for: model.history, analysis: model.analysis,
                selection: .named([StepName(from: "ToDo 3", to: "ToDo")]), diagnostics: pipeline.diagnostics)
        }
        #expect(models?.count == 1)
        #expect(hashed == 0)
    }

    @Test func checkOfSeveralModelsReportsEachInOrder() throws {
        let lists = Self.toDo.replacingOccurrences(of: "schemas/ToDo", with: "schemas/Lists")
        let report = try #require(Pipeline().check([Self.toDo, lists]))
        #expect(report.models.map(\.model) == ["ToDo", "Lists"])
        #expect(!report.rules.isEmpty)
    }

    @Test func anUnreadableModelStopsCheckWithItsDiagnostics() {
        let pipeline = Pipeline()
        #expect(pipeline.check(["/nonexistent/Model"]) == nil)
        #expect(pipeline.diagnostics.hasErrors)
    }

    @Test func suppressionCommentsAreKeptAtLoadAndTravelWithTheModel() throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let model = folder.appendingPathComponent("Notes")
        try FileManager.default.createDirectory(at: model, withIntermediateDirectories: true)
        try "current: Notes 2\n".write(
            to: model.appendingPathComponent("_manifest.yaml"), atomically: true, encoding: .utf8)
        try
            "entities:\n  Note:\n    attributes:\n      title: String\n      body: String?  # mapwright:ignore MW121 -- moved to files\n"
            .write(to: model.appendingPathComponent("Notes.yaml"), atomically: true, encoding: .utf8)
        try "entities:\n  Note:\n    attributes:\n      title: String\n"
            .write(to: model.appendingPathComponent("Notes 2.yaml"), atomically: true, encoding: .utf8)
        let pipeline = Pipeline()
        let loaded = try #require(pipeline.load(model.path))
        #expect(
            loaded.suppressions.comments(in: model.appendingPathComponent("Notes.yaml").path).map(\.codes) == [
                ["MW121"]
            ])
        // The files are gone once loaded: what the report stage needs of them came with the model.
        try FileManager.default.removeItem(at: model)
        let report = pipeline.report(pipeline.analyze(loaded))
        let removal = try #require(report.steps.flatMap(\.findings).first { $0.code == "MW121" })
        #expect(removal.suppression != nil)
    }
}
