/// Everything Mapwright reports, from a reader's syntax error to a migration finding:
/// `path:line:col: error: message [CODE]`. The one diagnostic type of every stage, like swift-format's
/// `Diagnostic`: the rule's code and severity, the message, where, what it is about (entity and property),
/// why it matters, what to do, and — once the report stage has seen it — the comment suppressing it.
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
    /// The entity it is about (the destination's name when it exists, else the source's; the model's or
    /// version's name for model-wide findings); nil for input problems that are about a file.
    public var entity: String?
    /// The property it is about, when relevant.
    public var property: String?
    /// Why it matters, naming the Core Data error it avoids; nil when the message says it all.
    package var reason: String?
    /// The `# mapwright:ignore` comment that suppresses it; set by the report stage.
    package var suppression: Suppression?
    /// What proves it, from its rule; nil for a diagnostic made without one.
    package var evidence: Evidence?
    /// Why it is reported but cannot fail the run (a step no store takes any more); set by the report stage.
    package var exemption: Exemption?
    /// The older versions whose direct step to the current version it also concerns: a removal said
    /// once, on the adjacent step that makes it (oldest first).
    package var directSources: [String] = []

    package init(
        _ severity: Severity, code: String, message: String, at location: SourceLocation? = nil, hint: String? = nil
    ) {
        self.severity = severity
        self.code = code
        self.message = message
        self.location = location
        self.hint = hint
    }

    /// A diagnostic of `rule`, at the rule's severity.
    package init(_ rule: Rule, _ message: String, at location: SourceLocation? = nil, hint: String? = nil) {
        self.init(rule.severity, code: rule.code, message: message, at: location, hint: hint)
        evidence = rule.evidence
    }

    /// A finding about an element of a model.
    package init(
        code: String, severity: Severity, message: String, entity: String, property: String? = nil,
        location: SourceLocation? = nil, reason: String, fix: String? = nil
    ) {
        self.init(severity, code: code, message: message, at: location, hint: fix)
        self.entity = entity
        self.property = property
        self.reason = reason
    }

    /// A finding of `rule` about an element, with the rule's severity, rationale and fix unless given.
    package init(
        _ rule: Rule, _ message: String, entity: String, property: String? = nil, location: SourceLocation?,
        reason: String? = nil, fix: String? = nil
    ) {
        self.init(
            code: rule.code, severity: rule.severity, message: message, entity: entity, property: property,
            location: location, reason: reason ?? rule.why, fix: fix ?? rule.fix)
        evidence = rule.evidence
    }

    /// This diagnostic, suppressed by `suppression` (or not, when it is nil).
    package func suppressed(by suppression: Suppression?) -> Diagnostic {
        var copy = self
        copy.suppression = suppression
        return copy
    }

    /// True when a comment in the model file suppresses it: it is still reported (JSON, SARIF) but never
    /// reaches the failure threshold.
    package var isSuppressed: Bool { suppression != nil }

    /// True when it may fail the run: neither suppressed nor exempt.
    package var canFail: Bool { suppression == nil && exemption == nil }

    /// `path:line:col: severity: message [CODE]` (without the position when there is none).
    public var summaryLine: String {
        let prefix = location.map { "\($0): " } ?? ""
        return "\(prefix)\(severity.rawValue): \(message) [\(code)]"
    }

    /// The stable order of output: by file, line, column, then code.
    package static func outputOrder(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
        let la = a.location, lb = b.location
        if la?.file != lb?.file { return (la?.file ?? "") < (lb?.file ?? "") }
        if la?.line != lb?.line { return (la?.line ?? 0) < (lb?.line ?? 0) }
        if la?.column != lb?.column { return (la?.column ?? 0) < (lb?.column ?? 0) }
        return a.code < b.code
    }
}

/// Where a diagnostic is suppressed: a `# mapwright:ignore MW123` comment in the model file, or a
/// `suppress:` entry of `mapwright.yml` with its reason.
package struct Suppression: Hashable, Sendable, Codable {
    /// The word that starts a suppression comment: `# mapwright:ignore MW123`.
    package static let marker = "mapwright:ignore"

    /// The position of the comment or of the configuration entry.
    public var location: SourceLocation
    /// Why it is suppressed, for a configuration entry (which requires one); nil for a comment.
    package var reason: String?

    package init(location: SourceLocation, reason: String? = nil) {
        self.location = location
        self.reason = reason
    }
}

/// Why a finding is reported but cannot fail the run.
package enum Exemption: String, Hashable, Sendable {
    /// It is about a step no store takes when the current app opens it: released history.
    case history
    /// The models at the revision `check --since` names had it already: it is not the change's.
    case since
    /// It is about a step between two versions the lock records as released: the team cannot change it.
    case released
}
