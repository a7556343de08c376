import Foundation
import MapwrightAnalysis
import MapwrightDiagnostics
import MapwrightGenerate
import MapwrightModel

/// Findings about the project rather than a step: the readers' warnings, the version list (MW450–MW452),
/// released versions held to their lock (MW420–MW422) and generated files that are missing or stale
/// (MW401, MW402). All use the run's analysis.
struct ProjectFindings {
    /// The pipeline whose report this is: its settings, and its one entry into generation.
    var pipeline: Pipeline
    /// The settings in force.
    var configuration: ProjectConfiguration { pipeline.configuration }
    /// The folder relative paths are taken from.
    var workingDirectory: String { pipeline.workingDirectory }

    /// The lock and generated-file findings of `model`; `claimed` as in ``generatedFileFindings(_:claimed:)``.
    func findings(for model: AnalyzedModel, claimed: inout [String: (model: String, file: GeneratedFile)])
        -> [Diagnostic]
    {
        let history = model.history
        var order: [Diagnostic] = []
        // Git's order is checked against an order another source gave (the app's code); one git gave agrees.
        let times = model.loaded.picture?.addedTimes
        if let picture = model.loaded.picture, case .code = picture.order.source, let times {
            order += historyOrderFindings(history, addedTimes: times, orderSource: picture.order.source)
        }
        return notBuiltFindings(model) + contradictionFindings(model)
            + model.loaded.inputWarnings.map { projectFinding($0, model: history.name) }
            + order + unreadableVersionFindings(history, readErrors: model.loaded.readErrors)
            + currentVersionFindings(history, addedTimes: times)
            + listedLastFindings(history, listedLast: model.loaded.picture?.listedLast)
            + lockFindings(model) + generatedFileFindings(model, claimed: &claimed)
            + SwiftDataSteps.planFindings(model)
    }

    /// MW470 when no target builds the model and no code loads it, with the build files that say so.
    func notBuiltFindings(_ model: AnalyzedModel) -> [Diagnostic] {
        guard let built = model.loaded.picture?.built, !built.value else { return [] }
        let name = model.history.name
        let loads =
            model.loaded.picture?.namesakeLoads.first.map {
                "the code that loads `\(name)` (\($0)) loads a bundle of that name a target builds"
            } ?? "no code loads a model named `\(name)`"
        let why =
            if case .configuration = built.source { "\(built.source) says so" } else {
                "no target of \(built.source) builds \(model.loaded.path), and \(loads)"
            }
        return [
            Diagnostic(
                ProjectPictureRules.notBuilt, "\(name): not built: \(why); its steps are history",
                entity: name, location: nil)
        ]
    }

    /// MW471 for each contradiction between the sources of the model's facts, said once with both places.
    func contradictionFindings(_ model: AnalyzedModel) -> [Diagnostic] {
        pipeline.contradictions(of: model.loaded, hashes: model.analysis.hashes).map {
            Diagnostic(
                ProjectPictureRules.sourcesContradict, "\(model.history.name): \($0.text)", entity: model.history.name,
                location: $0.location)
        }
    }

    /// A reader's, the validator's or the generator's diagnostic as a finding about the model: its
    /// message prefixed with the model's name (and followed by `suffix`), with its rule's reason and fix.
    func projectFinding(_ diagnostic: Diagnostic, model: String, suffix: String = "") -> Diagnostic {
        let rule = RuleRegistry.rule(diagnostic.code)
        var finding = diagnostic
        finding.message = "\(model): \(diagnostic.message)\(suffix)"
        finding.entity = model
        finding.reason = rule?.why ?? diagnostic.message
        finding.hint = diagnostic.hint ?? rule?.fix
        return finding
    }

    /// MW450 for every version that could not be read, naming the steps left out because of it, at the
    /// version's first read error (code scanning needs a line) and quoting it.
    func unreadableVersionFindings(_ history: ModelHistory, readErrors: [Diagnostic] = []) -> [Diagnostic] {
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
            let error = readErrors.first { $0.location.map { Self.file($0.file, isOf: name) } ?? false }
            let cause = error.map { " (first error: \($0.message) [\($0.code)])" } ?? ""
            return Diagnostic(
                VersionListRules.versionUnreadable,
                "\(history.name): version `\(name)` cannot be read\(left)\(cause)",
                entity: history.name, location: error?.location
            )
        }
    }

    /// True when `path` is version `name`'s file: `name.yaml`, or a file inside `name.xcdatamodel`.
    static func file(_ path: String, isOf name: String) -> Bool {
        let components = path.split(separator: "/")
        return components.contains { $0 == "\(name).xcdatamodel" }
            || [".yaml", ".yml"].contains { components.last.map(String.init) == name + $0 }
    }

    /// MW452 when the order in use puts a version before one that was added to version control earlier.
    func historyOrderFindings(_ history: ModelHistory, addedTimes: [String: Int], orderSource: FactSource)
        -> [Diagnostic]
    {
        guard
            let (first, second) = VersionHistoryOrder.disagreement(
                order: history.allVersionNames, addedTimes: addedTimes)
        else {
            return []
        }
        return [
            Diagnostic(
                VersionListRules.orderDisagreesWithHistory,
                "\(history.name): `\(first)` comes before `\(second)` in the version order of \(orderSource), but `\(second)` was added to git first",
                entity: history.name, location: history.version(named: first)?.anchor.location
            )
        ]
    }

    /// MW451 when the current version is not the last one of the version order, unless git says every
    /// version after it was added before it: then the order is wrong, not the current version (MW452).
    func currentVersionFindings(_ history: ModelHistory, addedTimes: [String: Int]?) -> [Diagnostic] {
        let order = history.allVersionNames
        guard let newest = order.last, newest != history.currentVersionName else { return [] }
        if let addedTimes, let current = addedTimes[history.currentVersionName],
            let index = order.firstIndex(of: history.currentVersionName),
            order[(index + 1)...].allSatisfy({ (addedTimes[$0] ?? Int.max) < current })
        {
            return []
        }
        return [
            Diagnostic(
                VersionListRules.currentNotNewest,
                "\(history.name): the current version is `\(history.currentVersionName)`, but `\(newest)` is newer; "
                    + "the versions after the current one are not part of the shipped history, and their steps are reported as history",
                entity: history.name, location: history.currentVersionLocation
            )
        ]
    }

    /// MW451 when the app's code lists another version after the current one: the current version is still
    /// the last (the app builds its stores with it), and both places are said.
    func listedLastFindings(_ history: ModelHistory, listedLast: Fact<String>?) -> [Diagnostic] {
        guard let listedLast else { return [] }
        let named = history.currentVersionLocation.map { " (\($0.file))" } ?? ""
        return [
            Diagnostic(
                VersionListRules.currentNotNewest,
                "\(history.name): the current version is `\(history.currentVersionName)`\(named), but \(listedLast.source) lists `\(listedLast.value)` last; "
                    + "the current version is taken as the newest",
                entity: history.name, location: history.currentVersionLocation
            )
        ]
    }

    /// MW420/MW421 for every locked version that changed or went missing; MW422 when the lock cannot be
    /// read. Nothing when the model has no lock.
    func lockFindings(_ model: AnalyzedModel) -> [Diagnostic] {
        let history = model.history
        let lockPath = ModelLock.path(forModelAt: model.loaded.path, workingDirectory: workingDirectory)
        let absolute = PathText.absolute(lockPath, from: workingDirectory)
        guard let data = FileManager.default.contents(atPath: absolute) else { return [] }
        let location = SourceLocation(file: lockPath, line: 1, column: 1)
        do throws(LockError) {
            var lock = try ModelLock.decode(data, path: lockPath)
            // A version that could not be read is reported as such (MW450), not as removed from the model.
            lock.versions.removeAll { history.unreadableVersionNames.contains($0.name) }
            guard lock.model == history.name else {
                return [
                    Diagnostic(
                        ProjectRules.lockFileInvalid,
                        "\(lockPath) locks the model `\(lock.model)`, not `\(history.name)`",
                        entity: history.name, location: location
                    )
                ]
            }
            return LockVerifier.verify(
                history, hashes: model.analysis.hashes, against: lock, lockPath: lockPath,
                lockText: String(decoding: data, as: UTF8.self))
        } catch {
            return [Diagnostic(ProjectRules.lockFileInvalid, error.message, entity: history.name, location: location)]
        }
    }

    /// The `mapwright generate --check` findings (MW401 missing, MW402 stale, and whatever stops generation)
    /// when an `output` folder is configured. Nothing while a version cannot be read: the files of the
    /// steps touching it cannot be checked (MW450). `claimed` holds the files the models checked before
    /// generate there, by relative path: one this model would generate differently is MW200, as
    /// `generate` refuses it; this model's files are added to it.
    func generatedFileFindings(
        _ model: AnalyzedModel, claimed: inout [String: (model: String, file: GeneratedFile)]
    ) -> [Diagnostic] {
        guard let output = configuration.output, model.history.unreadableVersionNames.isEmpty else { return [] }
        let diagnostics = CollectingDiagnosticCollector()
        var request = GenerateRequest(
            output: PathText.absolute(output, from: workingDirectory),
            templatesDirectory: configuration.templates.map { PathText.absolute($0, from: workingDirectory) },
            checkOnly: true,
            modelDirectory: configuration.recordedModelFolder(
                forModelAt: model.history.origin, workingDirectory: workingDirectory),
            staged: configuration.staged ?? false)
        request.claimed = claimed
        if let result = pipeline.artifacts(model, request: request, diagnostics: diagnostics) {
            for file in result.files where claimed[file.relativePath] == nil {
                claimed[file.relativePath] = (model.history.name, file)
            }
        }
        let command = GenerateCommandLine.command(
            model: model.loaded.path, output: output, templates: configuration.templates,
            staged: configuration.staged ?? false)
        let fixedByGenerating = [GenerationRules.generatedFileMissing.code, GenerationRules.generatedFileStale.code]
        return diagnostics.diagnostics.filter { $0.severity > .note }.map {
            var finding = projectFinding($0, model: model.history.name, suffix: " in \(output)")
            if fixedByGenerating.contains(finding.code) { finding.hint = "run `\(command)` and commit the files" }
            return finding
        }
    }
}
