import MapwrightAnalysis
import MapwrightModel
import MapwrightReportModel
import Plot

/// The steps of the page, written as markup (what Plot wrote for them): a long history has hundreds of
/// steps, and building and rendering their nodes was most of the page's time.
extension HTMLReport {
    /// Every step's section, oldest first.
    func steps(_ steps: [ReportedStep], history: ModelHistory, into markup: inout MarkupWriter) {
        var drawn: [DirectDiagramKey: DrawnDiagram] = [:]
        for step in steps { stepSection(step, history: history, drawn: &drawn, into: &markup) }
    }

    /// A step, open when it has a finding that can fail the run.
    private func stepSection(
        _ step: ReportedStep, history: ModelHistory, drawn: inout [DirectDiagramKey: DrawnDiagram],
        into markup: inout MarkupWriter
    ) {
        let analysis = step.analysis
        let reason: String? =
            switch analysis.mappingModelReason {
            case _ where !analysis.coveredBy.isEmpty:
                "Covered by the project's mapping model \(analysis.coveredBy.joined(separator: ", ")): Core Data uses it."
            case .none: nil
            case .inferenceFails: "Needs a mapping model: Core Data cannot infer it."
            case .customPolicyRequested: "Needs a mapping model: a custom migration policy is requested."
            }
        let failing = step.findings.contains { !$0.isSuppressed && $0.severity > .note && $0.exemption == nil }
        markup.write(#"<details id=""#)
        markup.write(anchor(step))
        markup.write(failing ? #"" open="open"><summary>"# : #""><summary>"#)
        markup.writeEscaped(step.title + (step.isDirect ? " (direct)" : "") + " ")
        markup.write(Self.verdictBadges[analysis.migration]!)
        markup.write(" ")
        markup.write(decimal: step.findings.count)
        markup.write(" finding(s)")
        if !step.isTaken {
            markup.write(#"<span class="history"> history: no store of the current app takes it</span>"#)
        }
        markup.write("</summary>")
        if let reason {
            markup.write("<p>")
            markup.writeEscaped(reason)
            markup.write("</p>")
        }
        if analysis.changes.isEmpty {
            markup.write("<p>No changes.</p>")
        } else {
            changesTable(analysis.changes, step: step, into: &markup)
        }
        if !step.findings.isEmpty { findingsTable(step.findings, caption: "Findings of \(step.title)", into: &markup) }
        stepDiagram(step, history: history, drawn: &drawn, into: &markup)
        markup.write("</details>")
    }

    /// A direct step repeats the changes of the adjacent steps it spans: it lists the first
    /// ``directChangeRows`` and counts the rest.
    static let directChangeRows = 20

    /// Each kind of change's title, made once: a long history's steps list thousands of changes.
    private static let changeTitles = Dictionary(
        ChangeKind.allCases.map { ($0, $0.title) }, uniquingKeysWith: { first, _ in first })

    private func changesTable(_ changes: [ClassifiedChange], step: ReportedStep, into markup: inout MarkupWriter) {
        let shown = step.isDirect ? changes.prefix(Self.directChangeRows) : changes[...]
        markup.write(#"<table class="changes"><caption>Changes of "#)
        markup.writeEscaped(step.title)
        markup.write(
            #"</caption><thead><tr><th scope="col">Element</th><th scope="col">Change</th><th scope="col">Detail</th>"#
                + #"<th scope="col">Verdict</th></tr></thead><tbody>"#)
        for classified in shown {
            markup.write("<tr><td><code>")
            // `Entity.property`, as `elementName` has it.
            markup.writeEscaped(classified.change.entity)
            if let property = classified.change.property {
                markup.write(".")
                markup.writeEscaped(property)
            }
            markup.write("</code></td><td>")
            markup.writeEscaped(Self.changeTitles[classified.change.kind] ?? classified.change.kind.title)
            markup.write("</td><td>")
            InlineText.write(classified.change.detail, into: &markup)
            markup.write("</td><td>")
            markup.write(Self.verdictBadges[classified.migration]!)
            markup.write("</td></tr>")
        }
        markup.write("</tbody></table>")
        if shown.count < changes.count {
            markup.write("<p>… and ")
            markup.write(decimal: changes.count - shown.count)
            markup.write(" more changes: the adjacent steps between these versions list them.</p>")
        }
    }

    /// The entities the step changes and the entities related to them, as they are in the destination
    /// version (the removed ones drawn struck through). A direct step's diagram is taken from `drawn` when
    /// another direct step drew it, else drawn and kept there.
    private func stepDiagram(
        _ step: ReportedStep, history: ModelHistory, drawn: inout [DirectDiagramKey: DrawnDiagram],
        into markup: inout MarkupWriter
    ) {
        guard let version = history.version(named: step.analysis.to) else { return }
        let marks = VersionMarks(step: step.analysis)
        let changed = Set(marks.entities.keys)
        guard !changed.isEmpty else { return }
        if step.isDirect {
            return directStepDiagram(step, version: version, marks: marks, drawn: &drawn, into: &markup)
        }
        var names = changed
        for entity in version.entities where changed.contains(entity.name) {
            names.formUnion(entity.relationships.map(\.destination))
        }
        for entity in version.entities where entity.relationships.contains(where: { changed.contains($0.destination) })
        {
            names.insert(entity.name)
        }
        let layout = DiagramLayout(
            version: version, marks: marks, including: names, collapsed: names.subtracting(changed))
        figure(
            DrawnDiagram(layout), id: anchor(step) + "-diagram",
            title: "Entities \(step.title) changes, and their neighbours", into: &markup)
    }

    /// The most entities a direct step's diagram draws.
    static let directDiagramEntities = 12

    /// A direct step repeats what its adjacent steps draw in full: the entities it changes most (by changed
    /// properties, at most ``directDiagramEntities``), each as its name and mark, and how many more it changes.
    private func directStepDiagram(
        _ step: ReportedStep, version: DataModel, marks: VersionMarks, drawn: inout [DirectDiagramKey: DrawnDiagram],
        into markup: inout MarkupWriter
    ) {
        let ranked = marks.entities.keys.map { (-(marks.properties[$0]?.count ?? 0), $0) }.sorted(by: <).map(\.1)
        let names = Set(ranked.prefix(Self.directDiagramEntities))
        let key = DirectDiagramKey(
            version: step.analysis.to, marks: marks.entities.filter { names.contains($0.key) },
            removedEntities: marks.removedEntities.filter { names.contains($0.name) })
        let diagram: DrawnDiagram
        if let known = drawn[key] {
            diagram = known
        } else {
            diagram = DrawnDiagram(DiagramLayout(version: version, marks: marks, including: names, collapsed: names))
            drawn[key] = diagram
        }
        figure(diagram, id: anchor(step) + "-diagram", title: "Entities \(step.title) changes", into: &markup)
        let more = ranked.count - names.count
        if more > 0 {
            markup.write("<p>… and ")
            markup.write(decimal: more)
            markup.write(" more changed entities: the adjacent steps between these versions draw them.</p>")
        }
    }

    /// A diagram in its frame, with its description in words below it.
    func figure(_ layout: DiagramLayout, id: String, title: String) -> String {
        var markup = MarkupWriter()
        figure(DrawnDiagram(layout), id: id, title: title, into: &markup)
        return markup.text
    }

    private func figure(_ diagram: DrawnDiagram, id: String, title: String, into markup: inout MarkupWriter) {
        markup.write(#"<figure><div class="diagram-frame">"#)
        EntityDiagram.svg(diagram, title: title, describedBy: id, into: &markup)
        markup.write(#"</div><figcaption id=""#)
        markup.write(id)
        markup.write(#""><details><summary>The diagram in words</summary><p>"#)
        markup.write(diagram.description)
        markup.write("</p></details></figcaption></figure>")
    }
}
