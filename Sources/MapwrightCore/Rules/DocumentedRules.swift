import MapwrightAnalysis
import MapwrightGenerate
import MapwrightModel
import MapwrightSwiftData
import MapwrightXcode
import MapwrightYAML

/// Every code Mapwright can report, each with its documentation: ``input`` (readers and validator),
/// ``RuleCatalog`` (analysis), ``ProjectRules`` (lock, configuration, suppression), ``VersionListRules``
/// (the versions of a model as a whole), ``PlanLint`` (a SwiftData migration plan) and ``GenerationRules``.
/// `docs/rules/<CODE>.md` is rendered from these, and SARIF lists them as `tool.driver.rules`.
package enum DocumentedRules {
    /// The rules of the readers and the validator (MW001–MW099): errors stop reading.
    package static let input: [Rule] = {
        YAMLRules.all + XcodeRules.all + SwiftDataRules.all + MappingReadingRules.all + ModelRules.all + [
            FolderConfinement.rule
        ]
    }()

    /// Every rule, ordered by code.
    package static let all: [Rule] =
        (input + RuleCatalog.all + ProjectRules.all + VersionListRules.all + PlanLint.all + GenerationRules.all).sorted
    { $0.code < $1.code }

    /// The codes `rules:` in mapwright.yml may turn off or re-grade: every finding and every input
    /// warning, but not input errors (they stop reading) nor the configuration's own errors.
    package static let configurable: [Rule] = {
        let fixed = Set(
            input.filter { $0.severity == .error }.map(\.code)
                + [ProjectRules.configUnknownKey, ProjectRules.configInvalidValue, ProjectRules.configUnreadable].map(
                    \.code))
        return all.filter { !fixed.contains($0.code) }
    }()

    /// The rule with `code`, if any.
    package static func rule(_ code: String) -> Rule? { byCode[code] }

    private static let byCode = Dictionary(all.map { ($0.code, $0) }, uniquingKeysWith: { first, _ in first })
}
