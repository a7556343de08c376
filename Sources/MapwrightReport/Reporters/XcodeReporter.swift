import MapwrightAnalysis
import MapwrightDiagnostics
import MapwrightReportModel
import MapwrightSupport

/// `path:line:col: warning: message [MW123]`: the line Xcode, editors and most CI logs turn into
/// clickable issues. Each step's verdict is a plain line; the fix follows its finding, indented.
/// Suppressed findings are not shown (they are counted in the summary).
package struct XcodeReporter: Reporter {
    package static let identifier = "xcode"
    package static let summary = "path:line:col: severity: message [CODE] lines (the default on a terminal)"

    let options: ReporterOptions

    package init(options: ReporterOptions) {
        self.options = options
    }

    package func render(_ report: CheckReport) -> String {
        HumanText.lines(report, quiet: options.quiet, finding: findingLines).map { $0 + "\n" }.joined()
    }

    func findingLines(_ finding: Diagnostic, origin: String) -> [String] {
        // A finding that cannot fail the run is a note, as in the summary, SARIF and GitHub: Xcode lists an
        // `error:` line as a failure.
        let severity = colored(finding.exemption == nil ? finding.severity : .note)
        var lines = [
            "\(HumanText.position(finding, origin: origin)): \(severity): \(PrintableText.escaped(finding.message)) [\(finding.code)]"
        ]
        if let fix = finding.hint { lines.append("  fix: \(PrintableText.escaped(fix))") }
        if let evidence = finding.evidence { lines.append("  evidence: \(EvidenceText.phrase(evidence))") }
        switch finding.exemption {
        case .since: lines.append("  known before this change (--since): reported, cannot fail the run")
        case .released: lines.append("  on a step between released (locked) versions: reported, cannot fail the run")
        case .history, nil: break  // the step's headline says it is history
        }
        return lines
    }

    /// The severity word, in ANSI colour when asked for.
    func colored(_ severity: Severity) -> String {
        guard options.useColor else { return severity.rawValue }
        let code: String
        switch severity {
        case .error: code = "1;31"
        case .warning: code = "1;33"
        case .note: code = "1;36"
        }
        return "\u{1B}[\(code)m\(severity.rawValue)\u{1B}[0m"
    }
}
