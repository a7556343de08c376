import Foundation
import MapwrightGenerate
import Testing

/// A template that includes itself, or two that include each other, used to overflow the stack
/// (SIGSEGV); includes are now bounded and the chain is reported as MW202.
struct TemplateRecursionTests {
    private func renderError(_ templates: [String: String]) throws -> GenerationError? {
        let renderer = PolicyStubRenderer(templates: TemplateSet(templates: templates))
        let model = try ToDoExample.mappingModel(step: 1)
        let mapping = try #require(model.customMappings.first)
        do {
            _ = try renderer.stub(for: mapping, in: model)
            return nil
        } catch let error as GenerationError {
            return error
        }
    }

    @Test func aTemplateThatIncludesItselfIsMW202NamingTheChain() throws {
        let name = TemplateSet.policyTemplateName
        let error = try #require(try renderError([name: "x {% include \"\(name)\" %}"]))
        #expect(error.diagnostic.code == "MW202")
        #expect(error.diagnostic.message.contains("includes nest deeper than 16 levels"))
        #expect(error.diagnostic.message.contains("\(name) → \(name)"))
    }

    @Test func twoTemplatesThatIncludeEachOtherAreMW202NamingTheCycle() throws {
        let error = try #require(try renderError([
            TemplateSet.policyTemplateName: "{% include \"a.stencil\" %}",
            "a.stencil": "{% include \"b.stencil\" %}",
            "b.stencil": "{% include \"a.stencil\" %}",
        ]))
        #expect(error.diagnostic.code == "MW202")
        #expect(error.diagnostic.message.contains("\(TemplateSet.policyTemplateName) → a.stencil → b.stencil → a.stencil"))
    }

    @Test func boundedIncludesStillRenderWithTheirContext() throws {
        let renderer = PolicyStubRenderer(templates: TemplateSet(templates: [
            TemplateSet.policyTemplateName: "{% include \"a.stencil\" %}{% include \"a.stencil\" %}",
            "a.stencil": "{% include \"b.stencil\" %}",
            "b.stencil": "[{{ className }}]",
        ]))
        let model = try ToDoExample.mappingModel(step: 1)
        let stub = try renderer.stub(for: try #require(model.customMappings.first), in: model)
        #expect(stub.components(separatedBy: "[").count == 3)
    }
}
