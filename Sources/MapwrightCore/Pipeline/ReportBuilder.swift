import Foundation
import MapwrightAnalysis
import MapwrightDiagnostics
import MapwrightModel
import MapwrightReportModel

/// The report stage: turns an analysis into a ``ModelReport``, applying the configuration (rules turned off
/// or re-graded, ignored paths) and the `# mapwright:ignore` comments collected when the model was loaded.
package struct ReportBuilder {
    /// The settings in force.
    package var configuration: ProjectConfiguration
    /// The folder relative paths in findings are taken from.
    package var workingDirectory: String
    private let comments: SuppressionComments
    /// The `ignore` patterns as absolute paths, made once (each resolves symbolic links on disk).
    private let ignorePatterns: [String]
    /// Whether each file findings point into is ignored, decided once per file: a long history's thousands
    /// of findings share a few hundred files.
    private let ignoredFiles = IgnoredFileMemo()

    package init(
        configuration: ProjectConfiguration, workingDirectory: String = FileManager.default.currentDirectoryPath,
        comments: SuppressionComments = SuppressionComments()
    ) {
        self.configuration = configuration
        self.workingDirectory = workingDirectory
        self.comments = comments
        ignorePatterns = (configuration.ignore ?? []).map { PathText.absolute($0, from: workingDirectory) }
    }

    /// The report for one model: its analysis judged on the paths a store takes (`paths`), plus project
    /// findings (lock, stale files) made elsewhere. A model no target builds (`isBuilt` false) is taken by
    /// no store: everything it holds is history.
    package func report(
        for history: ModelHistory, analysis: HistoryAnalysis, projectFindings: [Diagnostic] = [],
        paths: MigrationPaths = .assumedDefault, released: Set<String> = [], isBuilt: Bool = true
    ) -> ModelReport {
        let model = history.name
        let isReleased = { (step: StepAnalysis) in
            [step.from, step.to].allSatisfy { analysis.hashes.versionChecksum(of: $0).map(released.contains) ?? false }
        }
        let steps =
            analysis.adjacentSteps.map {
                step(
                    $0, isDirect: false, model: model, current: history.currentVersionName, paths: paths,
                    isReleased: isReleased($0), isBuilt: isBuilt)
            }
            + analysis.toCurrentSteps.map {
                step(
                    $0, isDirect: true, model: model, current: history.currentVersionName, paths: paths,
                    isReleased: isReleased($0), isBuilt: isBuilt)
            }
        let unbuilt = { (finding: Diagnostic) -> Diagnostic in
            var finding = finding
            if !isBuilt { finding.exemption = .history }
            return finding
        }
        let project = (projectFindings + unknownSuppressedCodes(in: history)).map(unbuilt).compactMap {
            apply($0, model: model, step: nil)
        }
        var report = ModelReport(
            model: model, current: history.currentVersionName, origin: history.origin, steps: steps,
            lint: analysis.lint.compactMap { apply(unbuilt(Diagnostic($0)), model: model, step: nil) },
            projectFindings: project
        )
        report.projectFindings += unmatchedSuppressions(in: report).compactMap(apply)
        report.paths = paths
        report.history = history
        for version in history.versions {
            report.versionChecksums[version.name] = analysis.hashes.versionChecksum(of: version.name)
        }
        return report
    }

    /// The step as reported: a finding resting on an assumed migration style is at most a warning; on a
    /// step no store takes, a finding is history (reported, never failing) unless a direct step a store
    /// takes repeats it; on a step between two released (locked) versions, it informs.
    private func step(
        _ analysis: StepAnalysis, isDirect: Bool, model: String, current: String, paths: MigrationPaths,
        isReleased: Bool, isBuilt: Bool
    ) -> ReportedStep {
        let title = "\(analysis.from) → \(analysis.to)"
        let isTaken = isBuilt && paths.takes(analysis, isDirect: isDirect, current: current)
        let findings = analysis.findings.map { finding in
            var finding = Diagnostic(finding)
            if finding.evidence == .assumption {
                // The project's code or configuration says how the app migrates: the finding rests on it.
                if !paths.isAssumed {
                    finding.evidence = .projectCode
                } else if finding.severity == .error {
                    finding.severity = .warning
                }
            }
            let repeatedByTakenStep = isBuilt && paths.style == .automatic && !finding.directSources.isEmpty
            if !isTaken, !repeatedByTakenStep {
                finding.exemption = .history
            } else if isReleased {
                finding.exemption = .released
            }
            return finding
        }
        return ReportedStep(
            analysis: analysis, isDirect: isDirect,
            findings: findings.compactMap { apply($0, model: model, step: title) },
            isTaken: isTaken)
    }

    /// The finding as configured and suppressed, or nil when its rule is off or its file ignored.
    package func apply(_ finding: Diagnostic) -> Diagnostic? {
        var finding = finding
        switch configuration.rules[finding.code] {
        case .off: return nil
        case .severity(let severity): finding.severity = severity
        case nil: break
        }
        if let file = finding.location?.file, isIgnored(file) { return nil }
        return finding.suppressed(by: comments.suppression(of: finding.code, at: finding.location))
    }

    /// True when `path` matches one of the `ignore` patterns (a glob, or a folder holding the path).
    package func isIgnored(_ path: String) -> Bool {
        guard !ignorePatterns.isEmpty else { return false }
        if let known = ignoredFiles.isIgnored[path] { return known }
        let absolute = PathText.absolute(path, from: workingDirectory)
        let ignored = ignorePatterns.contains { pattern in
            fnmatch(pattern, absolute, 0) == 0 || absolute.hasPrefix(pattern + "/")
        }
        ignoredFiles.isIgnored[path] = ignored
        return ignored
    }

    /// A warning for every suppression comment in the history's files that names a code Mapwright never reports.
    func unknownSuppressedCodes(in history: ModelHistory) -> [Diagnostic] {
        let known = Set(RuleRegistry.all.map(\.code))
        var files: [String] = []
        for file in history.versions.compactMap(\.anchor.location?.file) where !files.contains(file) {
            files.append(file)
        }
        return files.flatMap { file in
            comments.comments(in: file).flatMap { comment in
                comment.codes.filter { !known.contains($0) }.map { code in
                    Diagnostic(
                        ProjectRules.unknownSuppressedCode,
                        "`# \(Suppression.marker) \(code)`: \(code) is not a Mapwright code",
                        entity: history.name, location: comment.location
                    )
                }
            }
        }
    }
}

/// The files ``ReportBuilder/isIgnored(_:)`` has decided, by the path findings give.
private final class IgnoredFileMemo {
    var isIgnored: [String: Bool] = [:]
}
