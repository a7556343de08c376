import MapwrightAnalysis
import MapwrightDiagnostics
import MapwrightModel

/// Two sources of the project picture saying different things of one fact of a model (docs/project.md):
/// the stronger is used. `check` says each once per model (MW471), `mapwright project` lists them.
package struct Contradiction: Hashable, Sendable {
    /// The fact: `built`, `versions`, `current`, `migration`, `inference`.
    package var fact: String
    /// The source used and what it says.
    package var used: String
    /// The weaker source and what it says.
    package var over: String
    /// Where the finding points: the used source's place when known, else the other's.
    package var location: SourceLocation?

    package var text: String { "\(fact): \(used), used over \(over)" }
}

extension Pipeline {
    /// Every contradiction between the sources of `model`'s facts, each once: its order of versions against
    /// each weaker source of an order (the app's code against git is MW452's), `built:`, `current:`,
    /// `migration:` and `inference:` of `mapwright.yml` against the project's files, and build files that
    /// build no bundle of a model the code loads.
    package func contradictions(of model: LoadedModel, hashes: HistoryHashes) -> [Contradiction] {
        guard let unit = model.picture else { return [] }
        return builtContradictions(model, unit: unit) + orderContradictions(model, unit: unit, hashes: hashes)
            + currentContradictions(unit) + migrationContradictions(model) + inferenceContradictions(model, unit: unit)
    }

    /// `current:` of `mapwright.yml` against the model's own files.
    private func currentContradictions(_ unit: UnitPicture) -> [Contradiction] {
        guard let files = unit.currentInFiles, case .configuration(let location) = unit.current.source else {
            return []
        }
        return [
            Contradiction(
                fact: "current", used: "\(unit.current.source) says `\(unit.current.value)`",
                over: "\(files.source), which says `\(files.value)`", location: location)
        ]
    }

    /// `inference: true` of `mapwright.yml` against code that turns inference off.
    private func inferenceContradictions(_ model: LoadedModel, unit: UnitPicture) -> [Contradiction] {
        guard let inference = unit.inference, inference.value, case .configuration(let location) = inference.source
        else { return [] }
        var unconfigured = self
        unconfigured.configuration.inference = nil
        let project = projects.sources(under: model.projectRoot)
        let picture = pictures.picture(of: project, workingDirectory: workingDirectory)
        guard
            let off = unconfigured.unitPicture(
                model.history, path: model.path, picture: picture, order: unit.order.source, addedTimes: nil
            ).inferenceOff
        else { return [] }
        return [
            Contradiction(
                fact: "inference", used: "\(inference.source) says on",
                over: "the app's code (\(off)), which turns it off", location: location)
        ]
    }

    private func builtContradictions(_ model: LoadedModel, unit: UnitPicture) -> [Contradiction] {
        guard ModelLoader.kind(of: model.path) == .xcode else { return [] }
        let picture = pictures.picture(
            of: projects.sources(under: model.projectRoot), workingDirectory: workingDirectory)
        let files = picture.built(
            modelAt: PathText.absolute(model.path, from: workingDirectory), name: model.history.name)
        let says = { (built: Bool) in built ? "says it is built" : "says it is not built" }
        if case .configuration(let location) = unit.built.source {
            if case .assumed = files.source { return [] }
            guard files.value != unit.built.value else { return [] }
            return [
                Contradiction(
                    fact: "built", used: "\(unit.built.source) \(says(unit.built.value))",
                    over: "\(files.source), which \(files.value ? "builds" : "does not build") it",
                    location: location)
            ]
        }
        guard case .code(let location) = unit.built.source, !picture.targets.isEmpty else { return [] }
        let buildFiles = Set(picture.targets.map { picture.shown($0.file) }).sorted().joined(separator: ", ")
        return [
            Contradiction(
                fact: "built", used: "\(unit.built.source) loads `\(model.history.name)`",
                over:
                    "\(buildFiles), whose targets do not list the bundle (it may come in another way: a pod, a script)",
                location: location)
        ]
    }

    /// The order in use against the weaker sources of an order: the app's code, the mapping models' steps, git.
    private func orderContradictions(_ model: LoadedModel, unit: UnitPicture, hashes: HistoryHashes)
        -> [Contradiction]
    {
        let history = model.history, current = history.currentVersionName
        let order = unit.order,
            position = Dictionary(
                uniqueKeysWithValues: history.allVersionNames.enumerated().map { ($1, $0) })
        let location: SourceLocation?
        let rank: Int
        switch order.source {
        case .configuration(let at): (location, rank) = (at, 0)
        case .code(let at): (location, rank) = (at, 1)
        case .mappingModels: (location, rank) = (nil, 2)
        default: return []
        }
        var found: [Contradiction] = []
        let used = "the order from \(order.source) has"
        let project = projects.sources(under: model.projectRoot)
        let picture = pictures.picture(of: project, workingDirectory: workingDirectory)
        if rank < 1, let list = EvidenceOrder.codeList(for: history, picture: picture, sources: project),
            list.names.filter({ $0 != current }) != order.value.filter({ $0 != current })
        {
            found.append(
                Contradiction(
                    fact: "versions", used: "the order from \(order.source) is \(order.value.joined(separator: " → "))",
                    over: "the app's code (\(list.location)), which lists \(list.names.joined(separator: " → "))",
                    location: location ?? list.location))
        }
        if rank < 2, let (mapping, step) = backwardMapping(model, position: position, hashes: hashes) {
            found.append(
                Contradiction(
                    fact: "versions", used: "\(used) `\(step.destination)` before `\(step.source)`",
                    over: "the mapping model \(mapping), which maps \(step.source) → \(step.destination)",
                    location: location))
        }
        if rank != 1, let times = unit.addedTimes ?? VersionHistoryOrder.addedTimes(of: history),
            let (first, second) = VersionHistoryOrder.disagreement(
                order: order.value.filter { $0 != current }, addedTimes: times)
        {
            found.append(
                Contradiction(
                    fact: "versions", used: "\(used) `\(first)` before `\(second)`",
                    over: "git, which saw `\(second)` first", location: location))
        }
        return found
    }

    /// The first mapping model serving one step whose source the order puts after its destination (a pair
    /// shipped both ways says nothing of the order).
    private func backwardMapping(_ model: LoadedModel, position: [String: Int], hashes: HistoryHashes)
        -> (file: String, step: (source: String, destination: String))?
    {
        let picture = pictures.picture(
            of: projects.sources(under: model.projectRoot), workingDirectory: workingDirectory)
        var steps: [(file: String, step: (source: String, destination: String))] = []
        for mapping in model.mappingModels {
            let matched = MappingModelMatcher.match(
                mapping, in: model.history, hashes: hashes,
                recordedByFile: mappingModelReads.recordedHashes(of: mapping)
            ).matchedSteps
            guard matched.count == 1, let step = matched.first else { continue }
            let file = mapping.file.hasSuffix("/xcmapping.xml") ? String(mapping.file.dropLast(14)) : mapping.file
            steps.append(
                (picture.shown(PathText.absolute(file, from: workingDirectory)), (step.source, step.destination)))
        }
        return steps.first { entry in
            (position[entry.step.source] ?? 0) > (position[entry.step.destination] ?? 0)
                && !steps.contains {
                    $0.step.source == entry.step.destination && $0.step.destination == entry.step.source
                }
        }
    }

    /// `migration:` of `mapwright.yml` against what the code shows.
    private func migrationContradictions(_ model: LoadedModel) -> [Contradiction] {
        let paths = migrationPaths(for: model)
        guard case .configuration(let location) = paths.source else { return [] }
        var unconfigured = self
        unconfigured.configuration.migration = nil
        let shown = unconfigured.migrationPaths(for: model)
        guard !shown.isAssumed, shown.style != paths.style else { return [] }
        return [
            Contradiction(
                fact: "migration", used: "\(Self.describe(paths.source)) says \(paths.style.rawValue)",
                over: "\(Self.describe(shown.source)), which shows \(shown.style.rawValue)", location: location)
        ]
    }

    static func describe(_ source: MigrationPaths.Source) -> String {
        switch source {
        case .assumed: "assumed: Core Data's default"
        case .sourceCode(let location): "the app's code (\(location))"
        case .configuration(let location): location.map { "mapwright.yml (\($0))" } ?? "mapwright.yml"
        }
    }
}
