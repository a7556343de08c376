import MapwrightAnalysis
import MapwrightDiagnostics
import MapwrightReportModel
import MapwrightSupport

/// A pull-request comment, summary first and always under GitHub's 65,536 characters: per model the
/// verdict and the counts, a table of the findings by code, then the steps with findings (the steps a
/// store takes first) with their changes, findings and a Mermaid `erDiagram` of the changed entities,
/// then the steps without findings, collapsed. What does not fit is counted, not cut mid-way: every step
/// is listed or counted, and the SARIF report and `mapwright report` hold everything. Text from the
/// models, the configuration and the sources is data: escaped so that it renders as itself, never as a
/// link, an image, HTML, a mention or a reference.
package struct MarkdownReporter: Reporter {
    package static let identifier = "markdown"
    package static let summary = "a pull-request comment: summary first, under GitHub's comment limit"

    /// The most characters (UTF-16 code units, as browsers count them) the comment holds: GitHub's limit is
    /// 65,536; the rest is room for a bot's own words.
    static let characterLimit = 60_000
    /// The most rows of one step's change table and findings list.
    static let rowsPerStep = 20
    /// The most characters (UTF-16 code units) of one step's text with its diagram; a longer one is
    /// written without.
    static let stepTextLimit = 8_000

    let options: ReporterOptions

    package init(options: ReporterOptions) {
        self.options = options
    }

    package func render(_ report: CheckReport) -> String {
        // The summaries of every model first, so that the details of one model cannot crowd them out.
        let summaries = report.models.map(summary)
        // Room is kept for each model's count of what did not fit.
        var budget =
            Self.characterLimit - summaries.reduce(0) { $0 + $1.utf16.count } - 300 - 150 * report.models.count
        var text = ""
        for (model, summary) in zip(report.models, summaries) {
            text += summary
            var left = (steps: 0, findings: 0)
            for part in details(model) {
                let block = part(budget)
                if let whole = block.text, whole.utf16.count <= budget {
                    text += whole
                    budget -= whole.utf16.count
                } else if let short = block.short, short.utf16.count <= budget {
                    text += short
                    budget -= short.utf16.count
                } else {
                    left = (left.steps + block.steps, left.findings + block.findings)
                }
            }
            if left != (0, 0) {
                text +=
                    "\(left.steps) more step(s) and \(left.findings) more finding(s) not listed for lack of room: "
                    + "see the SARIF or HTML report.\n\n"
            }
        }
        if let baseline = report.baseline { text += "\(Self.cell(baseline.description)).\n\n" }
        return text.hasSuffix("\n\n") ? String(text.dropLast()) : text
    }

    // MARK: Summary

    /// The heading, the verdict and counts, and the findings by code.
    func summary(_ model: ModelReport) -> String {
        var lines = ["## Mapwright: \(Self.cell(model.model))", ""]
        lines.append(
            "Strongest migration: **\(model.migration.rawValue)**; \(FindingSummary(model.uniqueFindings).description)."
        )
        if model.steps.isEmpty {
            lines += ["", "One version, nothing to migrate."]
        } else {
            func verdicts(_ steps: [ReportedStep]) -> String {
                MigrationKind.allCases.reversed().compactMap { kind -> String? in
                    let count = steps.filter { $0.analysis.migration == kind }.count
                    return count == 0 ? nil : "\(count) \(kind.rawValue)"
                }.joined(separator: ", ")
            }
            let adjacent = model.steps.filter { !$0.isDirect }, direct = model.steps.filter(\.isDirect)
            var line = "\(adjacent.count + 1) versions; \(adjacent.count) step(s) between them: \(verdicts(adjacent))"
            if !direct.isEmpty {
                line += "; \(direct.count) from older versions straight to the current one: \(verdicts(direct))"
            }
            lines += ["", line + "."]
        }
        let findings = model.uniqueFindings.filter { !$0.isSuppressed }
        if !findings.isEmpty {
            lines += ["", "| Code | Severity | Findings | First |", "|---|---|---|---|"]
            for group in FindingGroup.byCode(findings) {
                let first = group.findings[0]
                lines.append(
                    "| \(link(group.code)) | \(group.severity.rawValue) | \(group.findings.count) | \(Self.cell(first.message, limit: 300)) |"
                )
            }
        }
        return lines.joined(separator: "\n") + "\n\n"
    }

    // MARK: Details

    /// A part of the details: its text (nil when it was found longer than the room it was written for),
    /// and a shorter form used when the whole does not fit.
    struct Block {
        var text: String?
        var short: String?
        /// The steps and findings it lists, counted when neither form fits.
        var steps = 0
        var findings = 0
    }

    /// The project findings, the steps with findings (taken ones first), the lint, then the steps without
    /// findings, collapsed: each part written for the room left when its turn comes.
    func details(_ model: ModelReport) -> [(_ room: Int) -> Block] {
        var blocks: [(_ room: Int) -> Block] = []
        if !model.projectFindings.isEmpty {
            let block = listBlock(title: "### Project", model.projectFindings)
            blocks.append { _ in block }
        }
        let withFindings = model.steps.filter { !$0.findings.isEmpty }
        let ordered = withFindings.filter(\.isTaken) + withFindings.filter { !$0.isTaken }
        for step in ordered { blocks.append { stepBlock(step, room: $0) } }
        if !model.lint.isEmpty {
            let block = listBlock(title: "### \(Self.cell(model.current)): lint", model.lint)
            blocks.append { _ in block }
        }
        let quiet = model.steps.filter { $0.findings.isEmpty }
        if !quiet.isEmpty {
            let items = quiet.map {
                "- \(Self.cell($0.title))\($0.isDirect ? " (direct)" : ""): \($0.analysis.verdictText)"
            }
            let text =
                "<details><summary>\(quiet.count) step(s) without findings</summary>\n\n"
                + items.joined(separator: "\n") + "\n\n</details>\n\n"
            let block = Block(
                text: text,
                short: "\(quiet.count) step(s) without findings (not listed: see the SARIF or HTML report).\n\n",
                steps: quiet.count)
            blocks.append { _ in block }
        }
        return blocks
    }

    /// A step: its verdict, its changes, its findings and the diagram; without the diagram, then as one
    /// line, when that is what fits. The whole is left unwritten once it is longer than `room`: the steps
    /// of a long history that come after the comment is full are most of them.
    func stepBlock(_ step: ReportedStep, room: Int) -> Block {
        let analysis = step.analysis
        var head = ["### \(Self.cell(step.title))\(step.isDirect ? " (direct)" : ""): \(analysis.verdictText)"]
        if !step.isTaken {
            head += ["", "History: the current app's stores do not take this step; its findings cannot fail the run."]
        }
        switch analysis.mappingModelReason {
        case _ where !analysis.coveredBy.isEmpty: break
        case .none: break
        case .inferenceFails: head += ["", "Needs a mapping model: Core Data cannot infer it."]
        case .customPolicyRequested: head += ["", "Needs a mapping model: a custom migration policy is requested."]
        }
        var table = ["", "No changes."]
        if !analysis.changes.isEmpty {
            table = ["", "| Element | Change | Detail | Verdict |", "|---|---|---|---|"]
        }
        let rows = analysis.changes.prefix(Self.rowsPerStep).lazy.map { classified in
            let change = classified.change
            return
                "| \(Self.code(change.elementName)) | \(change.kind.title) | \(Self.cell(change.detail)) | \(classified.migration.rawValue) |"
        }
        let moreChanges =
            analysis.changes.count > Self.rowsPerStep
            ? ["", "… and \(analysis.changes.count - Self.rowsPerStep) more changes."] : []
        let line =
            "- \(Self.cell(step.title))\(step.isDirect ? " (direct)" : ""): \(analysis.verdictText), \(step.findings.count) finding(s) (not shown: see the SARIF or HTML report)\n\n"

        // The lines are joined by line breaks, with a blank line after: each line's length and one unit more.
        var lines: [String] = []
        var size = 1
        func fits(adding more: some Sequence<String>) -> Bool {
            for text in more {
                lines.append(text)
                size += text.utf16.count + 1
                if size > room { return false }
            }
            return true
        }
        guard fits(adding: head), fits(adding: table), fits(adding: rows), fits(adding: moreChanges),
            fits(adding: ["", "Findings:", ""]), fits(adding: items(step.findings))
        else { return Block(text: nil, short: line, steps: 1, findings: step.findings.count) }
        let withoutDiagram = lines.joined(separator: "\n") + "\n\n"
        // A diagram of dozens of entities says less than the table, and takes the room of other steps: it is
        // drawn only while the step's text stays within 8,000 UTF-16 units with it and its fence lines
        // (`""`, "```mermaid" and "```", each after a line break: 16 units).
        let diagram = MermaidDiagram.changedEntities(
            step.analysis, within: Self.stepTextLimit - withoutDiagram.utf16.count - 16)
        // A name holding a backtick could close the fence: the diagram is then left out.
        guard !diagram.isEmpty, !diagram.contains(where: { $0.contains("`") }) else {
            return Block(text: withoutDiagram, short: line, steps: 1, findings: step.findings.count)
        }
        return Block(
            text: (lines + ["", "```mermaid"] + diagram + ["```"]).joined(separator: "\n") + "\n\n", short: line,
            steps: 1, findings: step.findings.count)
    }

    /// A heading and its findings, or the heading and a count.
    func listBlock(title: String, _ findings: [Diagnostic]) -> Block {
        Block(
            text: ([title, ""] + items(findings)).joined(separator: "\n") + "\n\n",
            short: "\(title)\n\n\(findings.count) finding(s) (not shown: see the SARIF or HTML report).\n\n",
            findings: findings.count)
    }

    /// At most ``rowsPerStep`` findings, then how many more.
    func items(_ findings: [Diagnostic]) -> [String] {
        var lines = findings.prefix(Self.rowsPerStep).map(findingItem)
        if findings.count > Self.rowsPerStep { lines.append("- … and \(findings.count - Self.rowsPerStep) more") }
        return lines
    }

    /// `- **warning** [MW121](…): message` (struck through and marked when suppressed).
    func findingItem(_ reported: Diagnostic) -> String {
        let finding = reported
        let position = finding.location.map { " (\(Self.code($0.description)))" } ?? ""
        if let suppression = reported.suppression {
            let reason = suppression.reason.map { ": \(Self.cell($0))" } ?? ""
            return
                "- ~~\(finding.severity.rawValue) \(link(finding.code)): \(Self.cell(finding.message))~~\(position), suppressed at \(Self.code(suppression.location.description))\(reason)"
        }
        let exempt = finding.exemption == nil ? "" : " (cannot fail the run)"
        return
            "- **\(finding.severity.rawValue)** \(link(finding.code)): \(Self.cell(finding.message))\(position)\(exempt)"
    }

    /// The code, linked to its page when the pages' address is configured.
    func link(_ code: String) -> String {
        options.rulesDocumentationURL.map { "[\(code)](\(Rule.pageURL(of: code, base: $0)))" } ?? code
    }

    /// Text from a model in a table cell or a line, as data: line breaks flattened; control characters (an
    /// ESC that would drive the terminal showing the report) written as `\u{1B}`; every character GitHub's
    /// markdown reads as markup (links, images, HTML, emphasis, code, tables, math, a list's number) escaped
    /// with `\`, and so the `:` of `://` and the `.` of `www.`, which would start an autolink; `@name` and
    /// `#123` broken by a zero-width space, which GitHub reads as no mention or reference.
    static func cell(_ text: String, limit: Int = Int.max) -> String {
        let flat = text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: " ")
        let characters = Array(PrintableText.escaped(flat, limit: limit))
        let number = characters.prefix { $0.isASCII && $0.isNumber }.count
        var result = ""
        for (index, character) in characters.enumerated() {
            func follows(_ text: String) -> Bool {
                index >= text.count && String(characters[(index - text.count)..<index]).lowercased() == text
            }
            switch character {
            case "@": result += "@&#8203;"
            case "#": result += "#&#8203;"
            case ":" where characters[(index + 1)...].first == "/",
                "." where follows("www") || (index == number && number > 0),
                ")" where index == number && number > 0:
                result += "\\" + String(character)
            case _ where character.isASCII && character.isPunctuationOrSymbol && !"\",;:.'\"/?=%^".contains(character):
                result += "\\" + String(character)
            default: result.append(character)
            }
        }
        return result
    }

    /// Text from a model as a code span that its content cannot close: fenced by more backticks than the
    /// longest run in it, line breaks flattened, pipes escaped (a table reads `|` even in code).
    static func code(_ text: String) -> String {
        let flat = PrintableText.escaped(
            text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: " "))
        let longest = flat.split(omittingEmptySubsequences: true) { $0 != "`" }.map(\.count).max() ?? 0
        let fence = String(repeating: "`", count: longest + 1)
        let padded = flat.hasPrefix("`") || flat.hasSuffix("`") ? " \(flat) " : flat
        return fence + padded.replacingOccurrences(of: "|", with: "\\|") + fence
    }
}

extension Character {
    /// ASCII punctuation and symbols: what a backslash escapes in CommonMark.
    fileprivate var isPunctuationOrSymbol: Bool { isPunctuation || isSymbol }
}
