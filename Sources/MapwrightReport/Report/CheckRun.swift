import Foundation
import MapwrightAnalysis
import MapwrightGenerate
import MapwrightModel

/// What `mapwright check` does with one loaded model: classify every step, hold released versions to
/// the lock, look for stale generated files, then apply the configuration and suppression comments.
public struct CheckRun {
    /// The settings in force (file and flags merged).
    public var configuration: ProjectConfiguration
    /// The folder relative paths are taken from.
    public var workingDirectory: String

    public init(configuration: ProjectConfiguration, workingDirectory: String = FileManager.default.currentDirectoryPath) {
        self.configuration = configuration
        self.workingDirectory = workingDirectory
    }

    /// The report for the model at `modelPath`, already loaded as `history`, in the version order
    /// `versions:` of the configuration gives for it, if any. `inputWarnings`, the readers' and the
    /// validator's warnings and notes, are reported with the project findings, configurable as they are.
    public func report(for history: ModelHistory, modelPath: String, inputWarnings: [Diagnostic] = []) -> ModelReport {
        var history = history
        var orderFindings: [Finding] = []
        let configuredOrder = configuration.versionOrder(forModelAt: modelPath, workingDirectory: workingDirectory)
        if configuredOrder == nil, history.allVersionNames.count > 1, let times = VersionHistoryOrder.addedTimes(of: history) {
            orderFindings += historyOrderFindings(history, addedTimes: times)
        }
        if let order = configuredOrder {
            if let ordered = history.ordered(by: order) {
                history = ordered
            } else {
                orderFindings.append(Finding(
                    ProjectRules.configInvalidValue,
                    "`versions` for \(modelPath) must list every version of \(history.name) once: "
                        + history.allVersionNames.map { "`\($0)`" }.joined(separator: ", "),
                    entity: history.name, location: configuration.file.map { SourceLocation(file: $0, line: 1, column: 1) }
                ))
            }
        }
        let analysis = MigrationAnalyzer.analyze(history)
        let project = inputWarnings.map { inputFinding($0, model: history.name) } + orderFindings
            + unreadableVersionFindings(history) + currentVersionFindings(history)
            + lockFindings(history, modelPath: modelPath) + generatedFileFindings(history)
        return ReportBuilder(configuration: configuration, workingDirectory: workingDirectory)
            .report(for: history, analysis: analysis, projectFindings: project)
    }

    /// A reader's or the validator's warning as a finding, with its rule's reason and fix.
    public func inputFinding(_ diagnostic: Diagnostic, model: String) -> Finding {
        let rule = DocumentedRules.rule(diagnostic.code)
        return Finding(
            code: diagnostic.code, severity: diagnostic.severity, message: "\(model): \(diagnostic.message)", entity: model,
            location: diagnostic.location, reason: rule?.why ?? diagnostic.message, fix: diagnostic.hint ?? rule?.fix
        )
    }

    /// MW450 for every version that could not be read, naming the steps left out because of it.
    public func unreadableVersionFindings(_ history: ModelHistory) -> [Finding] {
        let order = history.allVersionNames
        return history.unreadableVersionNames.map { name in
            let index = order.firstIndex(of: name) ?? 0
            var steps: [String] = []
            if index > 0 { steps.append("\(order[index - 1]) → \(name)") }
            if index + 1 < order.count { steps.append("\(name) → \(order[index + 1])") }
            if name == history.currentVersionName {
                if index > 1 { steps.append("every older version → \(name)") }
            } else if let current = order.firstIndex(of: history.currentVersionName), index < current - 1 {
                steps.append("\(name) → \(history.currentVersionName)")
            }
            let left = steps.isEmpty ? "" : ": " + steps.joined(separator: ", ") + " not analysed"
            return Finding(
                VersionListRules.versionUnreadable, "\(history.name): version `\(name)` cannot be read\(left)",
                entity: history.name, location: nil
            )
        }
    }

    /// MW452 when the order in use puts a version before one that was added to version control earlier.
    public func historyOrderFindings(_ history: ModelHistory, addedTimes: [String: Int]) -> [Finding] {
        guard let (first, second) = VersionHistoryOrder.disagreement(order: history.allVersionNames, addedTimes: addedTimes) else {
            return []
        }
        return [Finding(
            VersionListRules.orderDisagreesWithHistory,
            "\(history.name): `\(first)` comes before `\(second)` in the version order, but `\(second)` was added to git first",
            entity: history.name, location: history.version(named: first)?.anchor.location
        )]
    }

    /// MW451 when the current version is not the last one of the version order.
    public func currentVersionFindings(_ history: ModelHistory) -> [Finding] {
        let order = history.allVersionNames
        guard let newest = order.last, newest != history.currentVersionName else { return [] }
        return [Finding(
            VersionListRules.currentNotNewest,
            "\(history.name): the current version is `\(history.currentVersionName)`, but `\(newest)` is newer",
            entity: history.name, location: history.currentVersionLocation
        )]
    }

    /// MW420/MW421 for every locked version that changed or went missing; MW422 when the lock cannot be
    /// read. Nothing when the model has no lock.
    public func lockFindings(_ history: ModelHistory, modelPath: String) -> [Finding] {
        let lockPath = ModelLock.path(forModelAt: modelPath, workingDirectory: workingDirectory)
        guard FileManager.default.fileExists(atPath: PathText.absolute(lockPath, from: workingDirectory)) else { return [] }
        let absolute = PathText.absolute(lockPath, from: workingDirectory)
        do {
            var lock = try ModelLock.read(at: absolute)
            // A version that could not be read is reported as such (MW450), not as removed from the model.
            lock.versions.removeAll { history.unreadableVersionNames.contains($0.name) }
            guard lock.model == history.name else {
                return [Finding(
                    ProjectRules.lockFileInvalid, "\(lockPath) locks the model `\(lock.model)`, not `\(history.name)`",
                    entity: history.name, location: SourceLocation(file: lockPath, line: 1, column: 1)
                )]
            }
            let text = FileManager.default.contents(atPath: absolute).map { String(decoding: $0, as: UTF8.self) }
            return LockVerifier.verify(history, against: lock, lockPath: lockPath, lockText: text)
        } catch let error as LockError {
            return [Finding(
                ProjectRules.lockFileInvalid, error.message.replacingOccurrences(of: absolute, with: lockPath),
                entity: history.name, location: SourceLocation(file: lockPath, line: 1, column: 1)
            )]
        } catch {
            return []
        }
    }

    /// The `mapwright generate --check` findings (MW401 missing, MW402 stale, and whatever stops generation)
    /// when an `output` folder is configured.
    /// Nothing while a version cannot be read: the files of the steps touching it cannot be checked (MW450).
    public func generatedFileFindings(_ history: ModelHistory) -> [Finding] {
        guard let output = configuration.output, history.unreadableVersionNames.isEmpty else { return [] }
        let diagnostics = DiagnosticsCollector()
        let request = GenerateRequest(output: PathText.absolute(output, from: workingDirectory), templatesDirectory: configuration.templates.map {
            PathText.absolute($0, from: workingDirectory)
        }, checkOnly: true)
        _ = GenerateRun.run(history, request: request, diagnostics: diagnostics)
        return diagnostics.diagnostics.filter { $0.severity > .note }.map { diagnostic in
            let rule = DocumentedRules.rule(diagnostic.code)
            return Finding(
                code: diagnostic.code, severity: diagnostic.severity, message: "\(history.name): \(diagnostic.message) in \(output)",
                entity: history.name, location: diagnostic.location, reason: rule?.why ?? diagnostic.message,
                fix: diagnostic.hint ?? rule?.fix
            )
        }
    }
}

extension CheckReport {
    /// True when `mapwright check` must exit 1: an unsuppressed finding or step reaches `threshold`, or an
    /// unsuppressed project finding (lock, stale generated file) is an error, whatever the threshold.
    public func fails(at threshold: FailureThreshold) -> Bool {
        let findings = models.flatMap(\.uniqueFindings).filter { !$0.isSuppressed }.map(\.finding)
        let projectErrors = models.flatMap(\.projectFindings).contains { !$0.isSuppressed && $0.finding.severity == .error }
        if projectErrors { return true }
        switch threshold {
        case .error: return findings.contains { $0.severity >= .error }
        case .warning: return findings.contains { $0.severity >= .warning }
        case .lightweight: return models.contains { $0.migration >= .lightweight }
        case .heavy: return models.contains { $0.migration >= .heavy }
        }
    }
}
