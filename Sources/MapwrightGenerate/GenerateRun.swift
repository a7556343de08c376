import Foundation
import MapwrightAnalysis
import MapwrightDiagnostics
import MapwrightModel
import MapwrightSupport

/// One `mapwright generate` run: which steps, where to, with which templates, and whether to only check.
package struct GenerateRequest: Sendable {
    /// The output folder; every file goes below it.
    package var output: String
    package var selection: StepSelection
    /// A folder whose templates replace the built-in ones (`--templates`).
    package var templatesDirectory: String?
    /// `--check`: write nothing, report missing and stale files.
    package var checkOnly: Bool
    /// Prefixed to `<Model>.xcdatamodeld` in the model paths the mapping models record: the bundle's
    /// folder relative to the project root, as Xcode records it.
    package var modelDirectory: String
    /// `--staged`: also write `<Model>StagedMigration.swift` (``StagedMigrationWriter``).
    package var staged: Bool
    /// `--prune`: delete orphans that were never edited (``Orphans``).
    package var prune: Bool
    /// Mapping models written by hand (`.mapping.yaml` beside the versions, docs/mappings.md): each is
    /// written instead of the one the generator would build for its step, and for every step but named
    /// ones it is written even when Core Data could infer the step.
    package var handWritten: [MappingModel] = []
    /// The steps the project already serves with an `.xcmappingmodel` of its own, and its file name: no
    /// mapping model or stub is generated for them (MW211) unless ``includeShipped`` is set.
    package var shipped: [MappingStep: String] = [:]
    /// `--include-shipped`: generate for the steps in ``shipped`` too.
    package var includeShipped = false
    /// Files written instead of mapping models and stubs: the model's versions as SwiftData sources
    /// (`generate --swiftdata`), through the same lock, check, orphans and `--prune`.
    package var sources: [GeneratedFile]?
    /// The files the models before this one in the same run generate into the same output folder, by
    /// relative path, with the model that generates each: one this model would generate differently is
    /// refused (MW200), never written over the other's.
    package var claimed: [String: (model: String, file: GeneratedFile)] = [:]

    package init(
        output: String, selection: StepSelection = .needed, templatesDirectory: String? = nil, checkOnly: Bool = false,
        modelDirectory: String = "", staged: Bool = false, prune: Bool = false
    ) {
        self.output = output
        self.selection = selection
        self.templatesDirectory = templatesDirectory
        self.checkOnly = checkOnly
        self.modelDirectory = modelDirectory
        self.staged = staged
        self.prune = prune
    }
}

/// What a run did: the mapping models it made and what happened to each file.
package struct GenerateResult: Sendable {
    package var mappingModels: [MappingModel]
    package var outcomes: [FileOutcome]
    /// Every file the model generates, for the next model's ``GenerateRequest/claimed``.
    package var files: [GeneratedFile] = []
}

/// The artifacts stage: mapping models and stubs for an analysed history, written or checked.
package enum GenerateRun {
    /// Builds the mapping models and stubs for `request` from `analysis` and writes them (or checks them).
    /// Problems go to `diagnostics`; returns nil when nothing could be generated (an unknown step,
    /// unreadable templates, a stub that does not render, an unsafe path).
    package static func run(
        _ history: ModelHistory, analysis: HistoryAnalysis, request: GenerateRequest,
        diagnostics: any DiagnosticCollector
    ) -> GenerateResult? {
        let models: [MappingModel]
        let files: [GeneratedFile]
        if let sources = request.sources {
            (models, files) = ([], sources)
        } else {
            guard let made = mappingFiles(history, analysis: analysis, request: request, diagnostics: diagnostics)
            else { return nil }
            (models, files) = made
        }
        guard !clashes(files, of: history.name, with: request.claimed, diagnostics: diagnostics) else { return nil }
        let root = URL(fileURLWithPath: request.output)
        let writer = OutputWriter(root: root)
        // One run at a time in an output folder, from reading what is there to the last deletion.
        let lock: OutputLock
        do {
            lock = try OutputLock(root)
        } catch {
            diagnostics.emit(GenerationRules.writeFailed, "\(error); nothing was written", at: nil)
            return nil
        }
        let outcomes =
            request.checkOnly
            ? writer.check(files, diagnostics: diagnostics) : writer.write(files, diagnostics: diagnostics)
        guard let outcomes else { return nil }
        // A `--step` run writes some steps' files only: the other steps' files are not orphans of it.
        var namesSteps = false
        if case .named = request.selection, request.sources == nil { namesSteps = true }
        let orphans = orphanOutcomes(
            namesSteps
                ? []
                : Orphans.find(
                    in: root, modelName: history.name, expected: files, swiftDataSources: request.sources != nil),
            root: root, request: request,
            diagnostics: diagnostics)
        _ = consume lock
        return GenerateResult(mappingModels: models, outcomes: outcomes + orphans, files: files)
    }

    /// MW200 for each file of `model` that another model of the run generates at the same path with other
    /// contents (two models with an entity `Item` and versions numbered alike both name a stub
    /// `Item1ToItem2Policy`): true when there is one, and then nothing of `model` is written.
    private static func clashes(
        _ files: [GeneratedFile], of model: String, with claimed: [String: (model: String, file: GeneratedFile)],
        diagnostics: any DiagnosticCollector
    ) -> Bool {
        var found = false
        for file in files {
            guard let other = claimed[file.relativePath], other.file.contents != file.contents else { continue }
            found = true
            let otherPosition = other.file.origin.map { " (\($0))" } ?? ""
            diagnostics.emit(
                GenerationRules.unsafeOutputPath,
                "\(file.relativePath) would be generated for both \(other.model)\(otherPosition) and \(model), "
                    + "differently, in one output folder; nothing was written for \(model)",
                at: file.origin,
                hint:
                    "generate each model into its own folder (-o), or rename the policy class (migrationPolicy) of one")
        }
        return found
    }

    /// The mapping models `request` asks for, and their files (mapping models, stubs, the staged
    /// migration); nil when they cannot be made.
    private static func mappingFiles(
        _ history: ModelHistory, analysis: HistoryAnalysis, request: GenerateRequest,
        diagnostics: any DiagnosticCollector
    ) -> (models: [MappingModel], files: [GeneratedFile])? {
        var templates = TemplateSet.builtIn
        if let directory = request.templatesDirectory {
            guard let loaded = TemplateSet.load(from: directory, diagnostics: diagnostics) else { return nil }
            templates = loaded
        }
        guard
            var models = MappingGenerator.mappingModels(
                for: history, analysis: analysis, selection: request.selection, modelDirectory: request.modelDirectory,
                diagnostics: diagnostics)
        else { return nil }
        for written in request.handWritten {
            let sameStep = { (model: MappingModel) in
                model.sourceVersion == written.sourceVersion && model.destinationVersion == written.destinationVersion
            }
            if let index = models.firstIndex(where: sameStep) {
                models[index] = written
            } else if case .named = request.selection {
                continue
            } else {
                models.append(written)
            }
        }
        if !request.includeShipped {
            models.removeAll { model in
                guard
                    let file = request.shipped[
                        MappingStep(source: model.sourceVersion, destination: model.destinationVersion)]
                else {
                    return false
                }
                diagnostics.emit(
                    GenerationRules.stepShipped,
                    "\(model.sourceVersion) → \(model.destinationVersion) is served by the project's \(file): nothing generated for it",
                    at: nil, hint: "pass --include-shipped to generate one anyway")
                return true
            }
        }
        var files: [GeneratedFile]
        do {
            files = try MappingGenerator.files(
                for: models, renderer: PolicyStubRenderer(templates: templates), history: history)
            if request.staged, let staged = StagedMigrationWriter.file(for: history, analysis: analysis) {
                files.append(staged)
            }
        } catch let error as GenerationError {
            diagnostics.emit(error.diagnostic)
            return nil
        } catch {
            diagnostics.emit(GenerationRules.templatesUnusable, "\(error)", at: nil)
            return nil
        }
        return (models, files)
    }

    /// Reports orphans (MW403 under `--check`), or deletes the unedited ones under `--prune`.
    private static func orphanOutcomes(
        _ orphans: [Orphans.Orphan], root: URL, request: GenerateRequest, diagnostics: any DiagnosticCollector
    ) -> [FileOutcome] {
        orphans.map { orphan in
            if request.checkOnly {
                diagnostics.emit(
                    GenerationRules.orphanFile,
                    "\(orphan.relativePath) is no longer generated: no step of the models needs it", at: nil,
                    hint: orphan.isEdited
                        ? "it was edited: move your code where it belongs, then delete it"
                        : "run mapwright generate --prune")
                return FileOutcome(relativePath: orphan.relativePath, action: .orphan)
            }
            guard request.prune, !orphan.isEdited else {
                return FileOutcome(relativePath: orphan.relativePath, action: orphan.isEdited ? .keptOrphan : .orphan)
            }
            do {
                try Orphans.delete(orphan, in: root)
                return FileOutcome(relativePath: orphan.relativePath, action: .pruned)
            } catch {
                diagnostics.emit(
                    GenerationRules.writeFailed, "\(orphan.relativePath) could not be deleted: \(error)", at: nil)
                return FileOutcome(relativePath: orphan.relativePath, action: .orphan)
            }
        }
    }
}
