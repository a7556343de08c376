import MapwrightDiagnostics
import MapwrightGenerate
import MapwrightSwiftData

/// One `mapwright generate` run beyond the settings (which the pipeline holds, flags applied): the steps to
/// generate and how.
package struct GenerateModelsRequest: Sendable {
    /// The folder to write into.
    package var output: String
    /// The steps asked for: every needed one, every adjacent one, or the named ones.
    package var selection: StepSelection
    /// `--check`: write nothing, list what is missing, stale or no longer needed.
    package var checkOnly = false
    /// `--prune`: delete generated files no step needs any more, unless they were edited.
    package var prune = false
    /// `--staged`: also the staged-migration file.
    package var staged = false
    /// `--include-shipped`: also the steps the project serves with an `.xcmappingmodel` of its own.
    package var includeShipped = false
    /// `--swiftdata`: SwiftData sources instead, for these oldest systems (empty: from the project).
    package var swiftData: [SwiftDataTarget]?

    package init(output: String, selection: StepSelection) {
        self.output = output
        self.selection = selection
    }
}

/// The generate stage end to end for every model of a run: load → analysis → artifacts per model, the files
/// one model claims kept from the next, then the problems of generation.
package enum GenerateModelsRun {
    /// Why a run ends with exit status 2, or reaches its threshold.
    package enum Outcome: Equatable, Sendable {
        case passed
        /// `--check` found a file missing, stale or no longer needed.
        case thresholdReached
        /// A model could not be read, or a write failed.
        case invalid
    }

    /// Generates for each model at `paths` with `pipeline`. `loaded` gets each model's reading problems as
    /// it is read; `line` each line for standard output (what was written or checked); `finished` the
    /// problems of generation, at the end. Stops at a model that cannot be read (`invalid`).
    package static func run(
        _ request: GenerateModelsRequest, paths: [String], pipeline: Pipeline, loaded: ([Diagnostic]) -> Void,
        line: (String) -> Void, finished: ([Diagnostic]) -> Void
    ) -> Outcome {
        let settings = pipeline.configuration
        var failed = false
        var claimed: [String: (model: String, file: GeneratedFile)] = [:]
        for path in paths {
            let model = pipeline.load(path, reading: loaded)
            guard let model else { return .invalid }
            let analyzed = pipeline.analyze(model)
            var generate = GenerateRequest(
                output: request.output, selection: request.selection, templatesDirectory: settings.templates,
                checkOnly: request.checkOnly,
                modelDirectory: settings.recordedModelFolder(
                    forModelAt: path, workingDirectory: pipeline.workingDirectory),
                staged: request.staged || settings.staged == true, prune: request.prune)
            generate.includeShipped = request.includeShipped
            generate.claimed = claimed
            if let targets = request.swiftData {
                let target =
                    targets.isEmpty
                    ? nil
                    : SwiftDataTarget(
                        minimumVersions: targets.reduce(into: [:]) { $0.merge($1.minimumVersions) { min($0, $1) } })
                generate.sources = pipeline.swiftDataSources(analyzed, target: target)
            }
            guard let result = pipeline.artifacts(analyzed, request: generate) else {
                failed = true
                continue
            }
            for file in result.files where claimed[file.relativePath] == nil {
                claimed[file.relativePath] = (analyzed.history.name, file)
            }
            if result.mappingModels.isEmpty, request.swiftData == nil {
                line("no step of \(analyzed.history.name) needs a mapping model")
            }
            for outcome in result.outcomes {
                line("\(verb(outcome.action)) \(outcome.relativePath)")
            }
        }
        finished(pipeline.diagnostics.diagnostics)
        if failed { return .invalid }
        guard pipeline.diagnostics.hasErrors else { return .passed }
        // Missing, stale or orphan files under --check reach the threshold; a failed write is invalid input.
        return request.checkOnly ? .thresholdReached : .invalid
    }

    /// What happened to a generated file, as `generate` prints it before the file's path.
    static func verb(_ action: FileOutcome.Action) -> String {
        switch action {
        case .wrote: "wrote"
        case .unchanged: "unchanged"
        case .keptEdited: "kept (edited)"
        case .missing: "missing"
        case .stale: "stale"
        case .orphan: "orphan"
        case .pruned: "deleted (orphan)"
        case .keptOrphan: "kept orphan (edited)"
        }
    }
}
