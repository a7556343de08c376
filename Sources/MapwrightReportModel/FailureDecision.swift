import MapwrightAnalysis

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
}
