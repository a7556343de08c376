import MapwrightDiagnostics

/// What the analysis found about one element of a model: its rule, the element, where, and why. A fact,
/// not yet a diagnostic: the report stage makes the ``Diagnostic`` (severity as configured, suppression,
/// exemption). Stages in between decide by the rule's declared facts (``Rule/mappingModelRemedy``,
/// ``Rule/migration``, ``Rule/evidence``), never by its code.
public struct Finding: Hashable, Sendable {
    /// The rule it is a finding of.
    public var rule: Rule
    /// One line saying what changed or is wrong, naming the element.
    public var message: String
    /// The entity it is about (the destination's name when it exists, else the source's; the model's or
    /// version's name for model-wide findings).
    public var entity: String
    /// The property it is about, when relevant.
    public var property: String?
    /// Where it is, when known.
    public var location: SourceLocation?
    /// Why it matters: the rule's rationale unless the finding has its own.
    package var reason: String
    /// What to do: the rule's fix unless the finding has its own.
    package var fix: String?
    /// The older versions whose direct step to the current version it also concerns: a removal said
    /// once, on the adjacent step that makes it (oldest first).
    package var directSources: [String] = []

    package init(
        _ rule: Rule, _ message: String, entity: String, property: String? = nil, location: SourceLocation?,
        reason: String? = nil, fix: String? = nil
    ) {
        self.rule = rule
        self.message = message
        self.entity = entity
        self.property = property
        self.location = location
        self.reason = reason ?? rule.why
        self.fix = fix ?? rule.fix
    }

    /// Its rule's code.
    public var code: String { rule.code }
    /// Its rule's default severity.
    public var severity: Severity { rule.severity }
}
