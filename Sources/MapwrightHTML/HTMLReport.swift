import MapwrightAnalysis
import MapwrightDiagnostics
import MapwrightModel
import MapwrightReportModel
import MapwrightSupport
import Plot

/// `mapwright report`: one self-contained HTML page for a model (inline CSS, inline SVG, no script and
/// nothing fetched), readable at any size of history: the version timeline, an index of the findings by
/// code, each step as a collapsible section with its changes, findings and a diagram of only the entities
/// it changed and their neighbours, the current model once as a whole (fitted to the width, or at its
/// size), and the help of every rule the page cites. Every text from the model goes through Plot's
/// escaping (text nodes) or `XMLEscaping` (attribute values, which Plot writes as they are); terminal
/// controls are written as `\u{…}` (``TerminalSafeText``).
package struct HTMLReport: Sendable {
    /// Where the rule pages are published, linked from each rule's help on the page; nil: no link.
    package var rulesDocumentationURL: String?
    /// The version of Mapwright, printed in the footer.
    package var toolVersion: String
    /// Put before every id of a model's part of the page, so that several models share one page.
    private(set) var anchorPrefix = ""

    package init(rulesDocumentationURL: String? = nil, toolVersion: String) {
        self.rulesDocumentationURL = rulesDocumentationURL
        self.toolVersion = toolVersion
    }

    /// The page for every model of `report` (their histories as the report stage set them): a model's page
    /// as ``render(_:history:rules:)`` makes it, or for several models one page with a part for each.
    package func render(_ report: CheckReport) -> String {
        let histories = report.models.map { model in
            model.history
                ?? ModelHistory(
                    name: model.model, versions: [], currentVersionName: model.current, origin: model.origin)
        }
        guard report.models.count != 1 else {
            return render(report.models[0], history: histories[0], rules: report.rules)
        }
        let title = "Mapwright: " + report.models.map(\.model).joined(separator: ", ")
        let all = report.models.flatMap(\.uniqueFindings)
        let cited = Set(all.map(\.code))
        return page(
            title: title,
            header: .header(
                .h1(.escapedText(title)),
                .p(.escapedText("\(report.models.count) models; \(FindingSummary(all).description)."))),
            main: { markup in
                for index in report.models.indices {
                    var part = self
                    part.anchorPrefix = "model-\(index + 1)-"
                    markup.write(#"<article id=""#)
                    markup.write(part.anchorPrefix + "report")
                    markup.write(#"">"#)
                    markup.write(
                        Node.group(
                            .h2(.escapedText(report.models[index].model)),
                            part.overview(report.models[index], history: histories[index])
                        ).render())
                    part.sections(report.models[index], history: histories[index], into: &markup)
                    markup.write("</article>")
                }
                markup.write(ruleHelp(report.rules.filter { cited.contains($0.code) }).render())
            })
    }

    /// The page for `report`, whose versions are `history`'s; `rules` gives the help of the codes cited.
    package func render(_ report: ModelReport, history: ModelHistory, rules: [Rule]) -> String {
        let title = "Mapwright: \(report.model)"
        let cited = Set(report.uniqueFindings.map(\.code))
        return page(
            title: title,
            header: .header(.h1(.escapedText(title)), overview(report, history: history)),
            main: { markup in
                sections(report, history: history, into: &markup)
                markup.write(ruleHelp(rules.filter { cited.contains($0.code) }).render())
            })
    }

    /// The whole page: `header` and what `main` writes in the `<main>` element, with the style, and the
    /// footer. Written as markup around the parts Plot renders (what Plot wrote for the whole page, not
    /// indented): the steps' megabytes are not copied into each element that holds them.
    private func page(title: String, header: Node<HTML.BodyContext>, main: (inout MarkupWriter) -> Void) -> String {
        var markup = MarkupWriter(capacity: 1 << 20)
        markup.write(#"<!DOCTYPE html><html lang="en">"#)
        markup.write(
            Node<HTML.DocumentContext>.head(
                .meta(.charset(.utf8)),
                .meta(.name("viewport"), .content("width=device-width, initial-scale=1")),
                .element(named: "title", text: title),
                .style(ReportStyle.css)
            ).render())
        markup.write("<body>")
        markup.write(header.render())
        markup.write("<main>")
        main(&markup)
        markup.write("</main>")
        markup.write(Node<HTML.BodyContext>.footer(.p(.escapedText("Mapwright \(toolVersion)"))).render())
        markup.write("</body></html>\n")
        return TerminalSafeText.escaped(markup.text)
    }

    /// A model's current version, strongest migration and finding counts, and its version timeline.
    private func overview(_ report: ModelReport, history: ModelHistory) -> Node<HTML.BodyContext> {
        .group(
            .p(
                .escapedText("Current version "), .code(.escapedText(report.current)),
                .escapedText("; strongest migration "),
                verdict(report.migration), .escapedText("; \(FindingSummary(report.uniqueFindings).description).")),
            timeline(report, history: history))
    }

    /// A model's findings by code, its project findings, its steps, its lint and its current model.
    private func sections(_ report: ModelReport, history: ModelHistory, into markup: inout MarkupWriter) {
        markup.write(
            Node.group(
                findingsIndex(report.uniqueFindings.filter { !$0.isSuppressed }, report: report),
                findingsSection("Project", report.projectFindings, id: "project")
            ).render())
        if !report.steps.isEmpty {
            markup.write(#"<section id=""#)
            markup.write(anchorPrefix + "steps")
            markup.write(#""><h2>Steps</h2>"#)
            markup.write(
                Node<HTML.BodyContext>.p(
                    .class("legend"),
                    .escapedText(
                        "Each step lists its changes and findings, and draws the entities it changes "
                            + "and their neighbours: "), legend()
                ).render())
            steps(report.steps, history: history, into: &markup)
            markup.write("</section>")
        }
        markup.write(
            Node.group(
                findingsSection("\(report.current): lint", report.lint, id: "lint"),
                currentModel(report, history: history)
            ).render())
    }

    // MARK: Overview

    /// The versions oldest first, joined by their adjacent steps' verdicts (links to the steps).
    private func timeline(_ report: ModelReport, history: ModelHistory) -> Node<HTML.BodyContext> {
        let names = history.allVersionNames
        let adjacent = report.steps.filter { !$0.isDirect }
        return .ol(
            .class("timeline"),
            .attribute(named: "aria-label", value: "Versions, oldest first"),
            .forEach(names.enumerated()) { index, name in
                let step =
                    index == 0 ? nil : adjacent.first { $0.analysis.from == names[index - 1] && $0.analysis.to == name }
                return .li(
                    .unwrap(step) { step in
                        .a(
                            .class("step verdict-\(step.analysis.migration.rawValue)"), .href("#" + anchor(step)),
                            .escapedText(step.analysis.migration.rawValue))
                    },
                    .if(
                        name == report.current,
                        .a(.class("version current"), .href("#" + anchorPrefix + "model"), .escapedText(name)),
                        else: .span(.class("version"), .escapedText(name)))
                )
            }
        )
    }

    /// Every code found, with its severity, how many findings and the steps they are in.
    private func findingsIndex(_ findings: [Diagnostic], report: ModelReport) -> Node<HTML.BodyContext> {
        let groups = FindingGroup.byCode(findings)
        return .if(
            !findings.isEmpty,
            .section(
                .id(anchorPrefix + "findings"),
                .h2("Findings by code"),
                .table(
                    .class("index"),
                    .caption(
                        .escapedText(
                            "\(findings.count) finding(s) under \(groups.count) code(s); suppressed ones are listed with their step only"
                        )),
                    .thead(.tr(header("Code"), header("Severity"), header("Findings"), header("Steps"))),
                    .tbody(
                        .forEach(groups) { group in
                            let steps = report.steps.filter { step in
                                step.findings.contains { $0.code == group.code && !$0.isSuppressed }
                            }
                            return .tr(
                                .td(.a(.href("#rule-" + group.code), .escapedText(group.code))),
                                .td(.escapedText(group.severity.rawValue)),
                                .td(.escapedText(String(group.findings.count))),
                                .td(
                                    .forEach(steps.enumerated()) { index, step in
                                        .group(
                                            .if(index > 0, .escapedText(", ")),
                                            .a(.href("#" + anchor(step)), .escapedText(step.title)))
                                    })
                            )
                        })
                )
            ))
    }

    // MARK: The current model

    /// The current version whole, once, with what its last step changed marked.
    private func currentModel(_ report: ModelReport, history: ModelHistory) -> Node<HTML.BodyContext> {
        guard let version = history.version(named: report.current) else { return .empty }
        let last = report.steps.first { !$0.isDirect && $0.analysis.to == report.current }
        let layout = DiagramLayout(
            version: version, marks: last.map { VersionMarks(step: $0.analysis) } ?? VersionMarks())
        return .section(
            .id(anchorPrefix + "model"),
            .h2(.escapedText("\(report.current): the current model")),
            .p(
                .class("legend"),
                .escapedText(
                    "\(version.entities.count) entities"
                        + (last.map { "; marked: what changed since \($0.analysis.from): " } ?? ".")),
                .if(last != nil, legend())),
            .div(
                .class("zoom"),
                .selfClosedElement(
                    named: "input",
                    attributes: [
                        .attribute(named: "type", value: "radio"),
                        .attribute(named: "name", value: anchorPrefix + "zoom"),
                        .attribute(named: "id", value: anchorPrefix + "zoom-fit"),
                        .attribute(named: "checked", value: "checked"),
                    ]),
                .element(
                    named: "label",
                    nodes: [
                        .attribute(named: "for", value: anchorPrefix + "zoom-fit"), .escapedText("Fit to the page"),
                    ]),
                .selfClosedElement(
                    named: "input",
                    attributes: [
                        .attribute(named: "type", value: "radio"),
                        .attribute(named: "name", value: anchorPrefix + "zoom"),
                        .attribute(named: "id", value: anchorPrefix + "zoom-full"),
                    ]),
                .element(
                    named: "label",
                    nodes: [.attribute(named: "for", value: anchorPrefix + "zoom-full"), .escapedText("Actual size")]),
                .raw(figure(layout, id: anchorPrefix + "model-diagram", title: "Entities of \(report.current)"))
            )
        )
    }

    private func legend() -> Node<HTML.BodyContext> {
        .group(
            .span(.class("added"), .escapedText("+ added")), .escapedText(" "),
            .span(.class("removed"), .escapedText("− removed")),
            .escapedText(" "),
            .span(.class("changed"), .escapedText("~ changed"))
        )
    }

    // MARK: Findings and rules

    private func findingsSection(_ title: String, _ findings: [Diagnostic], id: String) -> Node<HTML.BodyContext> {
        .if(
            !findings.isEmpty,
            .section(.id(anchorPrefix + id), .h2(.escapedText(title)), .raw(findingsTable(findings, caption: title))))
    }

    /// A table of findings, written as markup (what Plot wrote for it): a long history's steps have
    /// hundreds of findings.
    func findingsTable(_ findings: [Diagnostic], caption: String) -> String {
        var markup = MarkupWriter()
        findingsTable(findings, caption: caption, into: &markup)
        return markup.text
    }

    func findingsTable(_ findings: [Diagnostic], caption: String, into markup: inout MarkupWriter) {
        markup.write(#"<table class="findings"><caption>"#)
        markup.writeEscaped(caption)
        markup.write(
            #"</caption><thead><tr><th scope="col">Severity</th><th scope="col">Code</th><th scope="col">Finding</th>"#
                + #"<th scope="col">Where</th></tr></thead><tbody>"#)
        for finding in findings {
            markup.write(#"<tr class=""#)
            markup.write(finding.isSuppressed ? "suppressed" : "severity-" + finding.severity.rawValue)
            markup.write(#""><td>"#)
            markup.writeEscaped(finding.severity.rawValue + (finding.exemption == nil ? "" : " (cannot fail the run)"))
            markup.write(##"</td><td><a href="#rule-"##)
            markup.write(finding.code)
            markup.write(#"">"#)
            markup.writeEscaped(finding.code)
            markup.write("</a></td><td>")
            InlineText.write(finding.message, into: &markup)
            if let hint = finding.hint {
                markup.write(#"<p class="fix">Fix: "#)
                InlineText.write(hint, into: &markup)
                markup.write("</p>")
            }
            if let suppression = finding.suppression {
                markup.write(#"<p class="suppression">"#)
                markup.writeEscaped(
                    "Suppressed at \(suppression.location)" + (suppression.reason.map { ": \($0)" } ?? ""))
                markup.write("</p>")
            }
            markup.write("</td><td>")
            if let location = finding.location {
                markup.write("<code>")
                markup.writeEscaped(location.description)
                markup.write("</code>")
            }
            markup.write("</td></tr>")
        }
        markup.write("</tbody></table>")
    }

    /// The help of each rule the page cites, so the page explains itself wherever it is opened.
    private func ruleHelp(_ rules: [Rule]) -> Node<HTML.BodyContext> {
        .if(
            !rules.isEmpty,
            .section(
                .id("rules"),
                .h2("Rules"),
                .forEach(rules) { rule in
                    .section(
                        .id("rule-" + rule.code),
                        .class("rule"),
                        .h3(.escapedText("\(rule.code): \(rule.title) (\(rule.severity.rawValue))")),
                        .forEach(rule.documentationSections) { section in
                            .group(.h4(.escapedText(section.heading)), .p(InlineText.nodes(section.text)))
                        },
                        .unwrap(rulesDocumentationURL) { base in
                            .p(
                                .a(
                                    .href(XMLEscaping.escape(Rule.pageURL(of: rule.code, base: base))),
                                    .escapedText("The rule's page")))
                        }
                    )
                }
            ))
    }

    func header(_ text: String) -> Node<HTML.TableRowContext> {
        .th(.attribute(named: "scope", value: "col"), .escapedText(text))
    }

    private func verdict(_ kind: MigrationKind) -> Node<HTML.BodyContext> {
        .raw(Self.verdictBadges[kind]!)
    }

    /// Each verdict's badge, rendered once: every change of every step shows one.
    static let verdictBadges = Dictionary(
        uniqueKeysWithValues: MigrationKind.allCases.map { kind in
            (
                kind,
                Node<HTML.BodyContext>.span(.class("verdict verdict-\(kind.rawValue)"), .escapedText(kind.rawValue))
                    .render()
            )
        })

    /// `step-ToDo-1--ToDo-2`: an id made of letters, digits and dashes only.
    func anchor(_ step: ReportedStep) -> String {
        anchorPrefix + "step-" + Self.slug(step.analysis.from) + "--" + Self.slug(step.analysis.to)
    }

    /// Letters and digits kept, anything else as `-` followed by its code point when not a space, so
    /// distinct names give distinct ids.
    static func slug(_ text: String) -> String {
        var slug = MarkupWriter()
        for scalar in text.unicodeScalars {
            if ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) {
                slug.write(ascii: scalar)
            } else if scalar == " " {
                slug.write("-")
            } else {
                slug.write("-")
                slug.write(decimal: Int(scalar.value))
                slug.write("-")
            }
        }
        return slug.text
    }
}
