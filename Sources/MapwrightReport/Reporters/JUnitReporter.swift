import MapwrightDiagnostics
import MapwrightReportModel
import MapwrightSupport

/// JUnit XML, as Jenkins, Bitrise, GitLab and CircleCI read test results: one `<testsuite>` per model,
/// one `<testcase>` per step holding its verdict, and one per finding. A test fails exactly when it makes
/// `check` exit 1 at the run's `--fail-on` threshold: a finding of the severity it names (a lock or
/// generated-file error at any threshold), a step a store takes reaching `lightweight` or `heavy`. The
/// other findings are skipped (`<skipped>`) with why, so the failures are there exactly when the job fails.
/// The position is in the test's name: the format has no attribute for it that every reader accepts.
package struct JUnitReporter: Reporter {
    package static let identifier = "junit"
    package static let summary = "JUnit XML (Jenkins, Bitrise, GitLab and CircleCI test reports)"

    let options: ReporterOptions

    package init(options: ReporterOptions) {
        self.options = options
    }

    package func render(_ report: CheckReport) -> String {
        let findings = CIFinding.all(in: report, root: options.sourceRoot)
        var suites: [String] = []
        var totals = (tests: 0, failures: 0)
        for model in report.models {
            var cases: [String] = []
            var failures = 0, skipped = 0
            for step in model.steps {
                let verdict = step.analysis.migration.rawValue
                let name = "\(PrintableText.escaped(step.title))\(step.isDirect ? " (direct)" : ""): \(verdict)"
                guard report.failsRun(step) else {
                    cases.append("    <testcase classname=\"\(escape(model.model))\" name=\"\(escape(name))\"/>")
                    continue
                }
                failures += 1
                let message = "\(verdict) migration reaches --fail-on \(report.failureThreshold.rawValue)"
                cases.append(
                    "    <testcase classname=\"\(escape(model.model))\" name=\"\(escape(name))\">\n"
                        + "      <failure type=\"\(verdict)\" message=\"\(escape(message))\">\(escape("\(name): \(message)"))</failure>\n"
                        + "    </testcase>")
            }
            // One test case per store: failing when one of its findings is an error.
            for store in model.stores {
                let name = "store \(store.path): \(store.outcome)"
                if store.errors > 0 {
                    failures += 1
                    cases.append(
                        "    <testcase classname=\"\(escape(model.model))\" name=\"\(escape(name))\">\n"
                            + "      <failure type=\"error\" message=\"\(escape("\(store.errors) error(s) in store \(store.path)"))\"/>\n"
                            + "    </testcase>")
                } else {
                    cases.append("    <testcase classname=\"\(escape(model.model))\" name=\"\(escape(name))\"/>")
                }
            }
            let modelFindings = findings.filter { $0.model == model.model }
            for finding in modelFindings {
                let name = "\(finding.finding.code) \(position(finding)): \(finding.text)"
                var lines = ["    <testcase classname=\"\(escape(model.model))\" name=\"\(escape(name))\">"]
                if report.failsRun(finding.finding, of: model) {
                    failures += 1
                    lines.append(
                        "      <failure type=\"\(finding.severity.rawValue)\" message=\"\(escape(finding.text))\">"
                            + escape(
                                "\(position(finding)): \(finding.severity.rawValue): \(finding.text) [\(finding.finding.code)]"
                            ) + "</failure>")
                } else {
                    skipped += 1
                    lines.append("      <skipped message=\"\(escape(note(finding, report)))\"/>")
                }
                lines.append("    </testcase>")
                cases.append(lines.joined(separator: "\n"))
            }
            let tests = model.steps.count + model.stores.count + modelFindings.count
            totals = (totals.tests + tests, totals.failures + failures)
            suites.append(
                "  <testsuite name=\"\(escape(model.model))\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\" skipped=\"\(skipped)\">"
                    + (cases.isEmpty ? "" : "\n" + cases.joined(separator: "\n")) + "\n  </testsuite>")
        }
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<testsuites name=\"Mapwright\" tests=\"\(totals.tests)\" failures=\"\(totals.failures)\" errors=\"0\">\n"
            + suites.map { $0 + "\n" }.joined() + "</testsuites>\n"
    }

    private func escape(_ text: String) -> String { XMLEscaping.escape(text) }

    private func position(_ finding: CIFinding) -> String {
        finding.line.map { "\(finding.path):\($0):\(finding.column ?? 1)" } ?? finding.path
    }

    /// Why a finding does not fail the run.
    private func note(_ finding: CIFinding, _ report: CheckReport) -> String {
        if !finding.finding.canFail { return "cannot fail the run: \(finding.text)" }
        if finding.finding.severity == .note { return "note: \(finding.text)" }
        return
            "\(finding.finding.severity.rawValue), does not fail at --fail-on \(report.failureThreshold.rawValue): \(finding.text)"
    }
}
