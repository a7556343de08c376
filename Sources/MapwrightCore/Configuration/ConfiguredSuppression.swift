import MapwrightDiagnostics

/// A `suppress:` entry of `mapwright.yml`: findings of one code about one entity (and property) of one
/// model, accepted for a stated reason. Unlike a `# mapwright:ignore` comment it lives outside the model
/// files, which Xcode rewrites on its next save.
package struct ConfiguredSuppression: Hashable, Sendable {
    /// Every key an entry takes; `code`, `model`, `entity` and `reason` are required.
    package static let keys = ["code", "model", "entity", "property", "step", "reason"]

    /// The finding's code.
    package var code: String
    /// The model's name.
    package var model: String
    /// The entity the finding is about (the model's name for findings about the whole model).
    package var entity: String
    /// The property; nil suppresses the code for the entity and every property of it.
    package var property: String?
    /// The step (`ToDo 2 → ToDo 3`, `->` accepted); nil for every step.
    package var step: String?
    /// Why the finding is accepted: shown wherever the suppressed finding is.
    package var reason: String
    /// Where the entry is in `mapwright.yml`.
    package var location: SourceLocation

    package init(
        code: String, model: String, entity: String, property: String? = nil, step: String? = nil, reason: String,
        location: SourceLocation
    ) {
        self.code = code
        self.model = model
        self.entity = entity
        self.property = property
        self.step = step.map(Self.normalizedStep)
        self.reason = reason
        self.location = location
    }

    /// The suppression this entry puts on the findings it matches.
    package var suppression: Suppression { Suppression(location: location, reason: reason) }

    /// True when the entry covers `finding`, reported for `model` in `step` (nil outside a step).
    package func matches(_ finding: Diagnostic, model: String, step: String?) -> Bool {
        finding.code == code && model == self.model && finding.entity == entity
            && (property == nil || finding.property == property)
            && (self.step == nil || step.map(Self.normalizedStep) == self.step)
    }

    /// `A -> B` written as `A → B`, as steps are titled.
    static func normalizedStep(_ step: String) -> String {
        step.replacingOccurrences(of: "->", with: "→")
    }
}
