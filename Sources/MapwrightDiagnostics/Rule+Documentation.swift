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
}
