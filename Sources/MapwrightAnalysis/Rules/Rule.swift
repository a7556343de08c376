import MapwrightModel

/// One finding Mapwright can report: its stable code and everything the documentation says about it.
///
/// ``RuleCatalog`` is the single source of truth: findings take their code and default severity from a
/// rule, and `docs/rules.md` is rendered from the catalog.
public struct Rule: Hashable, Sendable {
    /// The stable code, e.g. `MW101`.
    public let code: String
    /// A short title.
    public let title: String
    /// The severity findings get unless configured otherwise.
    public let severity: Severity
    /// The migration verdict the rule stands for, when it is tied to one (heavy rules, data-dependent ones).
    public let migration: MigrationKind?
    /// What the rule detects.
    public let summary: String
    /// Why Core Data cares, naming the error it avoids.
    public let why: String
    /// How to fix it.
    public let fix: String
    /// A small example of a change that triggers it.
    public let example: String

    public init(
        code: String, title: String, severity: Severity, migration: MigrationKind?, summary: String, why: String,
        fix: String, example: String
    ) {
        self.code = code
        self.title = title
        self.severity = severity
        self.migration = migration
        self.summary = summary
        self.why = why
        self.fix = fix
        self.example = example
    }
}
