import MapwrightAnalysis
import MapwrightModel
import MapwrightReportModel

/// Renders `docs/rules/<CODE>.md` from a rule and, when there is one, an example that triggers it.
package enum RulePage {
    /// One file of an example: its name and text.
    package struct ExampleFile: Hashable, Sendable {
        package var name: String
        package var text: String

        package init(name: String, text: String) {
            self.name = name
            self.text = text
        }
    }

    /// The page's Markdown.
    package static func render(_ rule: Rule, example: [ExampleFile] = []) -> String {
        var lines = ["# \(rule.code): \(rule.title)", ""]
        lines += ["| default severity | migration verdict | evidence |", "|---|---|---|"]
        lines += [
            "| \(rule.severity.rawValue) | \(rule.migration?.rawValue ?? "—") | [\(rule.evidence.rawValue)](../evidence.md) |",
            "",
        ]
        let sections = RuleDocumentation.sections(of: rule)
        for section in sections.dropLast() { lines += ["## \(section.heading)", "", section.text, ""] }
        lines.removeLast()
        if !example.isEmpty {
            let versions = example.filter { $0.name != "_manifest.yaml" }.count
            let hasSwift = example.contains { $0.name.hasSuffix(".swift") }
            let hasModel = example.contains { !$0.name.hasSuffix(".swift") }
            let introduction =
                switch (hasSwift, hasModel) {
                case (true, false): "SwiftData sources that trigger it:"
                case (true, true): "Model files and the app's sources that trigger it:"
                default:
                    versions > 1
                        ? "A model folder whose versions trigger it (oldest first):" : "A file that triggers it:"
                }
            lines += ["", introduction]
            for file in example {
                lines += ["", "`\(file.name)`:", "", file.name.hasSuffix(".swift") ? "```swift" : "```yaml"]
                lines += file.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).dropLast(
                    file.text.hasSuffix("\n") ? 1 : 0)
                lines.append("```")
            }
        }
        lines += ["", "## \(sections[3].heading)", "", sections[3].text, ""]
        lines += ["## Configuring it", ""]
        if DocumentedRules.configurable.contains(where: { $0.code == rule.code }) {
            lines.append(
                "In `mapwright.yml`, `rules: {\(rule.code): off}` turns it off and `rules: {\(rule.code): error}` "
                    + "(or `warning`, `note`) re-grades it. A `# \(Suppression.marker) \(rule.code)` comment on the element's "
                    + "line, or on the line above it, suppresses it for that element only: it is still reported, as suppressed, "
                    + "in JSON (and in SARIF with `--include-suppressed`), and does not count towards `failOn`. See [configuration.md](../configuration.md)."
            )
            if DocumentedRules.input.contains(where: { $0.code == rule.code }) {
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
