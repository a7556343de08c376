import MapwrightDiagnostics
import MapwrightReportModel

/// Where a finding sits in a check report: its model, the list holding it (the project's findings, a
/// step's, the lint) and its index there.
struct FindingPosition: Hashable {
    enum List: Hashable {
        case project
        case step(Int)
        case lint
    }

    var model: Int
    var list: List
    var index: Int

    func finding(in report: ModelReport) -> Diagnostic {
        switch list {
        case .project: report.projectFindings[index]
        case .step(let step): report.steps[step].findings[index]
        case .lint: report.lint[index]
        }
    }

    func step(in report: ModelReport) -> ReportedStep? {
        if case .step(let step) = list { return report.steps[step] }
        return nil
    }
}

extension ModelReport {
    /// The position of every finding of the report, the `model`-th of its check.
    func findingPositions(model: Int) -> [FindingPosition] {
        projectFindings.indices.map { FindingPosition(model: model, list: .project, index: $0) }
            + steps.indices.flatMap { step in
                steps[step].findings.indices.map { FindingPosition(model: model, list: .step(step), index: $0) }
            }
            + lint.indices.map { FindingPosition(model: model, list: .lint, index: $0) }
    }

    /// The report with the findings at `positions` (positions of this report) exempt from failing the run.
    mutating func exempt(_ positions: Set<FindingPosition>, as exemption: Exemption) {
        for position in positions {
            switch position.list {
            case .project: projectFindings[position.index].exemption = exemption
            case .step(let step): steps[step].findings[position.index].exemption = exemption
            case .lint: lint[position.index].exemption = exemption
            }
        }
    }

    /// The report without the findings at `positions` (positions of this report).
    mutating func remove(_ positions: Set<FindingPosition>) {
        let removed = Dictionary(grouping: positions, by: \.list).mapValues { Set($0.map(\.index)) }
        func kept(_ list: FindingPosition.List, _ findings: [Diagnostic]) -> [Diagnostic] {
            let gone = removed[list] ?? []
            return findings.indices.filter { !gone.contains($0) }.map { findings[$0] }
        }
        projectFindings = kept(.project, projectFindings)
        for step in steps.indices { steps[step].findings = kept(.step(step), steps[step].findings) }
        lint = kept(.lint, lint)
    }
}
