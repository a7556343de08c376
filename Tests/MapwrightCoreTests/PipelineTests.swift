import Foundation
import MapwrightAnalysis
import MapwrightCore
import MapwrightModel
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
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("mapwright-pipeline-\(UUID().uuidString)")
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
}
