import Foundation
import MapwrightAnalysis
import MapwrightGenerate
import MapwrightModel

/// Findings about the project rather than a step: released versions held to their lock (MW420–MW422) and
/// generated files that are missing or stale (MW401, MW402). Both use the run's analysis.
struct ProjectFindings {
    /// The settings in force.
    var configuration: ProjectConfiguration
    /// The folder relative paths are taken from.
    var workingDirectory: String

    /// The lock and generated-file findings of `model`.
    func findings(for model: AnalyzedModel) -> [Finding] {
        lockFindings(model) + generatedFileFindings(model)
    }

    /// MW420/MW421 for every locked version that changed or went missing; MW422 when the lock cannot be
    /// read. Nothing when the model has no lock.
    func lockFindings(_ model: AnalyzedModel) -> [Finding] {
        let history = model.history
        let lockPath = ModelLock.path(forModelAt: model.loaded.path)
        let absolute = PathText.absolute(lockPath, from: workingDirectory)
        guard let data = FileManager.default.contents(atPath: absolute) else { return [] }
        let location = SourceLocation(file: lockPath, line: 1, column: 1)
        do {
            let lock = try ModelLock.decode(data, path: lockPath)
            guard lock.model == history.name else {
                return [Finding(
                    ProjectRules.lockFileInvalid, "\(lockPath) locks the model `\(lock.model)`, not `\(history.name)`",
                    entity: history.name, location: location
                )]
            }
            return LockVerifier.verify(
                history, hashes: model.analysis.hashes, against: lock, lockPath: lockPath,
                lockText: String(decoding: data, as: UTF8.self))
        } catch {
            let message = (error as? LockError)?.message ?? "\(lockPath) cannot be read"
            return [Finding(ProjectRules.lockFileInvalid, message, entity: history.name, location: location)]
        }
    }

    /// The `mapwright generate --check` findings (MW401 missing, MW402 stale, and whatever stops generation)
    /// when an `output` folder is configured.
    func generatedFileFindings(_ model: AnalyzedModel) -> [Finding] {
        guard let output = configuration.output else { return [] }
        let diagnostics = DiagnosticsCollector()
        let request = GenerateRequest(
            output: PathText.absolute(output, from: workingDirectory),
            templatesDirectory: configuration.templates.map { PathText.absolute($0, from: workingDirectory) }, checkOnly: true)
        _ = GenerateRun.run(model.history, analysis: model.analysis, request: request, diagnostics: diagnostics)
        return diagnostics.diagnostics.filter { $0.severity > .note }.map { diagnostic in
            let rule = DocumentedRules.rule(diagnostic.code)
            return Finding(
                code: diagnostic.code, severity: diagnostic.severity,
                message: "\(model.history.name): \(diagnostic.message) in \(output)", entity: model.history.name,
                location: diagnostic.location, reason: rule?.why ?? diagnostic.message, fix: diagnostic.hint ?? rule?.fix
            )
        }
    }
}
