import MapwrightDiagnostics
import MapwrightModel
import MapwrightReportModel
import MapwrightStore

extension Pipeline {
    /// `check --stores`: `report` with every store of `storePaths` checked against the models at `modelPaths`,
    /// each store's findings among its model's project findings (so that every reporter shows them) and its
    /// summary in the model's ``ModelReport/stores``. A store that cannot be read is an error (MW191) of the
    /// first model.
    package func addingStores(_ storePaths: [String], to report: CheckReport, modelPaths: [String]) -> CheckReport {
        guard !storePaths.isEmpty, !report.models.isEmpty else { return report }
        var report = report
        for checked in checkStores(storePaths, modelPaths: modelPaths) {
            let index = report.models.firstIndex { $0.model == checked.report?.model } ?? 0
            let diagnostics = Self.diagnostics(of: checked)
            report.models[index].projectFindings += diagnostics
            report.models[index].stores.append(
                CheckedStoreSummary(
                    path: checked.path, versions: checked.report?.identification.versions ?? [],
                    outcome: checked.report?.opening ?? "cannot be read: \(checked.failure ?? "")",
                    errors: diagnostics.filter { $0.severity == .error }.count,
                    warnings: diagnostics.filter { $0.severity == .warning }.count,
                    notes: diagnostics.filter { $0.severity == .note }.count))
        }
        return report
    }

    /// A checked store's findings as diagnostics, located at the model's line (the store is binary).
    static func diagnostics(of checked: CheckedStore) -> [Diagnostic] {
        let store = "store \(checked.path)"
        guard let report = checked.report else {
            return [
                Diagnostic(
                    StoreRules.unreadable, "\(store) cannot be read: \(checked.failure ?? "unknown")",
                    at: SourceLocation(file: checked.path, line: 1, column: 1))
            ]
        }
        let location = checked.modelLocation
        var found: [Diagnostic] = []
        if let severity = report.identificationSeverity {
            var diagnostic = Diagnostic(
                StoreRules.versionNotInModel, "\(store): \(report.opening)", at: location,
                hint: StoreRules.versionNotInModel.fix)
            diagnostic.severity = severity
            found.append(diagnostic)
        }
        if !report.layoutMismatches.isEmpty {
            let shown = report.layoutMismatches.prefix(3).joined(separator: "; ")
            found.append(
                Diagnostic(
                    StoreRules.layoutMismatch,
                    "\(store): its layout differs from \(report.layoutModel): \(shown)"
                        + (report.layoutMismatches.count > 3 ? "; and \(report.layoutMismatches.count - 3) more" : ""),
                    at: location))
        }
        for finding in report.findings {
            let keys =
                finding.samplePrimaryKeys.isEmpty
                ? ""
                : " (Z_PK \(finding.samplePrimaryKeys.map(String.init).joined(separator: ", "))"
                    + (finding.affected > finding.samplePrimaryKeys.count ? ", …)" : ")")
            var diagnostic = Diagnostic(
                finding.rule, "\(store), step \(finding.step): \(finding.message)\(keys)",
                at: finding.location ?? location, hint: finding.severity == .note ? nil : finding.rule.fix)
            diagnostic.severity = finding.severity
            diagnostic.entity = finding.entity
            diagnostic.property = finding.property
            found.append(diagnostic)
        }
        return found
    }
}
