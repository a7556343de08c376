import MapwrightAnalysis
import MapwrightDiagnostics
import MapwrightModel

extension CheckReport {
    /// True when `mapwright check` must exit 1: a finding that can fail (neither suppressed nor exempt) or
    /// a step a store takes reaches `threshold`, or such a project finding (lock, stale generated file) is
    /// an error, whatever the threshold.
    package func fails(at threshold: FailureThreshold) -> Bool {
        let findings = models.flatMap(\.uniqueFindings).filter(\.canFail)
        let projectErrors = models.flatMap(\.projectFindings).contains { $0.canFail && $0.severity == .error }
        if projectErrors { return true }
        return threshold.isReached(
            severities: findings.map(\.severity), strongestMigration: models.map(\.takenMigration).max() ?? .none,
            strongestUncoveredMigration: models.map(\.uncoveredMigration).max() ?? .none)
    }

    /// True when the run fails at its own ``failureThreshold``.
    package var fails: Bool { fails(at: failureThreshold) }

    /// True when `finding`, one of `model`'s, makes the run fail at ``failureThreshold``: one of the reasons
    /// ``fails(at:)`` gives.
    package func failsRun(_ finding: Diagnostic, of model: ModelReport) -> Bool {
        guard finding.canFail else { return false }
        switch (failureThreshold, finding.severity) {
        case (.error, .error), (.warning, .error), (.warning, .warning): return true
        case (_, .error): return model.projectFindings.contains { FindingIdentity($0) == FindingIdentity(finding) }
        default: return false
        }
    }

    /// True when `step` makes the run fail at ``failureThreshold`` (`lightweight`, `heavy`): a step a store
    /// takes reaching it, for `heavy` one no shipped mapping model covers.
    package func failsRun(_ step: ReportedStep) -> Bool {
        guard step.isTaken else { return false }
        switch failureThreshold {
        case .error, .warning: return false
        case .lightweight: return step.analysis.migration >= .lightweight
        case .heavy: return step.analysis.coveredBy.isEmpty && step.analysis.migration >= .heavy
        }
    }
}
