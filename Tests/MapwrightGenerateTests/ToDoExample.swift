import MapwrightAnalysis
import MapwrightDiagnostics
import MapwrightGenerate
import MapwrightModel
import MapwrightTestSupport
import MapwrightXcode
import MapwrightYAML
import Testing

/// The repository's example model `schemas/ToDo`: ToDo → ToDo 2 requests a custom policy; ToDo 2 →
/// ToDo 3 turns the String `priority` into an Integer 16, which Core Data cannot infer.
enum ToDoExample {
    static var history: ModelHistory {
        get throws {
            let diagnostics = CollectingDiagnosticCollector()
            let path = packageRoot.appendingPathComponent("schemas/ToDo").path
            return try #require(
                YAMLModelReader.readHistory(at: path, diagnostics: diagnostics), "\(diagnostics.diagnostics)")
        }
    }

    /// The mapping model of step `index` (0: ToDo → ToDo 2, 1: ToDo 2 → ToDo 3).
    static func mappingModel(step index: Int) throws -> MappingModel {
        let pair = try history.adjacentPairs[index]
        return MappingModelBuilder.build(modelName: "ToDo", from: pair.from, to: pair.to)
    }
}
