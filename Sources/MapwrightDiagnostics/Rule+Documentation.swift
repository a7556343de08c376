/// Where each rule's page lives, `docs/rules/<CODE>.md`, published under the base URL set with the
/// `rulesDocumentationURL` configuration key (reports carry no links when it is not set), and the parts of
/// the page every reporter needs.
extension Rule {
    /// `MW123.md`.
    package static func pageName(of code: String) -> String { "\(code).md" }

    /// The page's URL under `base` (a trailing `/` is added when missing).
    package static func pageURL(of code: String, base: String) -> String {
        (base.hasSuffix("/") ? base : base + "/") + pageName(of: code)
    }

    /// The parts of the page every reader needs, with their headings: what it means, why Core Data cares, an
    /// example and the fix. The rule pages and SARIF's rule help are both made of them.
    package var documentationSections: [(heading: String, text: String)] {
        [("What it means", summary), ("Why Core Data cares", why), ("Example", example + "."), ("How to fix it", fix)]
    }

    /// The title as an identifier for SARIF's `name`: `Attribute type change Core Data cannot infer` →
    /// `AttributeTypeChangeCoreDataCannotInfer`.
    package var identifierName: String {
        title.split { !$0.isLetter && !$0.isNumber }.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// The example models, triggering then not, each introduced and its files in code blocks; lines that
    /// follow the example's text on the rule's page and in SARIF's rule help.
    package var exampleMarkdown: [String] {
        examples.triggering.flatMap { ["", Self.introduction(to: $0, triggering: true)] + Self.files(of: $0) }
            + examples.nonTriggering.flatMap {
                ["", Self.introduction(to: $0, triggering: false)] + Self.files(of: $0)
            }
    }

    /// What the example's files are, and whether they trigger the rule.
    static func introduction(to example: RuleExample, triggering: Bool) -> String {
        let verb = triggering ? "trigger it" : "do not trigger it"
        let versions = example.files.filter { $0.name != "_manifest.yaml" }.count
        let hasSwift = example.files.contains { $0.name.hasSuffix(".swift") }
        let hasModel = example.files.contains { !$0.name.hasSuffix(".swift") }
        return switch (hasSwift, hasModel) {
        case (true, false): "SwiftData sources that \(verb):"
        case (true, true): "Model files and the app's sources that \(verb):"
        default:
            versions > 1
                ? "A model folder whose versions \(verb) (oldest first):"
                : "A file that \(triggering ? "triggers it" : "does not trigger it"):"
        }
    }

    /// Each file of the example: its name, then its text in a code block.
    static func files(of example: RuleExample) -> [String] {
        example.files.flatMap { file in ["", "`\(file.name)`:", "", "```" + language(of: file.name), file.text, "```"] }
    }

    /// The code block's language: Swift sources, the lock's JSON, Xcode's XML files, else YAML.
    static func language(of name: String) -> String {
        if name.hasSuffix(".swift") { return "swift" }
        if name.hasSuffix(".lock") { return "json" }
        if name.hasSuffix("/contents") || name.hasSuffix("/layout") || name.hasSuffix(".xml")
            || name.hasSuffix(".xccurrentversion")
        {
            return "xml"
        }
        return "yaml"
    }
}
