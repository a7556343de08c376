extension RuleCatalog {
    /// `docs/rules.md`, rendered from the catalog so the documentation cannot drift from the code.
    package static var markdown: String {
        var lines = [
            "# Rules",
            "",
            "Every code `mapwright check` and `mapwright diff` can report. This page is generated from the rule",
            "catalog in `Sources/MapwrightAnalysis/Rules/`; edit the catalog, then re-record it with",
            "`MAPWRIGHT_RECORD=1 swift test --filter RuleCatalogTests`.",
            "",
            "Severities: `error` (data is lost or the model is broken), `warning` (a mapping model is needed,",
            "or the migration can fail or lose data depending on what the store holds), `note` (worth knowing).",
            "The verdict column is the migration the change alone asks for (`—` when the rule is not tied to one).",
            "",
            "Every code, these and the input, generation and project codes (MW0xx, MW2xx, MW4xx), also has a page",
            "of its own in [rules/](rules/) with a model that triggers it. Which input codes stop reading a model,",
            "and which only warn because Xcode compiles the model, is in [validation.md](validation.md).",
            "",
            "| code | title | severity | verdict |",
            "|---|---|---|---|",
        ]
        for rule in all {
            lines.append(
                "| [\(rule.code)](#\(rule.code.lowercased())) | \(rule.title) | \(rule.severity.rawValue) | \(rule.migration?.rawValue ?? "—") |"
            )
        }
        for rule in all {
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
