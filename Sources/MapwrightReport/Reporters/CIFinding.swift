import MapwrightDiagnostics
import MapwrightReportModel
import MapwrightSupport

/// A finding as the CI formats (JUnit, Checkstyle, Code Climate) list it: those a suppression accepted
/// are left out, as in the text output; the rest keep their severity, and a finding that cannot fail the
/// run (a step between released versions, history, known before `--since`) is reported as information.
struct CIFinding {
    var finding: Diagnostic
    /// The file the finding is in (the model's origin when it has no position).
    var path: String
    var line: Int?
    var column: Int?
    /// The model's name.
    var model: String

    /// The severity a CI tool should give it: its own, or a note when it cannot fail the run.
    var severity: Severity { finding.exemption == nil ? finding.severity : .note }

    /// The message with its fix, on one line, with terminal controls escaped.
    var text: String {
        let message = PrintableText.escaped(finding.message)
        guard let fix = finding.hint else { return message }
        return SARIFReporter.sentence(message) + " Fix: " + PrintableText.escaped(fix)
    }

    /// Every finding of `report` to list, model by model, in the report's order. With a source root, paths
    /// are relative to it: CI servers show files by their path in the repository, and a path of the runner's
    /// own folder would change a finding's identity from one machine to the next.
    static func all(in report: CheckReport, root: SourceRoot?) -> [CIFinding] {
        report.models.flatMap { model in
            model.uniqueFindings.filter { $0.suppression == nil }.map { finding in
                let path = finding.location?.file ?? model.origin
                return CIFinding(
                    finding: finding, path: root?.relative(path) ?? path, line: finding.location?.line,
                    column: finding.location?.column, model: model.model)
            }
        }
    }
}
