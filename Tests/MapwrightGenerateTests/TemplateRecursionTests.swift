import Foundation
import MapwrightGenerate
import MapwrightTestSupport
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
        let error = try #require(
            try renderError([
                TemplateSet.policyTemplateName: "{% include \"a.stencil\" %}",
                "a.stencil": "{% include \"b.stencil\" %}",
                "b.stencil": "{% include \"a.stencil\" %}",
            ]))
        #expect(error.diagnostic.code == "MW202")
        #expect(
            error.diagnostic.message.contains("\(TemplateSet.policyTemplateName) → a.stencil → b.stencil → a.stencil"))
    }

    @Test func boundedIncludesStillRenderWithTheirContext() throws {
        let renderer = PolicyStubRenderer(
            templates: TemplateSet(templates: [
                TemplateSet.policyTemplateName: "{% include \"a.stencil\" %}{% include \"a.stencil\" %}",
                "a.stencil": "{% include \"b.stencil\" %}",
                "b.stencil": "[{{ className }}]",
            ]))
        let model = try ToDoExample.mappingModel(step: 1)
        let stub = try renderer.stub(for: try #require(model.customMappings.first), in: model)
        #expect(stub.components(separatedBy: "[").count == 3)
    }

    @Test(arguments: [
        // extends itself
        (
            [TemplateSet.policyTemplateName: "{% extends \"\(TemplateSet.policyTemplateName)\" %}"],
            "\(TemplateSet.policyTemplateName) → \(TemplateSet.policyTemplateName)"
        ),
        // two templates extending each other, the tag after a first line
        (
            [
                TemplateSet.policyTemplateName: "{% extends 'a.stencil' %}",
                "a.stencil": "{# base #}\n{%- extends \"b.stencil\" -%}", "b.stencil": "{% extends \"a.stencil\" %}",
            ],
            "a.stencil → b.stencil → a.stencil"
        ),
        // a name that is not quoted cannot be followed
        ([TemplateSet.policyTemplateName: "{% extends base %}"], "name the template in quotes"),
    ])
    func templatesThatExtendInACycleAreMW202BeforeRendering(templates: [String: String], message: String) throws {
        let error = try #require(try renderError(templates))
        #expect(error.diagnostic.code == "MW202")
        #expect(error.diagnostic.message.contains(message), "\(error.diagnostic.message)")
    }

    @Test func aTemplateFolderWhoseTemplatesExtendInACycleIsRefusedWithThePosition() throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = "{# my stubs #}\n  {% extends \"\(TemplateSet.policyTemplateName)\" %}\n"
        try text.write(
            to: folder.appendingPathComponent(TemplateSet.policyTemplateName), atomically: true, encoding: .utf8)
        let diagnostics = ExpectingDiagnosticCollector(expecting: ["MW202"])
        #expect(TemplateSet.load(from: folder.path, diagnostics: diagnostics) == nil)
        let location = try #require(diagnostics.diagnostics.first?.location)
        #expect(location.file.hasSuffix(TemplateSet.policyTemplateName))
        #expect((location.line, location.column) == (2, 3))
    }

    @Test func aTemplateThatExtendsAnotherStillRenders() throws {
        let renderer = PolicyStubRenderer(
            templates: TemplateSet(templates: [
                TemplateSet.policyTemplateName:
                    "{% extends \"base.stencil\" %}{% block body %}[{{ className }}]{% endblock %}",
                "base.stencil": "<{% block body %}{% endblock %}>",
            ]))
        let model = try ToDoExample.mappingModel(step: 1)
        let stub = try renderer.stub(for: try #require(model.customMappings.first), in: model)
        #expect(stub.contains("<[") && stub.contains("]>"), "\(stub)")
    }
}
