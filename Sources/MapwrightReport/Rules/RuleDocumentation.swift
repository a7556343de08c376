/// Where each rule's page lives: `docs/rules/<CODE>.md`, published under the base URL set with the
/// `rulesDocumentationURL` configuration key (reports carry no links when it is not set).
public enum RuleDocumentation {
    /// `MW123.md`.
    public static func pageName(of code: String) -> String { "\(code).md" }

    /// The page's URL under `base` (a trailing `/` is added when missing).
    public static func url(of code: String, base: String) -> String {
        (base.hasSuffix("/") ? base : base + "/") + pageName(of: code)
    }

    /// A rule title as an identifier for SARIF's `name`: `Attribute type change Core Data cannot infer` →
    /// `AttributeTypeChangeCoreDataCannotInfer`.
    public static func identifierName(_ title: String) -> String {
        title.split { !$0.isLetter && !$0.isNumber }.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}
