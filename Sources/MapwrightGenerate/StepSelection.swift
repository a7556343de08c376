import MapwrightAnalysis
import MapwrightDiagnostics
import MapwrightModel

/// Which steps of a model history get a mapping model.
package enum StepSelection: Hashable, Sendable {
    /// Every adjacent step that needs one: Core Data cannot infer it, or a custom policy was requested.
    case needed
    /// Every step a store takes when the app migrates automatically (each older version straight to the
    /// current one) that needs one: the direct pairs the findings ask for, for an app whose code says so.
    case neededDirect
    /// Every adjacent step (`--all-steps`).
    case all
    /// The steps named with `--step FROM:TO`, any two versions of the history.
    case named([StepName])
}

/// A step named on the command line: `FROM:TO`, two version names.
package struct StepName: Hashable, Sendable {
    package var from: String
    package var to: String

    package init(from: String, to: String) {
        self.from = from
        self.to = to
    }

    /// Parses `FROM:TO`; nil unless it holds exactly one colon with a name on each side.
    package init?(parsing text: String) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else { return nil }
        self.init(from: String(parts[0]), to: String(parts[1]))
    }
}

/// Builds the mapping models for the selected steps of an analysed history, from the analysis: a step the
/// analysis holds is never analysed again.
package enum MappingGenerator {
    /// The mapping models for `selection`, oldest step first. Emits MW201 for a named step whose
    /// versions are not in the history (and returns nil). A named pair the analysis does not hold (two
    /// versions that are neither adjacent nor older → current) is analysed here, with the run's hashes.
    package static func mappingModels(
        for history: ModelHistory, analysis: HistoryAnalysis, selection: StepSelection, modelDirectory: String = "",
        diagnostics: any DiagnosticCollector
    ) -> [MappingModel]? {
        let build = { (step: StepAnalysis) in
            MappingModelBuilder.build(modelName: history.name, step: step, modelDirectory: modelDirectory)
        }
        switch selection {
        case .all:
            return analysis.adjacentSteps.map(build)
        case .needed:
            // Heavy, or a custom policy requested (StepAnalysis.requiresMappingModel).
            return analysis.adjacentSteps.filter(\.requiresMappingModel).map(build)
        case .neededDirect:
            // The direct steps, then the last adjacent one (also a step from an older version to the current).
            let taken =
                analysis.toCurrentSteps
                + analysis.adjacentSteps.filter { $0.to == history.currentVersionName }
            return taken.filter(\.requiresMappingModel).map(build)
        case .named(let steps):
            var models: [MappingModel] = []
            var valid = true
            for step in steps {
                guard let from = history.version(named: step.from), let to = history.version(named: step.to) else {
                    let known = history.versions.map { "'\($0.name)'" }.joined(separator: ", ")
                    let missing = history.version(named: step.from) == nil ? step.from : step.to
                    diagnostics.emit(
                        GenerationRules.unknownStepVersion,
                        "--step \(step.from):\(step.to): '\(missing)' is not a version of \(history.name)",
                        at: nil, hint: "versions: \(known)")
                    valid = false
                    continue
                }
                let analysed =
                    analysis.step(from: from.name, to: to.name)
                    ?? MigrationAnalyzer.analyze(from: from, to: to, hashes: analysis.hashes)
                models.append(build(analysed))
            }
            return valid ? models : nil
        }
    }

    /// Every file for `models`, in order. Throws ``GenerationError`` when a stub does not render.
    package static func files(for models: [MappingModel], renderer: PolicyStubRenderer, history: ModelHistory? = nil)
        throws -> [GeneratedFile]
    {
        try models.flatMap { model in
            try MappingFiles.files(
                for: model, renderer: renderer, destination: history?.version(named: model.destinationVersion))
        }
    }
}
