import MapwrightAnalysis

/// Every code Mapwright can report, each with its documentation: the analysis rules of
/// ``RuleCatalog``, the project rules of ``ProjectRules`` and the generation rules of ``GenerationRules``. `docs/rules/<CODE>.md` is rendered
/// from these, and SARIF lists them as `tool.driver.rules`.
public enum DocumentedRules {
    /// Every rule, ordered by code.
    public static var all: [Rule] {
        (RuleCatalog.all + ProjectRules.all + GenerationRules.all).sorted { $0.code < $1.code }
    }

    /// The rule with `code`, if any.
    public static func rule(_ code: String) -> Rule? { all.first { $0.code == code } }
}
