/// A problem found while reading or checking a model: `path:line:col: error: message [CODE]`.
///
/// Codes are stable and documented in `docs/rules/`. Ranges:
/// - `MW0xx`: input that cannot be read (YAML/XML syntax, structure, encoding, limits);
/// - `MW05x`–`MW09x`: models that read but are invalid (names, references, inheritance, identifiers);
/// - `MW1xx`: migration findings (verdicts, data loss, data-dependent risks);
/// - `MW3xx`: model lint (hygiene Core Data tolerates but users regret);
/// - `MW4xx`: project state (lock of released versions, stale generated files).
public struct Diagnostic: Error, Hashable, Sendable {
    /// How serious it is.
    public var severity: Severity
    /// The stable code, e.g. `MW012`.
    public var code: String
    /// One line saying what is wrong, naming the element.
    public var message: String
    /// Where it is, when known.
    public var location: SourceLocation?
    /// What to do about it (a "did you mean" suggestion or a fix), when there is one.
    public var hint: String?

    public init(
        _ severity: Severity, code: String, message: String, at location: SourceLocation? = nil, hint: String? = nil
    ) {
        self.severity = severity
        self.code = code
        self.message = message
        self.location = location
        self.hint = hint
    }

    /// A diagnostic of `rule`, at the rule's severity.
    public init(_ rule: Rule, _ message: String, at location: SourceLocation? = nil, hint: String? = nil) {
        self.init(rule.severity, code: rule.code, message: message, at: location, hint: hint)
    }

    /// `path:line:col: severity: message [CODE]` (without the position when there is none).
    public var summaryLine: String {
        let prefix = location.map { "\($0): " } ?? ""
        return "\(prefix)\(severity.rawValue): \(message) [\(code)]"
    }

    /// The stable order of output: by file, line, column, then code.
    public static func outputOrder(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
        let la = a.location, lb = b.location
        if la?.file != lb?.file { return (la?.file ?? "") < (lb?.file ?? "") }
        if la?.line != lb?.line { return (la?.line ?? 0) < (lb?.line ?? 0) }
        if la?.column != lb?.column { return (la?.column ?? 0) < (lb?.column ?? 0) }
        return a.code < b.code
    }
}
