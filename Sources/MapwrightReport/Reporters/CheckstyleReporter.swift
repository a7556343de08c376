import MapwrightDiagnostics
import MapwrightReportModel
import MapwrightSupport

/// Checkstyle's XML (`<checkstyle><file name><error line column severity message source/>`), read by
/// Jenkins' Warnings plugin, Danger, Bitrise and reviewdog: one `<file>` per file in order of first
/// appearance, one `<error>` per finding. Severities: `error`, `warning`, and `info` for notes and for
/// findings that cannot fail the run.
package struct CheckstyleReporter: Reporter {
    package static let identifier = "checkstyle"
    package static let summary = "Checkstyle XML (Jenkins Warnings, Danger, reviewdog)"

    let options: ReporterOptions

    package init(options: ReporterOptions) {
        self.options = options
    }

    package func render(_ report: CheckReport) -> String {
        var files: [(path: String, findings: [CIFinding])] = []
        var positions: [String: Int] = [:]
        for finding in CIFinding.all(in: report, root: options.sourceRoot) {
            if let index = positions[finding.path] {
                files[index].findings.append(finding)
            } else {
                positions[finding.path] = files.count
                files.append((finding.path, [finding]))
            }
        }
        var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>", "<checkstyle version=\"4.3\">"]
        for file in files {
            lines.append("  <file name=\"\(XMLEscaping.escape(file.path))\">")
            for finding in file.findings {
                var attributes = ""
                if let line = finding.line { attributes += " line=\"\(line)\"" }
                if let column = finding.column { attributes += " column=\"\(column)\"" }
                lines.append(
                    "    <error\(attributes) severity=\"\(Self.severity(finding.severity))\" message=\"\(XMLEscaping.escape(finding.text))\""
                        + " source=\"mapwright.\(finding.finding.code)\"/>")
            }
            lines.append("  </file>")
        }
        lines.append("</checkstyle>")
        return lines.joined(separator: "\n") + "\n"
    }

    static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "info"
        }
    }
}
