import MapwrightAnalysis
import MapwrightModel

/// A finding as reporters show it: after the configuration re-graded it, and with the comment that
/// suppresses it, if any.
public struct ReportedFinding: Hashable, Sendable {
    /// The finding, with its configured severity.
    public var finding: Finding
    /// The `# mapwright:ignore` comment that suppresses it; nil when it counts.
    public var suppression: Suppression?

    public init(_ finding: Finding, suppression: Suppression? = nil) {
        self.finding = finding
        self.suppression = suppression
    }

    /// True when a comment in the model file suppresses it: it is still reported (JSON, SARIF) but
    /// never reaches the failure threshold.
    public var isSuppressed: Bool { suppression != nil }
}

/// Where a `# mapwright:ignore MW123` comment suppresses a finding.
public struct Suppression: Hashable, Sendable, Codable {
    /// The word that starts a suppression comment: `# mapwright:ignore MW123`.
    public static let marker = "mapwright:ignore"

    /// The position of the comment.
    public var location: SourceLocation

    public init(location: SourceLocation) {
        self.location = location
    }
}
