import MapwrightAnalysis
import MapwrightDiagnostics
import MapwrightGenerate
import MapwrightModel
import MapwrightStore
import MapwrightSupport
import MapwrightSwiftData
import MapwrightValidation
import MapwrightXcode
import MapwrightYAML

/// The one list of every code Mapwright can report. Each rule is declared next to the code that emits it, in
/// its group: ``input`` (readers and validator), ``AnalysisRules`` (analysis), ``ProjectRules`` (lock,
/// configuration, suppression), ``VersionListRules`` (the versions of a model as a whole), ``PlanLint`` (a
/// SwiftData migration plan) and ``GenerationRules``. `docs/rules.md` and `docs/rules/<CODE>.md` are rendered
/// from it, `mapwright rules` prints it, SARIF lists it as `tool.driver.rules`, and the rule tests run every
/// rule's examples from it.
package enum RuleRegistry {
    /// The rules of the readers and the validator (MW001–MW099): errors stop reading.
    package static let input: [Rule] = {
        YAMLRules.all + XcodeRules.all + SwiftDataRules.all + MappingReadingRules.all + ModelRules.all + [
            FolderConfinement.rule
        ]
    }()

    /// Every rule, ordered by code.
    package static let all: [Rule] =
        (input + AnalysisRules.all + StoreRules.all + ProjectRules.all + VersionListRules.all + ProjectPictureRules.all
        + PlanLint.all
        + GenerationRules.all)
        .sorted { $0.code < $1.code }

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
