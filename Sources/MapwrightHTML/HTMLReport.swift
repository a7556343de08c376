import MapwrightAnalysis
import MapwrightModel
import MapwrightReport
import Plot

/// `mapwright report`: one self-contained HTML page for a model (inline CSS, inline SVG, no script and
/// nothing fetched): the version timeline with each step's verdict, a table of changes and findings per
/// step with links to the rule pages, and an entity–relationship diagram of every version with what
/// changed since the previous one marked. Every text from the model goes through Plot's escaping (text
/// nodes) or `XMLEscaping` (attribute values, which Plot writes as they are).
public struct HTMLReport: Sendable {
    /// Where the rule pages are published; nil links to `docs/rules/<CODE>.md`, relative to the page.
    public var rulesDocumentationURL: String?
    /// The version of Mapwright, printed in the footer.
    public var toolVersion: String

    public init(rulesDocumentationURL: String? = nil, toolVersion: String) {
        self.rulesDocumentationURL = rulesDocumentationURL
        self.toolVersion = toolVersion
    }

    /// The page for `report`, whose versions are `history`'s.
    public func render(_ report: ModelReport, history: ModelHistory) -> String {
        let title = "Mapwright: \(report.model)"
        let page = HTML(
            .lang(.english),
            .head(
                .meta(.charset(.utf8)),
                .meta(.name("viewport"), .content("width=device-width, initial-scale=1")),
                .element(named: "title", text: title),
                .style(ReportStyle.css)
            ),
            .body(
                .header(
                    .h1(.text(title)),
                    .p(.text("Current version "), .code(.text(report.current)), .text("; strongest migration "),
                       verdict(report.migration), .text("; \(FindingSummary(report.uniqueFindings).description).")),
                    timeline(report, history: history)
                ),
                findingsSection("Project", report.projectFindings, id: "project"),
                .forEach(report.steps) { stepSection($0) },
                findingsSection("\(report.current): lint", report.lint, id: "lint"),
                .section(
                    .id("versions"),
                    .h2("Versions"),
                    .p(.class("legend"), .span(.class("added"), .text("+ added")), .text(" "),
                       .span(.class("removed"), .text("− removed")), .text(" "),
                       .span(.class("changed"), .text("~ changed")), .text(" since the previous version")),
                    .forEach(history.versions) { versionSection($0, report: report) }
                ),
                .footer(.p(.text("Mapwright \(toolVersion)")))
            )
        )
        return TerminalSafeText.escaped(page.render(indentedBy: .spaces(2)) + "\n")
    }

    /// The versions oldest first, joined by their adjacent steps' verdicts (links to the steps).
    private func timeline(_ report: ModelReport, history: ModelHistory) -> Node<HTML.BodyContext> {
        let names = history.allVersionNames
        let adjacent = report.steps.filter { !$0.isDirect }
        return .ol(
            .class("timeline"),
            .forEach(names.enumerated()) { index, name in
                let step = index == 0 ? nil : adjacent.first { $0.analysis.from == names[index - 1] && $0.analysis.to == name }
                return .li(
                    .unwrap(step) { step in
                        .a(.class("step verdict-\(step.analysis.migration.rawValue)"), .href("#" + anchor(step)),
                           .text(step.analysis.migration.rawValue))
                    },
                    .a(.class(name == report.current ? "version current" : "version"), .href("#" + anchor(version: name)),
                       .text(name))
                )
            }
        )
    }

    private func stepSection(_ step: ReportedStep) -> Node<HTML.BodyContext> {
        let analysis = step.analysis
        let reason: String? = switch analysis.mappingModelReason {
        case .none: nil
        case .inferenceFails: "Needs a mapping model: Core Data cannot infer it."
        case .customPolicyRequested: "Needs a mapping model: a custom migration policy is requested."
        }
        return .section(
            .id(anchor(step)),
            .h2(.text(step.title + (step.isDirect ? " (direct)" : "") + ": "), verdict(analysis.migration)),
            .unwrap(reason) { .p(.text($0)) },
            .if(analysis.changes.isEmpty, .p("No changes."), else: changesTable(analysis.changes)),
            .if(!step.findings.isEmpty, findingsTable(step.findings))
        )
    }

    private func changesTable(_ changes: [ClassifiedChange]) -> Node<HTML.BodyContext> {
        .table(
            .class("changes"),
            .thead(.tr(.th("Element"), .th("Change"), .th("Detail"), .th("Verdict"))),
            .tbody(.forEach(changes) { classified in
                .tr(
                    .td(.code(.text(classified.change.elementName))), .td(.text(classified.change.kind.title)),
                    .td(.text(classified.change.detail)), .td(verdict(classified.migration))
                )
            })
        )
    }

    private func findingsSection(_ title: String, _ findings: [Diagnostic], id: String) -> Node<HTML.BodyContext> {
        .if(!findings.isEmpty, .section(.id(id), .h2(.text(title)), findingsTable(findings)))
    }

    private func findingsTable(_ findings: [Diagnostic]) -> Node<HTML.BodyContext> {
        .table(
            .class("findings"),
            .thead(.tr(.th("Severity"), .th("Code"), .th("Finding"), .th("Where"))),
            .tbody(.forEach(findings) { finding in
                .tr(
                    .class(finding.isSuppressed ? "suppressed" : "severity-\(finding.severity.rawValue)"),
                    .td(.text(finding.severity.rawValue)),
                    .td(.a(.href(XMLEscaping.escape(ruleURL(finding.code))), .text(finding.code))),
                    .td(
                        .text(finding.message),
                        .unwrap(finding.hint) { .p(.class("fix"), .text("Fix: \($0)")) },
                        .unwrap(finding.suppression) { suppression in
                            .p(.class("suppression"), .text("Suppressed at \(suppression.location)"
                                + (suppression.reason.map { ": \($0)" } ?? "")))
                        }
                    ),
                    .td(.unwrap(finding.location) { .code(.text($0.description)) })
                )
            })
        )
    }

    private func versionSection(_ version: DataModel, report: ModelReport) -> Node<HTML.BodyContext> {
        let step = report.steps.first { !$0.isDirect && $0.analysis.to == version.name }
        let marks = step.map { VersionMarks(step: $0.analysis) } ?? VersionMarks()
        let layout = DiagramLayout(version: version, marks: marks)
        return .div(
            .class("version-diagram"),
            .id(anchor(version: version.name)),
            .h3(.text(version.name + (version.name == report.current ? " (current)" : "")),
                .unwrap(step) { .small(.text(" since \($0.analysis.from)")) }),
            .div(.class("diagram-frame"), EntityDiagram.svg(layout, title: "Entities of \(version.name)"))
        )
    }

    private func verdict(_ kind: MigrationKind) -> Node<HTML.BodyContext> {
        .span(.class("verdict verdict-\(kind.rawValue)"), .text(kind.rawValue))
    }

    /// The rule page: under `rulesDocumentationURL` when set, else `docs/rules/<CODE>.md`.
    func ruleURL(_ code: String) -> String {
        RuleDocumentation.url(of: code, base: rulesDocumentationURL ?? "docs/rules")
    }

    /// `step-ToDo-1-ToDo-2`: an id made of letters, digits and dashes only.
    private func anchor(_ step: ReportedStep) -> String {
        "step-" + Self.slug(step.analysis.from) + "--" + Self.slug(step.analysis.to)
    }

    private func anchor(version: String) -> String { "version-" + Self.slug(version) }

    /// Letters and digits kept, anything else as `-` followed by its code point when not a space, so
    /// distinct names give distinct ids.
    static func slug(_ text: String) -> String {
        text.unicodeScalars.map { scalar in
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(Character(scalar)) { return String(scalar) }
            return scalar == " " ? "-" : "-\(scalar.value)-"
        }.joined()
    }
}
