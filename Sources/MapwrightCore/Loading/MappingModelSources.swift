import Foundation
import MapwrightAnalysis
import MapwrightDiagnostics
import MapwrightModel
import MapwrightSupport
import MapwrightXcode
import MapwrightYAML

/// Finds and reads the mapping models that serve a model (docs/mappings.md): Xcode `.xcmappingmodel`
/// folders and readable `.mapping.yaml` files next to it, and the paths `mappings:` of `mapwright.yml`
/// lists; and scans the project's sources for the policy classes they name.
enum MappingModelSources {
    /// The mapping models for the model at `path`: those next to it, then the configured ones and those
    /// found anywhere in its project (`inProject`, absolute paths) that match one of its versions: Core
    /// Data finds a mapping model by its entity hashes, wherever the app's bundle holds it. Reading
    /// problems go to `diagnostics` (for those not next to the model, only when they match); an unreadable
    /// mapping model is left out. `hashes` gives the history's hashes, asked only when a mapping model
    /// must be matched here (the caller makes them once, for the analysis too).
    static func mappingModels(
        forModelAt path: String, history: ModelHistory, hashes: () -> HistoryHashes, configured: [String],
        inProject: [String] = [], workingDirectory: String = FileManager.default.currentDirectoryPath,
        reads: MappingModelReads, diagnostics: any DiagnosticCollector
    ) -> [ShippedMappingModel] {
        let nearby = candidates(nextTo: path)
        // Each mapping model embeds archived copies of its two versions: read them on every core.
        var models = nearby.concurrentMap(diagnostics: diagnostics) { reads.model(at: $0, diagnostics: $1) }
            .compactMap { $0 }
        // Bundles often share a folder: one made for another bundle serves this model only if it matches it.
        if models.contains(where: { namesAnotherBundle($0, than: history.name) }) {
            let hashes = hashes()
            models.removeAll { mapping in
                guard namesAnotherBundle(mapping, than: history.name) else { return false }
                if case .matched = MappingModelMatcher.match(
                    mapping, in: history, hashes: hashes, recordedByFile: reads.recordedHashes(of: mapping))
                {
                    return false
                }
                return true
            }
        }
        let working = PathText.absolute(workingDirectory, from: "/")
        var seen = Set(nearby.map { PathText.absolute($0, from: working) })
        // Configured: kept unless it matches nothing (a stale one is reported); found: kept when it matches.
        // Shown relative to the working directory, as the user's own paths are, when files are read from it.
        let readsFromWorking = PathText.absolute(FileManager.default.currentDirectoryPath, from: "/") == working
        var extra: [(file: String, isConfigured: Bool)] = []
        for (files, isConfigured) in [(configured.flatMap(expand), true), (inProject, false)] {
            for file in files where seen.insert(PathText.absolute(file, from: working)).inserted {
                extra.append(
                    (
                        file.hasPrefix("/") && readsFromWorking ? PathText.relative(file, to: working) : file,
                        isConfigured
                    ))
            }
        }
        guard !extra.isEmpty else { return models }
        let hashes = hashes()
        let extraModels = extra.concurrentMap { candidate -> (ShippedMappingModel?, [Diagnostic]) in
            let local = CollectingDiagnosticCollector()
            return (reads.model(at: candidate.file, diagnostics: local), local.diagnostics)
        }
        // A copy of a mapping model already found (one per target folder, say) is the same mapping model.
        var contents = Set(nearby.compactMap { reads.xmlBytes(at: $0) })
        for ((file, isConfigured), (mapping, problems)) in zip(extra, extraModels) {
            if !isConfigured, let bytes = reads.xmlBytes(at: file), !contents.insert(bytes).inserted { continue }
            guard let mapping else {
                if isConfigured { diagnostics.emit(contentsOf: problems) }
                continue
            }
            switch MappingModelMatcher.match(
                mapping, in: history, hashes: hashes, recordedByFile: reads.recordedHashes(of: mapping))
            {
            case .matched: break
            case .stale where isConfigured: break
            default: continue
            }
            diagnostics.emit(contentsOf: problems)
            models.append(mapping)
        }
        return models
    }

    /// The mapping model files next to a model: for a bundle, the `.xcmappingmodel` folders beside it
    /// (``MappingModelFinder``) and the `.mapping.yaml` files in its folder; for a model folder (a YAML
    /// folder, or a bundle folder without the `.xcdatamodeld` extension), both kinds inside it and in
    /// its direct subfolders (`mappings/`). A single version has none.
    static func candidates(nextTo path: String) -> [String] {
        var trimmed = path
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
        // `check .` inside a bundle: its name, and its folder, come from the absolute path.
        if trimmed == "." || trimmed == ".." || trimmed.hasSuffix("/.") || trimmed.hasSuffix("/..") {
            trimmed = PathText.absolute(trimmed, from: FileManager.default.currentDirectoryPath)
        }
        guard isDirectory(trimmed), !trimmed.hasSuffix(".xcdatamodel") else { return [] }
        if trimmed.hasSuffix(".xcdatamodeld") {
            let folder = PathName.folder(of: trimmed)
            return MappingModelFinder.mappingModels(nextTo: trimmed)
                + MappingYAMLReader.files(in: folder.isEmpty ? "." : folder)
        }
        let subfolders = ((try? FileManager.default.contentsOfDirectory(atPath: trimmed)) ?? []).sorted().filter {
            name in
            !name.hasPrefix(".") && !name.hasSuffix(".xcdatamodel") && !name.hasSuffix(".xcmappingmodel")
                && isDirectory(trimmed + "/" + name)
        }
        var found = expand(trimmed)
        if ModelLoader.kind(of: trimmed) == .xcode { found += MappingModelFinder.mappingModels(nextTo: trimmed) }
        return found + subfolders.flatMap { expand(trimmed + "/" + $0) }
    }

    /// A configured path: a mapping model itself, or the mapping models in a folder (one level).
    static func expand(_ path: String) -> [String] {
        if path.hasSuffix(".xcmappingmodel") || path.hasSuffix(MappingYAMLReader.fileSuffix) { return [path] }
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
        return names.filter { $0.hasSuffix(".xcmappingmodel") && !$0.hasPrefix(".") }.map { path + "/" + $0 }
            + MappingYAMLReader.files(in: path)
    }

    static func read(_ path: String, diagnostics: any DiagnosticCollector) -> ShippedMappingModel? {
        path.hasSuffix(MappingYAMLReader.fileSuffix)
            ? MappingYAMLReader.read(at: path, diagnostics: diagnostics)
            : MappingModelReader.read(at: path, diagnostics: diagnostics)
    }

    /// True when the model paths `mapping` records (`App/Other.xcdatamodeld/Other 2.xcdatamodel`) name a
    /// bundle other than `model`'s; false when they name no bundle.
    static func namesAnotherBundle(_ mapping: ShippedMappingModel, than model: String) -> Bool {
        let bundles = [mapping.sourceModelPath, mapping.destinationModelPath].compactMap { path in
            path?.split(separator: "/").last { $0.hasSuffix(".xcdatamodeld") }.map {
                String($0.dropLast(".xcdatamodeld".count))
            }
        }
        return !bundles.isEmpty && !bundles.contains(model)
    }

    private static func isDirectory(_ path: String) -> Bool {
        var directory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &directory) && directory.boolValue
    }
}
