import MapwrightDiagnostics

/// Renders `docs/rules.md` from the registry, so the documentation cannot drift from the code: a table of
/// every code, then each rule in short with a link to its page.
package enum RuleIndexPage {
    /// The page's Markdown.
    package static func render(_ rules: [Rule] = RuleRegistry.all) -> String {
        var lines = [
            "# Rules",
            "",
            "Every code Mapwright can report. This page is generated from the rule registry",
            "(`RuleRegistry` in `Sources/MapwrightCore/Rules/`, which gathers the rules declared next to the code",
            "that emits them); edit a rule, then re-record it with `MAPWRIGHT_RECORD=1 swift test --filter RulePageTests`.",
            "",
            "Severities: `error` (data is lost or the model is broken), `warning` (a mapping model is needed,",
            "or the migration can fail or lose data depending on what the store holds), `note` (worth knowing).",
            "The verdict column is the migration the change alone asks for (`—` when the rule is not tied to one).",
            "",
            "Every code also has a page of its own in [rules/](rules/), with model folders that trigger it and",
            "close ones that do not. Which input codes (MW0xx) stop reading a model, and which only warn because",
            "Xcode compiles the model, is in [validation.md](validation.md).",
            "",
            "| code | title | severity | verdict |",
            "|---|---|---|---|",
        ]
        for rule in rules {
            lines.append(
                "| [\(rule.code)](#\(rule.code.lowercased())) | \(rule.title) | \(rule.severity.rawValue) | \(rule.migration?.rawValue ?? "—") |"
            )
        }
        for rule in rules {
            lines += [
                "",
                "## \(rule.code)",
                "",
                "**\(rule.title)** — \(rule.severity.rawValue)\(rule.migration.map { ", \($0.rawValue)" } ?? "")",
                "",
                rule.summary,
                "",
                "- Why Core Data cares: \(rule.why)",
                "- Example: \(rule.example)",
                "- Fix: \(rule.fix)",
                "- Page: [rules/\(rule.code).md](rules/\(rule.code).md)",
            ]
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
