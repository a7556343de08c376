import Foundation
import MapwrightAnalysis
import MapwrightGenerate
import MapwrightModel
import MapwrightTestSupport
import MapwrightXcode
import MapwrightYAML
import Testing

@Suite struct StubTypeCheckTests {
    static func model(_ index: Int) throws -> MappingModel {
        index < 2 ? try ToDoExample.mappingModel(step: index) : StubFixtures.model
    }

    @Test(arguments: 0..<3)
    func everyStubTypeChecks(index: Int) throws {
        let model = try Self.model(index)
        let stubs = try MappingFiles.files(for: model, renderer: PolicyStubRenderer()).filter { $0.kind == .policyStub }
        #expect(!stubs.isEmpty)
        for stub in stubs {
            let errors = try SwiftTypeChecker.errors(in: stub.contents, fileName: stub.relativePath)
            #expect(errors == nil, "\(stub.relativePath) does not type-check:\n\(errors ?? "")")
        }
    }

    @Test func everyKindOfCustomCodeIsInTheStub() throws {
        let model = StubFixtures.model
        let item = try #require(model.entityMapping(named: "ItemToItem"))
        #expect(item.policyClassName == "ItemPolicy")
        let stub = try PolicyStubRenderer().stub(for: item, in: model)
        for conversion in StubFixtures.conversions {
            #expect(stub.contains("`\(conversion.name)`: \(conversion.from.xcodeName) → \(conversion.to.xcodeName) — convert here"))
        }
        #expect(stub.contains("`label` (was `oldLabel`): String → Integer 16 — convert here"))
        #expect(stub.contains("sInstance.value(forKey: \"oldLabel\") as? NSString), forKey: \"label\")"))
        #expect(stub.contains("`tag` (was `tags`): to-many → to-one"))
        #expect(stub.contains("as? NSOrderedSet"))
        #expect(stub.contains("Requested: recompute the search keywords"))
        #expect(stub.contains("override func createRelationships(forDestination dInstance: NSManagedObject, in mapping: NSEntityMapping, manager: NSMigrationManager) throws"))
        try expectGolden(stub, "Shop/ItemPolicy.swift")
    }

    @Test func aBrokenTemplateFailsTheTypeCheck() throws {
        let broken = TemplateSet.builtIn.templates[TemplateSet.policyTemplateName]!
            .replacingOccurrences(of: "createDestinationInstances(forSource sInstance", with: "createDestinationInstances(from sInstance")
        let renderer = PolicyStubRenderer(templates: TemplateSet(templates: [TemplateSet.policyTemplateName: broken]))
        let model = try ToDoExample.mappingModel(step: 1)
        let stub = try renderer.stub(for: try #require(model.customMappings.first), in: model)
        #expect(try SwiftTypeChecker.errors(in: stub, fileName: "Broken.swift") != nil)
    }

    @Test func aTemplateThatDoesNotRenderIsMW202() throws {
        let renderer = PolicyStubRenderer(templates: TemplateSet(templates: [TemplateSet.policyTemplateName: "{% for x in %}"]))
        let model = try ToDoExample.mappingModel(step: 1)
        #expect { try renderer.stub(for: try #require(model.customMappings.first), in: model) } throws: { error in
            (error as? GenerationError)?.diagnostic.code == "MW202"
        }
    }

    @Test func builtInTemplatesEqualTheTemplatesFolder() throws {
        for (name, text) in TemplateSet.builtIn.templates {
            let file = try String(contentsOf: packageRoot.appendingPathComponent("templates").appendingPathComponent(name), encoding: .utf8)
            #expect(file == text, "templates/\(name) and the built-in copy differ")
        }
    }
}
