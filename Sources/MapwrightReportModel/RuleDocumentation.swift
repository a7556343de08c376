import MapwrightModel

/// Where each rule's page lives: `docs/rules/<CODE>.md`, published under the base URL set with the
/// `rulesDocumentationURL` configuration key (reports carry no links when it is not set).
package enum RuleDocumentation {
    /// `MW123.md`.
    package static func pageName(of code: String) -> String { "\(code).md" }

    /// The page's URL under `base` (a trailing `/` is added when missing).
    package static func url(of code: String, base: String) -> String {
        (base.hasSuffix("/") ? base : base + "/") + pageName(of: code)
    }

    /// The parts of a rule's page every reader needs, with their headings: what it means, why Core Data
    /// cares, an example and the fix. The rule pages and SARIF's rule help are both made of them.
    package static func sections(of rule: Rule) -> [(heading: String, text: String)] {
        [
            ("What it means", rule.summary), ("Why Core Data cares", rule.why), ("Example", rule.example + "."),
            ("How to fix it", rule.fix),
        ]
    }

    /// A rule title as an identifier for SARIF's `name`: `Attribute type change Core Data cannot infer` →
    /// `AttributeTypeChangeCoreDataCannotInfer`.
    package static func identifierName(_ title: String) -> String {
        title.split { !$0.isLetter && !$0.isNumber }.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}
