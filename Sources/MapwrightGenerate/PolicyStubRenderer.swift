import Foundation
import MapwrightDiagnostics
import Stencil

/// Renders one Swift policy stub per custom entity mapping from the Stencil templates.
package struct PolicyStubRenderer {
    package let templates: TemplateSet

    package init(templates: TemplateSet = .builtIn) {
        self.templates = templates
    }

    /// The stub for `mapping` (which must name a policy class), checksum line included. Throws
    /// ``GenerationError`` (MW202) when the template does not render, also when includes nest deeper
    /// than ``BoundedInclude/maximumDepth`` (a template that includes itself) or templates extend each
    /// other in a cycle (``TemplateInheritance``).
    package func stub(for mapping: EntityMapping, in model: MappingModel) throws -> String {
        let name = TemplateSet.policyTemplateName
        guard let template = templates.templates[name] else {
            throw GenerationError(Diagnostic(GenerationRules.templatesUnusable, "template '\(name)' is missing"))
        }
        if let problem = TemplateInheritance.problem(in: templates.templates) { throw GenerationError(problem) }
        let environment = Environment(
            loader: DictionaryLoader(templates: templates.templates), extensions: [BoundedInclude.makeExtension()],
            trimBehaviour: .smart)
        var context = PolicyStubContext.context(for: mapping, in: model)
        context[BoundedInclude.chainKey] = [name]
        do {
            let body = try environment.renderTemplate(string: template, context: context)
            return StubChecksum.stamp(body.hasSuffix("\n") ? body : body + "\n")
        } catch {
            throw GenerationError(
                Diagnostic(
                    GenerationRules.templatesUnusable,
                    "template '\(name)' failed to render for \(mapping.name): \(error)"))
        }
    }
}

/// A generation step that failed, with the diagnostic saying why.
package struct GenerationError: Error, Sendable {
    package var diagnostic: Diagnostic

    package init(_ diagnostic: Diagnostic) {
        self.diagnostic = diagnostic
    }
}
