import MapwrightAnalysis
import MapwrightModel

/// A pull-request comment: per model and step the verdict, the changes in a table, the findings with
/// links to their rule pages, and a Mermaid `erDiagram` of the changed entities (GitHub renders it).
public struct MarkdownReporter: Reporter {
    public static let identifier = "markdown"
    public static let summary = "a pull-request comment with tables and a Mermaid diagram"

    let options: ReporterOptions

    public init(options: ReporterOptions) {
        self.options = options
    }

    public func render(_ report: CheckReport) -> String {
        var lines: [String] = []
        for model in report.models {
            lines += section(model)
        }
        if let baseline = report.baseline { lines += ["\(baseline.description).", ""] }
        return lines.joined(separator: "\n") + "\n"
    }

    func section(_ model: ModelReport) -> [String] {
        var lines = ["## Mapwright: \(model.model)", ""]
        lines.append("Strongest migration: **\(model.migration.rawValue)**; \(FindingSummary(model.uniqueFindings).description).")
        if !model.projectFindings.isEmpty {
            lines += ["", "### Project", ""]
            lines += model.projectFindings.map(findingItem)
        }
        if model.steps.isEmpty {
            lines += ["", "One version, nothing to migrate."]
        }
        for step in model.steps {
            lines += [""] + stepSection(step)
        }
        if !model.lint.isEmpty {
            lines += ["", "### \(model.current): lint", ""]
            lines += model.lint.map(findingItem)
        }
        lines.append("")
        return lines
    }

    func stepSection(_ step: ReportedStep) -> [String] {
        let analysis = step.analysis
        var lines = ["### \(step.title)\(step.isDirect ? " (direct)" : ""): \(analysis.verdictText)"]
        switch analysis.mappingModelReason {
        case _ where !analysis.coveredBy.isEmpty: break
        case .none: break
        case .inferenceFails: lines += ["", "Needs a mapping model: Core Data cannot infer it."]
        case .customPolicyRequested: lines += ["", "Needs a mapping model: a custom migration policy is requested."]
        }
        if analysis.changes.isEmpty {
            lines += ["", "No changes."]
        } else {
            lines += ["", "| Element | Change | Detail | Verdict |", "|---|---|---|---|"]
            for classified in analysis.changes {
                let change = classified.change
                lines.append("| `\(Self.cell(change.elementName))` | \(change.kind.title) | \(Self.cell(change.detail)) | \(classified.migration.rawValue) |")
            }
        }
        if !step.findings.isEmpty {
            lines += ["", "Findings:", ""]
            lines += step.findings.map(findingItem)
        }
        let diagram = MermaidDiagram.changedEntities(step.analysis)
        if !diagram.isEmpty {
            lines += ["", "```mermaid"] + diagram + ["```"]
        }
        return lines
    }

    /// `- **warning** [MW121](…): message` (struck through and marked when suppressed).
    func findingItem(_ reported: Diagnostic) -> String {
        let finding = reported
        let link = options.rulesDocumentationURL.map { "[\(finding.code)](\(RuleDocumentation.url(of: finding.code, base: $0)))" }
            ?? finding.code
        let position = finding.location.map { " (`\($0)`)" } ?? ""
        if let suppression = reported.suppression {
            let reason = suppression.reason.map { ": \(Self.cell($0))" } ?? ""
            return "- ~~\(finding.severity.rawValue) \(link): \(Self.cell(finding.message))~~\(position), suppressed at `\(suppression.location)`\(reason)"
        }
        return "- **\(finding.severity.rawValue)** \(link): \(Self.cell(finding.message))\(position)"
    }

    /// Text from a model in a table cell or a line: line breaks flattened, pipes escaped, and control
    /// characters (an ESC that would drive the terminal showing the report) written as `\u{1B}`.
    static func cell(_ text: String) -> String {
        let flat = text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: " ")
            .split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|")
        return PrintableText.escaped(flat, limit: Int.max)
    }
}
