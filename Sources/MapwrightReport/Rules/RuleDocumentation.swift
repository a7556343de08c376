/// Where each rule's page lives: `docs/rules/<CODE>.md`, published under a base URL.
public enum RuleDocumentation {
    /// The published `docs/rules/` folder of the Mapwright repository; override it with the
    /// `rulesDocumentationURL` configuration key when you host the documentation elsewhere.
    public static let defaultBaseURL = "https://github.com/mapwright/mapwright/blob/main/docs/rules/"

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
