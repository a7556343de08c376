import Stencil

/// Stencil's `include` tag with its nesting bounded: a template that includes itself, or two that
/// include each other, would otherwise recurse until the stack overflows.
enum BoundedInclude {
    /// The deepest chain of includes rendered; the built-in template includes nothing.
    static let maximumDepth = 16

    /// The context key holding the names of the templates being rendered, outermost first.
    static let chainKey = "__mapwrightIncludeChain"

    /// An extension whose `include` replaces Stencil's own (custom extensions are looked up first).
    static func makeExtension() -> Extension {
        let bounded = Extension()
        bounded.registerTag("include") { _, token in
            let bits = token.components
            guard bits.count == 2 || bits.count == 3 else {
                throw TemplateSyntaxError("'include' takes the name of a template and, optionally, a context")
            }
            return IncludeNode(name: Variable(bits[1]), contextName: bits.count == 3 ? bits[2] : nil, token: token)
        }
        return bounded
    }

    /// Thrown when includes nest deeper than ``maximumDepth``.
    struct TooDeep: Error, CustomStringConvertible {
        /// The templates being rendered, outermost first, ending with the one that was not included.
        let chain: [String]

        var description: String {
            "includes nest deeper than \(BoundedInclude.maximumDepth) levels (a template includes itself, "
                + "directly or through others): \(shownChain.joined(separator: " → "))"
        }

        /// The chain up to the first template included a second time, or all of it.
        private var shownChain: [String] {
            for (index, name) in chain.enumerated() {
                if let again = chain[(index + 1)...].firstIndex(of: name) { return Array(chain[...again]) }
            }
            return chain
        }
    }

    private final class IncludeNode: NodeType {
        let name: Variable
        let contextName: String?
        let token: Token?

        init(name: Variable, contextName: String?, token: Token) {
            self.name = name
            self.contextName = contextName
            self.token = token
        }

        func render(_ context: Context) throws -> String {
            guard let templateName = try name.resolve(context) as? String else {
                throw TemplateSyntaxError("'\(name)' could not be resolved as a template name")
            }
            let chain = (context[BoundedInclude.chainKey] as? [String] ?? []) + [templateName]
            guard chain.count <= BoundedInclude.maximumDepth + 1 else { throw TooDeep(chain: chain) }
            let template = try context.environment.loadTemplate(name: templateName)
            var dictionary = contextName.flatMap { context[$0] as? [String: Any] } ?? [:]
            dictionary[BoundedInclude.chainKey] = chain
            return try context.push(dictionary: dictionary) { try template.render(context) }
        }
    }
}
