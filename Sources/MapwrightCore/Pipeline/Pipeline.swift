import Foundation
import MapwrightAnalysis
import MapwrightGenerate
import MapwrightModel
import MapwrightReport

/// Mapwright's one pipeline: load → model history → analysis → artifacts → report → render.
///
/// Each stage is a method taking the previous stage's product; every command is this pipeline with a
/// different end (`check` reports, `generate` writes artifacts, `hash` and `lock` stop after the
/// analysis's hashes). Each version is read once and hashed once per run, and a model is analysed once:
/// later stages take the analysis, they never redo it. Problems go to ``diagnostics``.
public struct Pipeline {
    /// The settings in force (file and flags merged).
    public var configuration: ProjectConfiguration
    /// The folder relative paths are taken from.
    public var workingDirectory: String
    /// Where every stage reports problems.
    public let diagnostics: DiagnosticsCollector

    public init(
        configuration: ProjectConfiguration = ProjectConfiguration(baseDirectory: "."),
        workingDirectory: String = FileManager.default.currentDirectoryPath,
        diagnostics: DiagnosticsCollector = DiagnosticsCollector()
    ) {
        self.configuration = configuration
        self.workingDirectory = workingDirectory
        self.diagnostics = diagnostics
    }

    // MARK: Stages

    /// Load: every version of the model at `path` and its suppression comments; nil when it cannot be read.
    public func load(_ path: String) -> LoadedModel? {
        guard let history = ModelLoader.loadHistory(at: path, diagnostics: diagnostics) else { return nil }
        return LoadedModel(path: path, history: history, suppressions: SuppressionComments(collectingFrom: history))
    }

    /// Analysis: hashes, diffs, verdicts and findings of every step, done once.
    public func analyze(_ model: LoadedModel) -> AnalyzedModel {
        AnalyzedModel(loaded: model, analysis: MigrationAnalyzer.analyze(model.history))
    }

    /// Artifacts: mapping models and policy stubs from the analysis, written (or checked) per `request`.
    public func artifacts(_ model: AnalyzedModel, request: GenerateRequest) -> GenerateResult? {
        GenerateRun.run(model.history, analysis: model.analysis, request: request, diagnostics: diagnostics)
    }

    /// Report: the analysis's findings and the project's (lock, stale generated files) after the
    /// configuration and the suppression comments.
    public func report(_ model: AnalyzedModel) -> ModelReport {
        let project = ProjectFindings(configuration: configuration, workingDirectory: workingDirectory)
        return ReportBuilder(configuration: configuration, workingDirectory: workingDirectory, comments: model.loaded.suppressions)
            .report(for: model.history, analysis: model.analysis, projectFindings: project.findings(for: model))
    }

    // MARK: Ends

    /// `check`: load, analyse and report every model in `paths`; nil when one cannot be read.
    public func check(_ paths: [String]) -> CheckReport? {
        var reports: [ModelReport] = []
        for path in paths {
            guard let loaded = load(path) else { return nil }
            reports.append(report(analyze(loaded)))
        }
        return CheckReport(models: reports, rules: DocumentedRules.all)
    }
}
