import MapwrightDiagnostics

/// What makes `mapwright check` exit with status 1.
package enum FailureThreshold: String, Sendable, Hashable, CaseIterable, Codable {
    /// Any finding of severity `error` (the default).
    case error
    /// Any finding of severity `warning` or `error`.
    case warning
    /// Any step that migrates at all (lightweight or heavy).
    case lightweight
    /// Any heavy step no shipped mapping model covers (Core Data cannot infer it and finds no mapping
    /// model); a heavy step covered by one does not count.
    case heavy

    /// True when a finding of one of `severities`, or a step as strong as `strongestMigration` (for
    /// `heavy`: `strongestUncoveredMigration`, the strongest step no shipped mapping model covers),
    /// reaches the threshold. The one decision behind `check`'s exit status 1.
    package func isReached(
        severities: some Sequence<Severity>, strongestMigration: MigrationKind,
        strongestUncoveredMigration: MigrationKind
    ) -> Bool {
        switch self {
        case .error: severities.contains { $0 >= .error }
        case .warning: severities.contains { $0 >= .warning }
        case .lightweight: strongestMigration >= .lightweight
        case .heavy: strongestUncoveredMigration >= .heavy
        }
    }
}
