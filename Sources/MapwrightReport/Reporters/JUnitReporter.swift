import MapwrightModel
import MapwrightReportModel

/// JUnit XML, as Jenkins, Bitrise, GitLab and CircleCI read test results: one `<testsuite>` per model,
/// one `<testcase>` per step holding its verdict (it passes: a verdict is information), and one per
/// finding, failing (`<failure type="error|warning">`) when the finding is an error or warning that can
/// fail the run, skipped (`<skipped>`) for notes and findings that cannot fail it. The position is in
/// the test's name: the format has no attribute for it that every reader accepts.
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
            for step in model.steps where !step.isDirect {
                cases.append(
                    "    <testcase classname=\"\(escape(model.model))\" name=\"\(escape("\(step.title): \(step.analysis.migration.rawValue)"))\"/>"
                )
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
            for finding in findings where finding.model == model.model {
                let name = "\(finding.finding.code) \(position(finding)): \(finding.text)"
                var lines = ["    <testcase classname=\"\(escape(model.model))\" name=\"\(escape(name))\">"]
                if finding.severity == .note {
                    skipped += 1
                    lines.append("      <skipped message=\"\(escape(note(finding)))\"/>")
                } else {
                    failures += 1
                    lines.append(
                        "      <failure type=\"\(finding.severity.rawValue)\" message=\"\(escape(finding.text))\">"
                            + escape(
                                "\(position(finding)): \(finding.severity.rawValue): \(finding.text) [\(finding.finding.code)]"
                            ) + "</failure>")
                }
                lines.append("    </testcase>")
                cases.append(lines.joined(separator: "\n"))
            }
            let tests =
                model.steps.filter { !$0.isDirect }.count + model.stores.count
                + findings.filter { $0.model == model.model }.count
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

    private func note(_ finding: CIFinding) -> String {
        finding.finding.severity == .note ? "note: \(finding.text)" : "cannot fail the run: \(finding.text)"
    }
}
