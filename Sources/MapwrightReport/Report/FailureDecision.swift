import MapwrightAnalysis

extension CheckReport {
    /// True when `mapwright check` must exit 1: an unsuppressed finding or step reaches `threshold`, or an
    /// unsuppressed project finding (lock, stale generated file) is an error, whatever the threshold.
    public func fails(at threshold: FailureThreshold) -> Bool {
        let findings = models.flatMap(\.uniqueFindings).filter { !$0.isSuppressed }
        let projectErrors = models.flatMap(\.projectFindings).contains { !$0.isSuppressed && $0.severity == .error }
        if projectErrors { return true }
        return threshold.isReached(
            severities: findings.map(\.severity), strongestMigration: models.map(\.migration).max() ?? .none,
            strongestUncoveredMigration: models.map(\.uncoveredMigration).max() ?? .none)
    }
}
