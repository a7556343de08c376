import MapwrightAnalysis
import MapwrightDiagnostics
import MapwrightReportModel

/// Wording shared by the line-based reporters (`xcode`, `github`).
enum HumanText {
    /// `ToDo 2 → ToDo 3: heavy; needs a mapping model: Core Data cannot infer it`.
    static func headline(_ step: ReportedStep) -> String {
        AnalysisText.headline(step.analysis, direct: step.isDirect)
            + (step.isTaken ? "" : " [history: the current app's stores do not take this step]")
    }

    /// The sections of one model: project findings, each step's headline followed by the findings first seen
    /// in it, then the current version's lint. Suppressed findings are left out.
    static func sections(_ report: ModelReport) -> [(headline: String?, findings: [Diagnostic])] {
        var seen: Set<FindingIdentity> = []
        func fresh(_ findings: [Diagnostic]) -> [Diagnostic] {
            findings.filter { seen.insert(FindingIdentity($0)).inserted && !$0.isSuppressed }
        }
        var sections: [(String?, [Diagnostic])] = [(nil, fresh(report.projectFindings))]
        for step in report.steps {
            sections.append((headline(step), fresh(step.findings)))
        }
        if !report.lint.isEmpty {
            sections.append(
                (PrintableText.commandSafe("\(PrintableText.escaped(report.current)): lint"), fresh(report.lint)))
        }
        return sections
    }

    /// The lines of a line-based reporter: per model its sections (headline, then each finding's lines
    /// from `lines`) and its summary, then the trailer; with `quiet`, only the lines of the findings that
    /// can fail the run.
    static func lines(_ report: CheckReport, quiet: Bool, finding lines: (Diagnostic, _ origin: String) -> [String])
        -> [String]
    {
        var output: [String] = []
        for model in report.models {
            for section in sections(model) {
                if let headline = section.headline, !quiet { output.append(headline) }
                for finding in section.findings where !quiet || (finding.severity > .note && finding.exemption == nil) {
                    output += lines(finding, model.origin)
                }
            }
            if !quiet { output.append(summary(model)) }
        }
        return quiet ? output : output + trailer(report)
    }

    /// `ToDo: heavy; 0 errors, 2 warnings, 1 note`, or the one-version message.
    static func summary(_ report: ModelReport) -> String {
        let counts = FindingSummary(report.uniqueFindings).description
        let model = PrintableText.escaped(report.model)
        if report.steps.isEmpty {
            return PrintableText.commandSafe("\(model): one version, nothing to migrate; \(counts)")
        }
        return PrintableText.commandSafe(
            "\(model): \(report.migration.rawValue); \(counts); stores migrate \(report.paths.description)")
    }

    /// The run's last lines: what the baseline left out, when one was used.
    static func trailer(_ report: CheckReport) -> [String] {
        report.baseline.map { [PrintableText.escaped($0.description)] } ?? []
    }

    /// The position a finding is reported at: its own, else the model's origin.
    static func position(_ finding: Diagnostic, origin: String) -> String {
        finding.location.map(\.description) ?? PrintableText.commandSafePath(PrintableText.escaped(origin))
    }
}
