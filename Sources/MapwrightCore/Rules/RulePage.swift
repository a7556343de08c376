import MapwrightAnalysis
import MapwrightDiagnostics
import MapwrightReportModel

/// Renders `docs/rules/<CODE>.md` from a rule: its documentation, the model folders that trigger it and the
/// close ones that do not.
package enum RulePage {
    /// The page's Markdown.
    package static func render(_ rule: Rule) -> String {
        var lines = ["# \(rule.code): \(rule.title)", ""]
        lines += ["| default severity | migration verdict | evidence |", "|---|---|---|"]
        lines += [
            "| \(rule.severity.rawValue) | \(rule.migration?.rawValue ?? "—") | [\(rule.evidence.rawValue)](../evidence.md) |",
            "",
        ]
        let sections = rule.documentationSections
        for section in sections.dropLast() { lines += ["## \(section.heading)", "", section.text, ""] }
        lines.removeLast()
        lines += rule.exampleMarkdown
        lines += ["", "## \(sections[3].heading)", "", sections[3].text, ""]
        lines += ["## Configuring it", ""]
        if RuleRegistry.configurable.contains(where: { $0.code == rule.code }) {
            lines.append(
                "In `mapwright.yml`, `rules: {\(rule.code): off}` turns it off and `rules: {\(rule.code): error}` "
                    + "(or `warning`, `note`) re-grades it. A `# \(Suppression.marker) \(rule.code)` comment on the element's "
                    + "line, or on the line above it, suppresses it for that element only: it is still reported, as suppressed, "
                    + "in JSON (and in SARIF with `--include-suppressed`), and does not count towards `failOn`. See [configuration.md](../configuration.md)."
            )
            if RuleRegistry.input.contains(where: { $0.code == rule.code }) {
                lines.append("")
                lines.append(
                    "It does not stop reading: Xcode compiles such a model, so it is still read and analysed, and `check` "
                        + "reports this warning with its findings. See [validation.md](../validation.md) for which input codes stop reading and why."
                )
            }
        } else {
            lines.append(
                "It cannot be turned off: Mapwright stops (exit status 2) until the input is fixed. "
                    + "See [validation.md](../validation.md) for which input codes stop reading and why.")
        }
        return lines.joined(separator: "\n") + "\n"
    }

}
