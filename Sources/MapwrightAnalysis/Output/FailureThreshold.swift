import MapwrightModel

/// What makes `mapwright check` exit with status 1.
public enum FailureThreshold: String, Sendable, Hashable, CaseIterable, Codable {
    /// Any finding of severity `error` (the default).
    case error
    /// Any finding of severity `warning` or `error`.
    case warning
    /// Any step that migrates at all (lightweight or heavy).
    case lightweight
    /// Any heavy step (a mapping model Core Data cannot infer).
    case heavy

    /// True when something in `analysis` reaches the threshold.
    public func isReached(by analysis: HistoryAnalysis) -> Bool {
        switch self {
        case .error: analysis.findings.contains { $0.severity >= .error }
        case .warning: analysis.findings.contains { $0.severity >= .warning }
        case .lightweight: analysis.allSteps.contains { $0.migration >= .lightweight }
        case .heavy: analysis.allSteps.contains { $0.migration >= .heavy }
        }
    }
}
