import MapwrightModel

/// A migration or lint finding: what is at risk, why Core Data cares, and how to fix it.
public struct Finding: Hashable, Sendable {
    /// The stable code (see ``RuleCatalog``).
    public var code: String
    /// How serious it is (the rule's default severity).
    public var severity: Severity
    /// One line naming the entity and property.
    public var message: String
    /// The entity concerned (destination name when it exists, else the source name; the version's name for
    /// model-wide findings).
    public var entity: String
    /// The property concerned, when relevant.
    public var property: String?
    /// Where the element is (destination version when it exists there, else the source version).
    public var location: SourceLocation?
    /// Why it matters, naming the Core Data error it avoids.
    public var reason: String
    /// What to do, when there is something to do.
    public var fix: String?

    public init(
        code: String, severity: Severity, message: String, entity: String, property: String? = nil,
        location: SourceLocation? = nil, reason: String, fix: String? = nil
    ) {
        self.code = code
        self.severity = severity
        self.message = message
        self.entity = entity
        self.property = property
        self.location = location
        self.reason = reason
        self.fix = fix
    }

    /// A finding for `rule`, with the rule's default severity, reason and fix unless given.
    public init(
        _ rule: Rule, _ message: String, entity: String, property: String? = nil, location: SourceLocation?,
        reason: String? = nil, fix: String? = nil
    ) {
        self.init(
            code: rule.code, severity: rule.severity, message: message, entity: entity, property: property,
            location: location, reason: reason ?? rule.why, fix: fix ?? rule.fix
        )
    }

    /// The finding as a diagnostic line (`path:line:col: severity: message [CODE]`).
    public var diagnostic: Diagnostic {
        Diagnostic(severity, code: code, message: message, at: location, hint: fix)
    }
}
