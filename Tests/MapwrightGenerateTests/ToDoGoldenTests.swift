import Foundation
import MapwrightCore
import Testing

@Suite struct ToDoGoldenTests {
    static let steps: [(DataModel, DataModel, String)] = [
        (ToDoModels.version1, ToDoModels.version2, "ToDo 1 to ToDo 2"),
        (ToDoModels.version2, ToDoModels.version3, "ToDo 2 to ToDo 3"),
    ]

    @Test(arguments: 0..<2)
    func filesMatchGolden(step: Int) throws {
        let (from, to, base) = Self.steps[step]
        let model = MappingModelBuilder.build(modelName: "ToDo", from: from, to: to)
        let files = try MappingFiles.files(for: model, renderer: PolicyStubRenderer())
        #expect(files.map(\.relativePath).prefix(2) == ["\(base).xcmappingmodel/xcmapping.xml", "\(base).mapping.yaml"])
        for file in files {
            try expectGolden(file.contents, "ToDo/" + file.relativePath.replacingOccurrences(of: ".xcmappingmodel/", with: ".xcmappingmodel."))
        }
    }

    @Test func requestedPolicyMakesACustomMapping() {
        let model = MappingModelBuilder.build(modelName: "ToDo", from: ToDoModels.version1, to: ToDoModels.version2)
        let toDo = model.entityMapping(named: "ToDoToToDo")
        #expect(toDo?.type == .custom)
        #expect(toDo?.policyClassName == "ToDo1ToToDo2Policy")
        #expect(toDo?.customChanges == [.requested(reason: "flag every item whose title starts with A")])
        #expect(model.entityMapping(named: "ListToList")?.type == .copy)
        #expect(MappingGenerator.needsMappingModel(model))
    }

    @Test func stringToInteger16NeedsConversion() {
        let model = MappingModelBuilder.build(modelName: "ToDo", from: ToDoModels.version2, to: ToDoModels.version3)
        let toDo = model.entityMapping(named: "ToDoToToDo")
        #expect(toDo?.type == .custom)
        #expect(toDo?.policyClassName == "ToDo2ToToDo3Policy")
        #expect(toDo?.customChanges.map(\.summary) == ["`priority`: String → Integer 16 — convert here"])
    }

    @Test func generationIsByteIdentical() throws {
        let first = try MappingGenerator.files(
            for: MappingGenerator.mappingModels(for: ToDoModels.history, selection: .all, diagnostics: DiagnosticsCollector()) ?? [],
            renderer: PolicyStubRenderer())
        let second = try MappingGenerator.files(
            for: MappingGenerator.mappingModels(for: ToDoModels.history, selection: .all, diagnostics: DiagnosticsCollector()) ?? [],
            renderer: PolicyStubRenderer())
        #expect(!first.isEmpty)
        #expect(first == second)
    }
}
