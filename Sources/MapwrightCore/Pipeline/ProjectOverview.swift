import Foundation
import MapwrightAnalysis
import MapwrightModel

/// What `mapwright project` prints (docs/project.md): each project's build files, each model with its facts
/// and the source of each, which mapping model serves which step and why, and what was left out and why.
package struct ProjectOverview: Codable, Hashable, Sendable {
    /// A fact as printed: its value and the source that decided it.
    package struct Sourced<Value: Codable & Hashable & Sendable>: Codable, Hashable, Sendable {
        package var value: Value
        package var source: String
        package var sourceKind: String

        init(_ fact: Fact<Value>) {
            value = fact.value
            source = fact.source.description
            sourceKind = fact.source.kind
        }

        init(_ value: Value, source: String, kind: String) {
            self.value = value
            self.source = source
            sourceKind = kind
        }
    }

    /// A project root and its build files.
    package struct Project: Codable, Hashable, Sendable {
        package var root: String
        /// `file: target, target, …` for each build file read.
        package var targets: [String]
        package var unreadableBuildFiles: [String]
    }

    /// A mapping model serving a model, the steps it serves and why.
    package struct Mapping: Codable, Hashable, Sendable {
        package var file: String
        package var steps: [String]
        package var why: String
        /// `Class: where it is declared` for every policy class it names.
        package var policies: [String]
    }

    /// One model (one store's model) and its facts.
    package struct Unit: Codable, Hashable, Sendable {
        package var model: String
        package var path: String
        package var built: Sourced<Bool>
        package var loadedBy: [String]
        package var versions: Sourced<[String]>
        package var current: Sourced<String>
        package var migration: Sourced<String>
        /// Whether the app lets Core Data infer mapping models, when something says.
        package var inference: Sourced<Bool>?
        /// The folders `policySources:` names for the policy classes.
        package var policySources: Sourced<[String]>?
        package var mappingModels: [Mapping]
        /// Sources that contradict each other, said once with both places (the stronger one is used).
        package var contradictions: [String]
    }

    package var projects: [Project] = []
    package var units: [Unit] = []
    /// What was left out, with why: bundles not built, mapping models no model's versions match.
    package var leftOut: [String] = []

    /// The overview as JSON, keys sorted: the same input gives the same bytes.
    package var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(self)) ?? Data(), as: UTF8.self)
    }

    /// The overview as text.
    package var text: String {
        var lines: [String] = []
        for project in projects {
            lines.append("project \(project.root)")
            lines += project.targets.map { "  builds: \($0)" }
            lines += project.unreadableBuildFiles.map { "  unreadable build file (not used): \($0)" }
            if project.targets.isEmpty { lines.append("  no build file: every bundle counts as built") }
        }
        for unit in units {
            lines.append("")
            lines.append("\(unit.model) (\(unit.path))")
            lines.append("  built: \(unit.built.value ? "yes" : "no") — \(unit.built.source)")
            lines += unit.loadedBy.map { "  loaded by: \($0)" }
            lines.append("  versions: \(unit.versions.value.joined(separator: " → ")) — \(unit.versions.source)")
            lines.append("  current: \(unit.current.value) — \(unit.current.source)")
            lines.append("  migration: \(unit.migration.value) — \(unit.migration.source)")
            if let inference = unit.inference {
                lines.append("  inference of mapping models: \(inference.value ? "on" : "off") — \(inference.source)")
            }
            if let folders = unit.policySources {
                lines.append(
                    "  policy classes looked for in: \(folders.value.joined(separator: ", ")) — \(folders.source)")
            }
            lines += unit.contradictions.map { "  contradiction: \($0)" }
            for mapping in unit.mappingModels {
                let steps = mapping.steps.isEmpty ? "no step" : mapping.steps.joined(separator: ", ")
                lines.append("  mapping model \(mapping.file): \(steps) — \(mapping.why)")
                lines += mapping.policies.map { "    policy \($0)" }
            }
        }
        if !leftOut.isEmpty {
            lines.append("")
            lines.append("left out")
            lines += leftOut.map { "  \($0)" }
        }
        return lines.joined(separator: "\n")
    }
}

extension Pipeline {
    /// `mapwright project`: the picture of the projects holding the models at `paths`; nil when one cannot
    /// be read at all (its errors are in ``diagnostics``).
    package func overview(_ paths: [String]) -> ProjectOverview? {
        var overview = ProjectOverview()
        var roots: [String] = [], usedMappings: Set<String> = []
        for path in paths {
            guard let loaded = load(path, keepingReadableVersions: true) else { return nil }
            let project = projects.sources(under: loaded.projectRoot)
            let picture = pictures.picture(of: project, workingDirectory: workingDirectory)
            if !roots.contains(picture.root) {
                roots.append(picture.root)
                overview.projects.append(projectEntry(picture))
            }
            let unit =
                loaded.picture
                ?? unitPicture(
                    loaded.history, path: path, picture: picture, order: .names, addedTimes: nil)
            let hashes = loaded.hashes ?? HistoryHashes(loaded.history)
            let mappings = loaded.mappingModels.map { mapping in
                usedMappings.insert(PathText.absolute(mapping.file, from: workingDirectory))
                return mappingEntry(mapping, model: loaded, hashes: hashes)
            }
            let paths = migrationPaths(for: loaded)
            overview.units.append(
                ProjectOverview.Unit(
                    model: loaded.history.name, path: path, built: .init(unit.built),
                    loadedBy: unit.loadedBy.map(\.description), versions: .init(unit.order),
                    current: .init(unit.current),
                    migration: .init(
                        paths.style.rawValue, source: Self.describe(paths.source),
                        kind: paths.isAssumed ? "assumed" : "code"),
                    inference: unit.inference.map { .init($0) }, policySources: unit.policySources.map { .init($0) },
                    mappingModels: mappings,
                    contradictions: contradictions(of: loaded, hashes: hashes).map(\.text)))
            if !unit.built.value {
                let why =
                    if case .configuration = unit.built.source { "\(unit.built.source) says so" } else {
                        "no target of \(unit.built.source) builds it, no code loads it"
                    }
                overview.leftOut.append("\(path): not built — \(why)")
            }
        }
        for root in roots {
            let unused = projects.sources(under: root).mappingModels.filter {
                !usedMappings.contains($0 + "/xcmapping.xml") && !usedMappings.contains($0)
            }
            let picture = pictures.picture(of: projects.sources(under: root), workingDirectory: workingDirectory)
            overview.leftOut += unused.map {
                "\(picture.shown($0)): mapping model whose recorded hashes match no step of the models shown"
            }
        }
        return overview
    }

    private func projectEntry(_ picture: ProjectPicture) -> ProjectOverview.Project {
        var byFile: [String: [String]] = [:]
        for target in picture.targets { byFile[picture.shown(target.file), default: []].append(target.name) }
        return ProjectOverview.Project(
            root: picture.displayRoot,
            targets: byFile.keys.sorted().map { "\($0): \(byFile[$0]!.sorted().joined(separator: ", "))" },
            unreadableBuildFiles: picture.unreadableBuildFiles.map(picture.shown))
    }

    private func mappingEntry(_ mapping: ShippedMappingModel, model: LoadedModel, hashes: HistoryHashes)
        -> ProjectOverview.Mapping
    {
        let match = MappingModelMatcher.match(
            mapping, in: model.history, hashes: hashes, recordedByFile: mappingModelReads.recordedHashes(of: mapping))
        let steps: [String], why: String
        switch match {
        case .matched(let complete, let partial):
            steps = (complete + partial).map { "\($0.source) → \($0.destination)" }
            why = partial.isEmpty ? "its recorded entity hashes match" : "its recorded entity hashes match, in part"
        case .stale(let step, let entities):
            steps = []
            why =
                "made for \(step.source) → \(step.destination), but the hashes of \(entities.joined(separator: ", ")) no longer match"
        case .orphan(let reason):
            steps = []
            why = "matches no step: \(reason)"
        }
        let policies = Set(mapping.entityMappings.compactMap(\.policyClassName)).sorted().map { name in
            guard let classes = model.policyClasses else {
                return "\(name): not looked up (no source of the project speaks for the model)"
            }
            return "\(name): "
                + (classes.declaration(named: name).map { "declared in \($0.file)" } ?? "no source declares it")
        }
        let file = mapping.file.hasSuffix("/xcmapping.xml") ? String(mapping.file.dropLast(14)) : mapping.file
        return ProjectOverview.Mapping(file: file, steps: steps, why: why, policies: policies)
    }
}
