import Foundation
import MapwrightAnalysis
import MapwrightDiagnostics
import MapwrightGenerate
import MapwrightModel
import MapwrightTestSupport
import MapwrightXcode
import MapwrightYAML
import Testing

@Suite struct StubTypeCheckTests {
    /// Every mapping model whose stubs the tests type-check: ToDo's two steps, the shop fixture with every
    /// conversion, and the heavy fixtures.
    static let models: [(name: String, model: @Sendable () throws -> MappingModel)] = [
        ("ToDo to ToDo 2", { try ToDoExample.mappingModel(step: 0) }),
        ("ToDo 2 to ToDo 3", { try ToDoExample.mappingModel(step: 1) }),
        ("Shop", { StubFixtures.model }),
        ("Album", { HeavyFixtures.uuidModel }),
        ("Files", { HeavyFixtures.storageModel }),
        ("Split and merged", { splitAndMerged }),
    ]

    /// A hand-written mapping model that splits `Item` into `Item` and `Note`, and merges `Memo` into
    /// `Note`, each mapping with a policy.
    static var splitAndMerged: MappingModel {
        let mappings = [
            ShippedEntityMapping(
                name: "ItemToItem", sourceEntity: "Item", destinationEntity: "Item", mappingNumber: 1,
                policyClassName: "ItemPolicy"),
            ShippedEntityMapping(
                name: "ItemToNote", sourceEntity: "Item", destinationEntity: "Note", mappingNumber: 2,
                policyClassName: "NotePolicy"),
            ShippedEntityMapping(
                name: "MemoToNote", sourceEntity: "Memo", destinationEntity: "Note", mappingNumber: 3,
                policyClassName: "MemoPolicy"),
        ]
        let shipped = ShippedMappingModel(
            file: "M.mapping.yaml", sourceModelPath: "M", destinationModelPath: "M 2", entityMappings: mappings)
        return ShippedMappingConversion.mappingModel(
            shipped, modelName: "M", diagnostics: CollectingDiagnosticCollector())
    }

    @Test func splitAndMergedEntitiesAreNamedInTheirStubs() throws {
        let stubs = try MappingFiles.files(for: Self.splitAndMerged, renderer: PolicyStubRenderer()).filter {
            $0.kind == .policyStub
        }
        let text = Dictionary(uniqueKeysWithValues: stubs.map { ($0.relativePath, $0.contents) })
        #expect(
            text["ItemPolicy.swift"]?.contains("`Item` is split: `ItemToNote` also migrates it — link the parts here")
                == true)
        #expect(
            text["NotePolicy.swift"]?.contains("`Note` is merged: `MemoToNote` also fills it — combine duplicates here")
                == true)
        #expect(text["MemoPolicy.swift"]?.contains("`Note` is merged: `ItemToNote` also fills it") == true)
        #expect(text["MemoPolicy.swift"]?.contains("is split") == false)
    }

    @Test(arguments: models.indices, SwiftTypeChecker.Isolation.allCases)
    func everyStubTypeChecks(index: Int, isolation: SwiftTypeChecker.Isolation) throws {
        let model = try Self.models[index].model()
        let stubs = try MappingFiles.files(for: model, renderer: PolicyStubRenderer()).filter { $0.kind == .policyStub }
        #expect(!stubs.isEmpty)
        for stub in stubs {
            let errors = try SwiftTypeChecker.errors(
                in: stub.contents, fileName: stub.relativePath, isolation: isolation)
            #expect(errors == nil, "\(stub.relativePath) does not type-check cleanly (\(isolation)):\n\(errors ?? "")")
        }
    }

    @Test func everyKindOfCustomCodeIsInTheStub() throws {
        let model = StubFixtures.model
        let item = try #require(model.entityMapping(named: "ItemToItem"))
        #expect(item.policyClassName == "ItemPolicy")
        let stub = try PolicyStubRenderer().stub(for: item, in: model)
        for conversion in StubFixtures.conversions {
            #expect(
                stub.contains(
                    "`\(conversion.name)`: \(conversion.from.xcodeName) → \(conversion.to.xcodeName) — convert here"))
        }
        let expected = [
            "`label` (was `oldLabel`): String → Integer 16 — convert here",
            "FUNCTION($entityPolicy, \"convertLabel:\", $source.oldLabel)",
            "@objc(convertLabel:) nonisolated func convertLabel(_ value: NSString?) -> NSNumber? {",
            "`tag` (was `tags`): to-many → to-one", "as? NSOrderedSet",
            "TODO: Requested: recompute the search keywords",
            "nonisolated override func createRelationships(forDestination dInstance: NSManagedObject, in mapping: NSEntityMapping, manager: NSMigrationManager) throws",
        ]
        for line in expected { #expect(stub.contains(line), "\(line)") }
        try expectGolden(stub, "Shop/ItemPolicy.swift")
    }

    @Test func aBrokenTemplateFailsTheTypeCheck() throws {
        let broken = TemplateSet.builtIn.templates[TemplateSet.policyTemplateName]!
            .replacingOccurrences(of: "super.init()", with: "super.init(model: nil)")
        let renderer = PolicyStubRenderer(templates: TemplateSet(templates: [TemplateSet.policyTemplateName: broken]))
        let model = try ToDoExample.mappingModel(step: 1)
        let stub = try renderer.stub(for: try #require(model.customMappings.first), in: model)
        #expect(try SwiftTypeChecker.errors(in: stub, fileName: "Broken.swift") != nil)
    }

    @Test func aStubWithoutNonisolatedFailsUnderMainActorIsolation() throws {
        let model = try ToDoExample.mappingModel(step: 1)
        let stub = try PolicyStubRenderer().stub(for: try #require(model.customMappings.first), in: model)
            .replacingOccurrences(of: "nonisolated ", with: "")
        #expect(try SwiftTypeChecker.errors(in: stub, fileName: "Isolated.swift", isolation: .nonisolated) == nil)
        #expect(try SwiftTypeChecker.errors(in: stub, fileName: "Isolated.swift", isolation: .mainActor) != nil)
    }

    @Test func aTemplateThatDoesNotRenderIsMW202() throws {
        let renderer = PolicyStubRenderer(
            templates: TemplateSet(templates: [TemplateSet.policyTemplateName: "{% for x in %}"]))
        let model = try ToDoExample.mappingModel(step: 1)
        #expect { try renderer.stub(for: try #require(model.customMappings.first), in: model) } throws: { error in
            (error as? GenerationError)?.diagnostic.code == "MW202"
        }
    }

    @Test func builtInTemplatesEqualTheTemplatesFolder() throws {
        for (name, text) in TemplateSet.builtIn.templates {
            let file = try String(
                contentsOf: packageRoot.appendingPathComponent("templates").appendingPathComponent(name),
                encoding: .utf8)
            #expect(file == text, "templates/\(name) and the built-in copy differ")
        }
    }
}
