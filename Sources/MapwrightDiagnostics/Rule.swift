/// One thing Mapwright can report: its stable code and everything the documentation says about it.
///
/// Each rule is declared next to the code that emits it (the readers, the validator, the analysis, the
/// generator, the project checks); diagnostics take their code and severity from it
/// (``DiagnosticCollector/emit(_:_:at:hint:)``), and `docs/rules/<CODE>.md` is rendered from it.
public struct Rule: Hashable, Sendable {
    /// The stable code, e.g. `MW101`.
    public let code: String
    /// A short title.
    public let title: String
    /// The severity findings get unless configured otherwise.
    public let severity: Severity
    /// The migration verdict the rule stands for, when it is tied to one (heavy rules, data-dependent ones).
    package let migration: MigrationKind?
    /// What the rule detects.
    public let summary: String
    /// Why Core Data cares, naming the error it avoids.
    public let why: String
    /// How to fix it.
    public let fix: String
    /// A small example of a change that triggers it.
    package let example: String
    /// True when the input cannot be used past it: reading stops and the command exits 2.
    package let stopsReading: Bool
    /// What proves its findings; a rule whose evidence is not proof is never an error by default.
    package let evidence: Evidence
    /// What a mapping model the app ships does to its findings.
    package let mappingModelRemedy: MappingModelRemedy
    /// Model folders that report it and close ones that do not; they drive its tests and its page.
    package let examples: RuleExamples

    package init(
        code: String, title: String, severity: Severity, migration: MigrationKind?, summary: String, why: String,
        fix: String, example: String, stopsReading: Bool = false, evidence: Evidence = .modelFiles,
        mappingModelRemedy: MappingModelRemedy = .none, examples: RuleExamples = .none
    ) {
        self.code = code
        self.title = title
        self.severity = severity
        self.migration = migration
        self.summary = summary
        self.why = why
        self.fix = fix
        self.example = example
        self.stopsReading = stopsReading
        self.evidence = evidence
        self.mappingModelRemedy = mappingModelRemedy
        self.examples = examples
    }
}

/// What a mapping model the app ships does to a rule's findings (docs/mappings.md, "In the verdict").
package enum MappingModelRemedy: Sendable, Hashable {
    /// Nothing: the finding stands whatever mapping models the app ships.
    case none
    /// A mapping model serving the step can fill what the finding says is lost or missing (a value
    /// expression, an expression reading the lost property, a custom policy), and the finding goes.
    case fillsLostValue
    /// A mapping model covering the step completely performs the heavy change the finding is about.
    case handlesHeavyChange
    /// A mapping model serving the step runs custom code on the finding's entity (a custom policy on its
    /// entity mapping): the code the finding says a direct migration skips has a place to run.
    case runsCustomPolicy
}
