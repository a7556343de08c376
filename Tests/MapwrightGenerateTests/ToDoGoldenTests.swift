import Foundation
import MapwrightAnalysis
import MapwrightDiagnostics
import MapwrightGenerate
import MapwrightTestSupport
import MapwrightXcode
import MapwrightYAML
import Testing

@Suite struct ToDoGoldenTests {
    @Test(arguments: [(0, "ToDo to ToDo 2"), (1, "ToDo 2 to ToDo 3")])
    func filesMatchGolden(step: Int, base: String) throws {
        let model = try ToDoExample.mappingModel(step: step)
        let files = try MappingFiles.files(for: model, renderer: PolicyStubRenderer())
        #expect(
            files.map(\.relativePath).prefix(2) == ["\(base).xcmappingmodel/xcmapping.xml", "\(base).mapping.yaml"])
        for file in files {
            try expectGolden(
                file.contents,
                "ToDo/" + file.relativePath.replacingOccurrences(of: ".xcmappingmodel/", with: ".xcmappingmodel."))
        }
    }

    @Test func requestedPolicyMakesACustomMapping() throws {
        let model = try ToDoExample.mappingModel(step: 0)
        let toDo = model.entityMapping(named: "ToDoToToDo")
        #expect(toDo?.type == .custom)
        #expect(toDo?.policyClassName == "ToDo1ToToDo2Policy")
        #expect(
            toDo?.customChanges == [.requested(reason: "Flag every item whose name starts with \"A\" as doNotAlert.")])
        #expect(model.entityMapping(named: "CategoryToCategory")?.type == .copy)
        #expect(model.customMappings.map(\.name) == ["ToDoToToDo"])
    }

    @Test func stringToInteger16NeedsConversion() throws {
        let model = try ToDoExample.mappingModel(step: 1)
        let toDo = model.entityMapping(named: "ToDoToToDo")
        #expect(toDo?.type == .custom)
        #expect(toDo?.policyClassName == "ToDo2ToToDo3Policy")
        #expect(toDo?.customChanges.map(\.summary) == ["`priority`: String → Integer 16 — convert here"])
    }

    @Test func bothStepsNeedAMappingModel() throws {
        let history = try ToDoExample.history
        let models = try #require(
            MappingGenerator.mappingModels(
                for: history, analysis: MigrationAnalyzer.analyze(history), selection: .needed,
                diagnostics: CollectingDiagnosticCollector()))
        #expect(models.map(\.fileBaseName) == ["ToDo to ToDo 2", "ToDo 2 to ToDo 3"])
    }

    @Test func generationIsByteIdentical() throws {
        let history = try ToDoExample.history
        let run = {
            try MappingGenerator.files(
                for: MappingGenerator.mappingModels(
                    for: history, analysis: MigrationAnalyzer.analyze(history), selection: .all,
                    diagnostics: CollectingDiagnosticCollector()
                ) ?? [],
                renderer: PolicyStubRenderer())
        }
        let first = try run(), second = try run()
        #expect(!first.isEmpty)
        #expect(first == second)
    }
}
