import Foundation
import MapwrightAnalysis
import MapwrightDiagnostics
import MapwrightGenerate
import MapwrightModel
import MapwrightReportModel
import MapwrightXcode
import MapwrightYAML

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
    public let diagnostics: CollectingDiagnosticCollector
    /// The project roots walked so far, shared by the models of one run.
    let projects = ProjectSourcesCache()
    /// The mapping models read so far, shared by the models of one run.
    let mappingModelReads = MappingModelReads()
    /// The project pictures made so far, shared by the models of one run.
    let pictures = ProjectPictureCache()
    /// The `<entity>` texts of Xcode bundles decoded so far, shared by the models of one run and by the
    /// reading of a revision (`check --since`), where most of them are the work tree's.
    var decodedEntities = DecodedEntityCache()

    public init(
        configuration: ProjectConfiguration = .empty,
        workingDirectory: String = FileManager.default.currentDirectoryPath,
        diagnostics: CollectingDiagnosticCollector = CollectingDiagnosticCollector()
    ) {
        self.configuration = configuration
        self.workingDirectory = workingDirectory
        self.diagnostics = diagnostics
    }

    // MARK: Stages

    /// Load and model history: every version of the model at `path`, in the order `mapwright.yml` gives
    /// for it (else the project's evidence: docs/project.md), with its suppression comments; nil when it
    /// cannot be read. Errors go to ``diagnostics``; warnings and notes travel with the model
    /// (``LoadedModel/inputWarnings``). With `keepingReadableVersions`, a version that cannot be read leaves
    /// the rest usable
    /// (``ModelHistory/unreadableVersionNames``); without it, any error makes the model unreadable.
    public func load(_ path: String, keepingReadableVersions: Bool = false) -> LoadedModel? {
        let reading = CollectingDiagnosticCollector()
        let read = ModelLoader.load(
            at: path, diagnostics: reading, keepingReadableVersions: keepingReadableVersions,
            codable: configuration.swiftData ?? .unset, entities: decodedEntities)
        guard let read else {
            diagnostics.emit(contentsOf: reading.diagnostics)
            return nil
        }
        for diagnostic in reading.diagnostics where diagnostic.severity == .error { diagnostics.emit(diagnostic) }
        guard
            var loaded = modelHistory(
                read.history, path: path,
                inputWarnings: RepeatedInputWarnings.collapsed(
                    reading.sorted.filter { $0.severity < .error }, in: read.history),
                plan: read.migrationPlan)
        else { return nil }
        loaded.swiftDataPlan = read.migrationPlan
        loaded.readErrors = reading.sorted.filter { $0.severity == .error }
        return loaded
    }

    /// ``load(_:keepingReadableVersions:)``, handing `reading` what reading found, as a command prints it
    /// before anything else: the pipeline's problems and the model's input warnings, in output order.
    package func load(
        _ path: String, keepingReadableVersions: Bool = false, reading: ([Diagnostic]) -> Void
    ) -> LoadedModel? {
        let model = load(path, keepingReadableVersions: keepingReadableVersions)
        reading((diagnostics.diagnostics + (model?.inputWarnings ?? [])).sorted(by: Diagnostic.outputOrder))
        return model
    }

    /// Model history: `history`, read from `path`, in the version order `mapwright.yml` gives for it (else
    /// the order the app's code, the mapping models, git or the names give: ``EvidenceOrder``), with the
    /// suppression comments of its files and the model's facts (``UnitPicture``); nil, with MW431 in
    /// ``diagnostics``, when that `versions:` list does not name every version once (a configuration error,
    /// as any other: exit status 2).
    /// `plan` is a SwiftData model's: its `schemas` (else the schemas' version identifiers) are the order.
    package func modelHistory(
        _ history: ModelHistory, path: String, inputWarnings: [Diagnostic] = [], plan: MigrationPlanDeclaration? = nil
    ) -> LoadedModel? {
        var history = history
        let root = ProjectRoot.of(modelAt: path, workingDirectory: workingDirectory)
        let project = projects.sources(under: root)
        let picture = pictures.picture(of: project, workingDirectory: workingDirectory)
        var orderSource = FactSource.names, addedTimes: [String: Int]?, listedLast: Fact<String>?
        // `current:` of mapwright.yml names the current version over the model's files.
        var currentInFiles: Fact<String>?
        if let current = configuration.currentVersion(forModelAt: path, workingDirectory: workingDirectory) {
            guard history.allVersionNames.contains(current.value) else {
                diagnostics.emit(
                    Diagnostic(
                        ProjectRules.configInvalidValue,
                        "`current` for \(path) names `\(current.value)`, which is not a version of \(history.name): "
                            + history.allVersionNames.map { "`\($0)`" }.joined(separator: ", "),
                        entity: history.name,
                        location: configuration.currentVersionLocation(
                            forModelAt: path, workingDirectory: workingDirectory)))
                return nil
            }
            if current.value != history.currentVersionName {
                currentInFiles = Fact(history.currentVersionName, from: currentSource(history, path: path))
            }
            history.currentVersionName = current.value
            history.currentVersionLocation = configuration.currentVersionLocation(
                forModelAt: path, workingDirectory: workingDirectory)
        }
        if let order = configuration.versionOrder(forModelAt: path, workingDirectory: workingDirectory) {
            guard let ordered = history.ordered(by: order) else {
                diagnostics.emit(
                    Diagnostic(
                        ProjectRules.configInvalidValue,
                        "`versions` for \(path) must list every version of \(history.name) once: "
                            + history.allVersionNames.map { "`\($0)`" }.joined(separator: ", "),
                        entity: history.name,
                        location: configuration.versionOrderLocation(
                            forModelAt: path, workingDirectory: workingDirectory)
                    ))
                return nil
            }
            history = ordered
            orderSource = .configuration(
                configuration.versionOrderLocation(forModelAt: path, workingDirectory: workingDirectory))
        } else if let listed = plan.flatMap(Self.orderLocation) {
            // The reader took a SwiftData model's order from the app's code: git and the names say nothing more.
            orderSource = .code(listed)
        } else {
            (history, orderSource, addedTimes, listedLast) = EvidenceOrder.order(
                history, picture: picture, sources: project, currentLast: ModelLoader.kind(of: path) == .xcode)
        }
        let reading = CollectingDiagnosticCollector()
        // The history's hashes, made at most once: here when a mapping model must be matched, else by the
        // analysis.
        var hashes: HistoryHashes?
        let mappings = MappingModelSources.mappingModels(
            forModelAt: path, history: history,
            hashes: {
                let made = hashes ?? HistoryHashes(history)
                hashes = made
                return made
            }, configured: configuration.mappings ?? [],
            inProject: project.mappingModels,
            workingDirectory: workingDirectory, reads: mappingModelReads, diagnostics: reading)
        // The steps the mapping models' recorded hashes name say more of the order than git and the names.
        if !mappings.isEmpty, orderSource.kind == "git" || orderSource == .names {
            let made = hashes ?? HistoryHashes(history)
            hashes = made
            if let chained = MappingChainOrder.order(
                history, mappings: mappings, hashes: made, reads: mappingModelReads)
            {
                (history, orderSource, hashes) = (chained, .mappingModels, nil)
            }
        }
        // The policy classes are looked for in every target's sources; sources that all speak for other
        // models (a tool's, another app's) cannot tell whether this model's policies exist.
        let absolute = PathText.absolute(path, from: workingDirectory)
        let namesPolicy =
            mappings.contains { $0.entityMappings.contains { $0.policyClassName != nil } }
            && project.sourceFiles.contains(where: picture.speakers(forModel: history.name, at: absolute))
        var loaded = LoadedModel(
            path: path, projectRoot: root, history: history, suppressions: SuppressionComments(collectingFrom: history),
            inputWarnings: inputWarnings + reading.sorted, mappingModels: mappings,
            policyClasses: configuration.policySources.map { project.policyClasses(under: $0, from: workingDirectory) }
                ?? (namesPolicy ? project.policyClasses : nil), hashes: hashes)
        var unit = unitPicture(
            history, path: path, picture: picture, order: orderSource, addedTimes: addedTimes, plan: plan)
        unit.listedLast = listedLast
        unit.currentInFiles = currentInFiles
        loaded.picture = unit
        // A copy no target builds keeps only the mapping models made for it: those beside it that match
        // no step of it were made for the model the app builds (paired by their hashes, not their folder).
        if !unit.built.value, !mappings.isEmpty {
            let made = hashes ?? HistoryHashes(history)
            loaded.hashes = made
            loaded.mappingModels.removeAll { mapping in
                MappingModelMatcher.match(
                    mapping, in: history, hashes: made, recordedByFile: mappingModelReads.recordedHashes(of: mapping)
                ).matchedSteps.isEmpty
            }
        }
        return loaded
    }

    /// The facts of the model `history` read from `path`, each with its source (docs/project.md).
    func unitPicture(
        _ history: ModelHistory, path: String, picture: ProjectPicture, order: FactSource, addedTimes: [String: Int]?,
        plan: MigrationPlanDeclaration? = nil
    ) -> UnitPicture {
        let absolute = PathText.absolute(path, from: workingDirectory)
        let built =
            configuration.built(forModelAt: path, workingDirectory: workingDirectory)
            ?? (ModelLoader.kind(of: path) == .xcode
                ? picture.built(modelAt: absolute, name: history.name)
                : sourcesBuilt(plan, picture: picture))
        let speaker = picture.speakers(forModel: history.name, at: absolute)
        let speaks = { (location: SourceLocation) in speaker(picture.relativeFile(ofShown: location.file)) }
        let loads = picture.code.loads.filter { $0.model == history.name }.map(\.location)
        var unit = UnitPicture(
            built: built, loadedBy: built.value ? loads : [],
            order: Fact(history.allVersionNames, from: order),
            current: configuration.currentVersion(forModelAt: path, workingDirectory: workingDirectory)
                ?? Fact(history.currentVersionName, from: currentSource(history, path: path)),
            inference: configuration.inference.map { Fact($0, from: .configuration(configuration.inferenceLocation)) }
                ?? picture.code.inferenceOff.first(where: speaks).map { Fact(false, from: .code($0)) },
            addedTimes: addedTimes)
        unit.policySources = configuration.policySources.map {
            Fact(
                $0.map { picture.shown(PathText.absolute($0, from: workingDirectory)) },
                from: .configuration(configuration.policySourcesLocation))
        }
        if !built.value { unit.namesakeLoads = loads }
        return unit
    }

    /// Where a SwiftData model's order is written: the plan's `schemas`, else the oldest schema's version
    /// identifier; nil without either.
    static func orderLocation(of plan: MigrationPlanDeclaration) -> SourceLocation? {
        guard let oldest = plan.schemas.first else { return nil }
        return plan.name != nil ? oldest.location : oldest.identifierLocation ?? oldest.location
    }

    /// Whether a target builds a model of sources (YAML, SwiftData): the one that builds the SwiftData plan's
    /// file (else the oldest schema's) says so; else, as nothing lists such a model, it is assumed built.
    func sourcesBuilt(_ plan: MigrationPlanDeclaration?, picture: ProjectPicture) -> Fact<Bool> {
        let file = (plan?.location ?? plan?.schemas.first?.location)?.file
        if let file, let target = picture.targets(building: PathText.absolute(file, from: workingDirectory)).first {
            return Fact(true, from: .buildFile(picture.shown(target.file), target: target.name))
        }
        return Fact(true, from: .assumed("not an Xcode model: no target lists it"))
    }

    /// Where the model's own files name its current version: `.xccurrentversion` (or `current:` of
    /// `_manifest.yaml`), a SwiftData plan's last schema. Where no file names it, a model of one version has
    /// that one, and a bundle of several its last, as Xcode takes it (MW044).
    func currentSource(_ history: ModelHistory, path: String) -> FactSource {
        if ModelLoader.kind(of: path) == .swiftData {
            return .code(history.currentVersionLocation ?? SourceLocation(file: path, line: 1, column: 1))
        }
        if let location = history.currentVersionLocation { return .currentVersionFile(location) }
        return history.allVersionNames.count == 1
            ? .onlyVersion : .assumed("the bundle records no current version, so Xcode takes its last")
    }

    /// How the app of `model` migrates: `migration:` of `mapwright.yml`; else staged for a SwiftData
    /// migration plan; else what the project's sources show; else Core Data's default, assumed.
    func migrationPaths(for model: LoadedModel) -> MigrationPaths {
        if let style = configuration.migration {
            return MigrationPaths(style: style, source: .configuration(configuration.migrationLocation))
        }
        if let plan = model.swiftDataPlan, plan.name != nil {
            return MigrationPaths(
                style: .staged, source: plan.location.map(MigrationPaths.Source.sourceCode) ?? .assumed)
        }
        let project = projects.sources(under: model.projectRoot)
        let picture = pictures.picture(of: project, workingDirectory: workingDirectory)
        // Only code that speaks for this model decides: never another model's, nor a tool's.
        let absolute = PathText.absolute(model.path, from: workingDirectory)
        let speaks = picture.speakers(forModel: model.history.name, at: absolute)
        let sources = project.sourceContents().filter { speaks($0.file) }
        if let paths = MigrationStyleDetector.detect(in: sources, displayRoot: picture.displayRoot) { return paths }
        // A container of the app's own class loading the model: Core Data's automatic migration.
        if let load = picture.code.loads.first(where: { $0.model == model.history.name }) {
            return MigrationPaths(style: .automatic, source: .sourceCode(load.location))
        }
        return .assumedDefault
    }

    /// Analysis: hashes, diffs, verdicts and findings of every step, done once, then the mapping models
    /// the app ships applied to it (``MappingCoverage``).
    public func analyze(_ model: LoadedModel) -> AnalyzedModel {
        let analysis = MigrationAnalyzer.analyze(
            model.history, hashes: model.hashes, mappingModels: model.mappingModels, policyClasses: model.policyClasses)
        return AnalyzedModel(loaded: model, analysis: analysis)
    }

    /// Artifacts: mapping models and policy stubs from the analysis, written (or checked) per `request`;
    /// a hand-written `.mapping.yaml` of the model is written instead of the mapping model built for its step.
    /// The one entry into generation: `generate` and the report stage's check of the `output` folder both
    /// come through here, so they agree on what is generated. Problems go to `diagnostics` (the
    /// pipeline's when nil).
    package func artifacts(
        _ model: AnalyzedModel, request: GenerateRequest, diagnostics: CollectingDiagnosticCollector? = nil
    ) -> GenerateResult? {
        let diagnostics = diagnostics ?? self.diagnostics
        // A hand-written mapping model is a source of what `generate` writes: one that cannot be read (its
        // errors were printed with the model's) stops it, rather than a mapping model of its own written
        // in its place.
        let unreadable = model.loaded.inputWarnings.contains {
            $0.severity == .error && ($0.location?.file.hasSuffix(MappingYAMLReader.fileSuffix) ?? false)
        }
        if !request.checkOnly, unreadable { return nil }
        var request = request
        // An app whose code or configuration says it migrates automatically takes the direct pairs.
        let paths = migrationPaths(for: model.loaded)
        if case .needed = request.selection, !request.staged, paths.style == .automatic, !paths.isAssumed {
            request.selection = .neededDirect
        }
        request.handWritten = MappingModelFiles.handWritten(
            in: model.loaded, modelDirectory: request.modelDirectory, diagnostics: diagnostics)
        request.shipped = shippedSteps(model, output: request.output, handWritten: request.handWritten)
        return GenerateRun.run(model.history, analysis: model.analysis, request: request, diagnostics: diagnostics)
    }

    /// The steps the project serves with an `.xcmappingmodel` of its own, matched completely by entity
    /// hashes, and the file serving each. A mapping model at the path `generate` writes for its step is
    /// the generator's own, not the project's.
    func shippedSteps(_ model: AnalyzedModel, output: String, handWritten: [MappingModel] = []) -> [MappingStep: String]
    {
        let outputFolder = URL(fileURLWithPath: PathText.absolute(output, from: workingDirectory)).standardizedFileURL
            .path
        var steps: [MappingStep: String] = [:]
        for mapping in model.loaded.mappingModels where mapping.file.hasSuffix(".xcmappingmodel/xcmapping.xml") {
            let folder = URL(fileURLWithPath: PathText.absolute(mapping.file, from: workingDirectory))
                .deletingLastPathComponent().standardizedFileURL
            guard
                case .matched(let complete, _) = MappingModelMatcher.match(
                    mapping, in: model.history, hashes: model.analysis.hashes)
            else { continue }
            for step in complete {
                // The names `generate` writes for the step: its own, or a hand-written model's (kept from the app's).
                let generatedNames = Set(
                    ["\(step.source) to \(step.destination)"]
                        + handWritten
                        .filter { $0.sourceVersion == step.source && $0.destinationVersion == step.destination }.map(
                            \.fileBaseName)
                )
                .map { "\($0).xcmappingmodel" }
                let isGenerated =
                    folder.deletingLastPathComponent().path == outputFolder
                    && generatedNames.contains(folder.lastPathComponent)
                if !isGenerated, steps[step] == nil { steps[step] = mapping.displayName }
            }
        }
        return steps
    }

    /// Report: the analysis's findings and the project's (lock, stale generated files) after the
    /// configuration and the suppression comments.
    public func report(_ model: AnalyzedModel) -> ModelReport {
        var claimed: [String: (model: String, file: GeneratedFile)] = [:]
        return report(model, claimed: &claimed)
    }

    /// ``report(_:)`` of one model of several checked together: `claimed` holds the files the models
    /// before it generate into the output folder, and gains this model's, so that a file two models would
    /// generate differently is MW200, as `generate` refuses it, rather than stale (MW402).
    func report(_ model: AnalyzedModel, claimed: inout [String: (model: String, file: GeneratedFile)]) -> ModelReport {
        let project = ProjectFindings(pipeline: self)
        let projectFindings = project.findings(for: model, claimed: &claimed)
        var report = ReportBuilder(
            configuration: configuration, workingDirectory: workingDirectory, comments: model.loaded.suppressions
        )
        .report(
            for: model.history, analysis: model.analysis, projectFindings: projectFindings,
            paths: migrationPaths(for: model.loaded), released: releasedVersions(of: model),
            isBuilt: model.loaded.picture?.built.value ?? true)
        if let inferenceOff = model.loaded.picture?.inferenceOff {
            report.steps = report.steps.map { step in
                var step = step
                step.findings = step.findings.map { AppAdvice.fitting($0, inferenceOff: inferenceOff) }
                return step
            }
        }
        return report
    }

    /// The version checksums the model's lock records as released (`mapwright lock`); none without a
    /// lock, or with one that cannot be read (reported by the project findings, MW422).
    func releasedVersions(of model: AnalyzedModel) -> Set<String> {
        let path = ModelLock.path(forModelAt: model.loaded.path, workingDirectory: workingDirectory)
        guard let data = FileManager.default.contents(atPath: PathText.absolute(path, from: workingDirectory)),
            let lock = try? ModelLock.decode(data, path: path), lock.model == model.history.name
        else { return [] }
        return Set(lock.versions.map(\.versionChecksum))
    }

    // MARK: Ends

    /// `check`: load, analyse and report every model in `paths`, calling `starting` before each (for a
    /// progress line); nil when one cannot be read at all (a version that cannot be read leaves the other
    /// steps analysed and is reported, MW450).
    public func check(_ paths: [String], starting: (_ number: Int, _ path: String) -> Void = { _, _ in })
        -> CheckReport?
    {
        var reports: [ModelReport] = []
        var claimed: [String: (model: String, file: GeneratedFile)] = [:]
        for (index, path) in paths.enumerated() {
            starting(index + 1, path)
            guard let loaded = load(path, keepingReadableVersions: true) else { return nil }
            reports.append(report(analyze(loaded), claimed: &claimed))
        }
        return CheckReport(models: reports, rules: RuleRegistry.all)
    }
}
