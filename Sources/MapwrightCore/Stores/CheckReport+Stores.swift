import MapwrightDiagnostics
import MapwrightModel
import MapwrightReportModel
import MapwrightStore

extension Pipeline {
    /// `check --stores`: `report` with every store of `storePaths` checked against the models at `modelPaths`,
    /// each store's findings among its model's project findings (so that every reporter shows them, and the
    /// baseline applies to them) and its summary in the model's ``ModelReport/stores``. A store that cannot be
    /// read is an error (MW191) of the first model. The project's rule settings apply to every store finding.
    package func addingStores(_ storePaths: [String], to report: CheckReport, modelPaths: [String]) -> CheckReport {
        guard !storePaths.isEmpty, !report.models.isEmpty else { return report }
        var report = report
        for checked in checkStores(storePaths, modelPaths: modelPaths) {
            let index = report.models.firstIndex { $0.model == checked.report?.model } ?? 0
            let found = diagnostics(of: checked, model: report.models[index].model)
            report.models[index].projectFindings += found
            let counted = found.filter { !$0.isSuppressed }
            report.models[index].stores.append(
                CheckedStoreSummary(
                    path: checked.path, versions: checked.report?.identification.versions ?? [],
                    outcome: checked.report?.opening ?? "cannot be read: \(checked.failure ?? "")",
                    errors: counted.filter { $0.severity == .error }.count,
                    warnings: counted.filter { $0.severity == .warning }.count,
                    notes: counted.filter { $0.severity == .note }.count))
        }
        return withoutUsedSuppressionWarnings(report)
    }

    /// A checked store's findings (already configured) as diagnostics of `model`, located at the model's line
    /// (the store is binary).
    func diagnostics(of checked: CheckedStore, model: String) -> [Diagnostic] {
        let store = "store \(checked.path)"
        let storeLine = SourceLocation(file: checked.path, line: 1, column: 1)
        guard let report = checked.report else {
            var unreadable = Diagnostic(
                StoreRules.unreadable, "\(store) cannot be read: \(checked.failure ?? "unknown")", at: storeLine)
            unreadable.entity = model
            let builder = ReportBuilder(configuration: configuration, workingDirectory: workingDirectory)
            return builder.apply(unreadable, model: model, step: nil).map { [$0] } ?? []
        }
        let location = checked.modelLocation ?? storeLine
        return report.findings.map { finding in
            let keys =
                finding.samplePrimaryKeys.isEmpty
                ? ""
                : " (Z_PK \(finding.samplePrimaryKeys.map(String.init).joined(separator: ", "))"
                    + (finding.affected > finding.samplePrimaryKeys.count ? ", …)" : ")")
            let step = finding.step.isEmpty ? "" : ", step \(finding.step)"
            var diagnostic = Diagnostic(
                finding.rule, "\(store)\(step): \(finding.message)\(keys)", at: finding.location ?? location,
                hint: finding.severity == .note ? nil : finding.rule.fix)
            diagnostic.severity = finding.severity
            diagnostic.entity = finding.entity.isEmpty ? nil : finding.entity
            diagnostic.property = finding.property
            return diagnostic.suppressed(by: finding.suppression)
        }
    }

    /// `report` without the warnings (MW441) for `suppress:` entries a store finding uses: the models' reports
    /// were made before the stores were checked.
    private func withoutUsedSuppressionWarnings(_ report: CheckReport) -> CheckReport {
        var report = report
        for index in report.models.indices {
            let used = Set(report.models[index].projectFindings.compactMap(\.suppression?.location))
            report.models[index].projectFindings.removeAll {
                $0.code == ProjectRules.unmatchedConfiguredSuppression.code && $0.location.map(used.contains) == true
            }
        }
        return report
    }
}
