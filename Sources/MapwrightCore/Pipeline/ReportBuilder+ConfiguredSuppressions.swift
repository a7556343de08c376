import MapwrightDiagnostics
import MapwrightReportModel

extension ReportBuilder {
    /// The finding as configured and suppressed by a comment or by a `suppress:` entry of `mapwright.yml`
    /// (reported for `model`, in `step` when it belongs to one), or nil when its rule is off or its file ignored.
    func apply(_ finding: Diagnostic, model: String, step: String?) -> Diagnostic? {
        guard let finding = apply(finding) else { return nil }
        guard !finding.isSuppressed,
            let entry = configuration.suppressions.first(where: { $0.matches(finding, model: model, step: step) })
        else { return finding }
        return finding.suppressed(by: entry.suppression)
    }

    /// MW441 for every `suppress:` entry naming the report's model that suppresses none of its findings.
    func unmatchedSuppressions(in report: ModelReport) -> [Diagnostic] {
        let entries = configuration.suppressions.filter { $0.model == report.model }
        // Most runs configure none: the model's findings are not gathered for nothing.
        guard !entries.isEmpty else { return [] }
        let used = Set(report.uniqueFindings.compactMap(\.suppression?.location))
        return entries.filter { !used.contains($0.location) }.map { entry in
            let property = entry.property.map { ".\($0)" } ?? ""
            let step = entry.step.map { " in \($0)" } ?? ""
            return Diagnostic(
                ProjectRules.unmatchedConfiguredSuppression,
                "\(report.model): the `suppress` entry for \(entry.code) on `\(entry.entity)\(property)`\(step) matches no finding",
                entity: report.model, location: entry.location)
        }
    }
}
