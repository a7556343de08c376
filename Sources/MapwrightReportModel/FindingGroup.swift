import MapwrightDiagnostics

/// The findings of one code, for the summaries that list findings by code (markdown, HTML).
package struct FindingGroup: Sendable {
    package var code: String
    package var findings: [Diagnostic]

    /// The strongest severity among them.
    package var severity: Severity { findings.map(\.severity).max() ?? .note }

    /// `findings` grouped by code, the codes in the order they first appear.
    package static func byCode(_ findings: [Diagnostic]) -> [FindingGroup] {
        var groups: [FindingGroup] = []
        var position: [String: Int] = [:]
        for finding in findings {
            if let index = position[finding.code] {
                groups[index].findings.append(finding)
            } else {
                position[finding.code] = groups.count
                groups.append(FindingGroup(code: finding.code, findings: [finding]))
            }
        }
        return groups
    }
}
