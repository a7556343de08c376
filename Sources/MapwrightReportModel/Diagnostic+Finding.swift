import MapwrightAnalysis
import MapwrightDiagnostics

extension Diagnostic {
    /// The diagnostic reporting `finding`, at its rule's severity and with its rule's evidence: where the
    /// analysis's facts become diagnostics, for the report stage to configure, suppress and exempt.
    package init(_ finding: Finding) {
        self.init(
            finding.rule, finding.message, entity: finding.entity, property: finding.property,
            location: finding.location, reason: finding.reason, fix: finding.fix)
        directSources = finding.directSources
    }
}
