import Foundation
import MapwrightAnalysis
import MapwrightModel
import MapwrightXcode
import MapwrightYAML

/// Finds and reads the mapping models that serve a model (docs/mappings.md): Xcode `.xcmappingmodel`
/// folders and readable `.mapping.yaml` files next to it, and the paths `mappings:` of `mapwright.yml`
/// lists; and scans the project's sources for the policy classes they name.
enum MappingModelSources {
    /// The mapping models for the model at `path`: those next to it, then the configured ones that
    /// match one of its versions (a configured mapping model serves the model it matches, and only
    /// that one). Reading problems go to `diagnostics`; an unreadable mapping model is left out.
    static func mappingModels(
        forModelAt path: String, history: ModelHistory, configured: [String], diagnostics: any DiagnosticCollector
    ) -> [ShippedMappingModel] {
        let nearby = candidates(nextTo: path)
        // Each mapping model embeds archived copies of its two versions: read them on every core.
        var models = nearby.concurrentMap(diagnostics: diagnostics) { read($0, diagnostics: $1) }.compactMap { $0 }
        let extra = configured.flatMap(expand).filter { !nearby.contains($0) }
        guard !extra.isEmpty else { return models }
        let hashes = HistoryHashes(history)
        for file in extra {
            let local = CollectingDiagnosticCollector()
            guard let mapping = read(file, diagnostics: local) else {
                for diagnostic in local.diagnostics { diagnostics.emit(diagnostic) }
                continue
            }
            if case .orphan = MappingModelMatcher.match(mapping, in: history, hashes: hashes) { continue }
            for diagnostic in local.diagnostics { diagnostics.emit(diagnostic) }
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
            let folder = (trimmed as NSString).deletingLastPathComponent
            return MappingModelFinder.mappingModels(nextTo: trimmed) + MappingYAMLReader.files(in: folder.isEmpty ? "." : folder)
        }
        let subfolders = ((try? FileManager.default.contentsOfDirectory(atPath: trimmed)) ?? []).sorted().filter { name in
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

    /// The classes the Swift and Objective-C sources under `root` declare; nil when there is no source
    /// at all (the policy classes cannot be checked). Skips build products and dependencies.
    static func policyClasses(under root: String) -> PolicyClassIndex? {
        var index = PolicyClassIndex()
        var found = false
        let extensions: Set<String> = ["swift", "m", "mm", "h"]
        guard let walker = FileManager.default.enumerator(atPath: root) else { return nil }
        while let relative = walker.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if ModelDiscovery.skippedFolders.contains(name) || name.hasSuffix(".xcdatamodeld") {
                walker.skipDescendants()
                continue
            }
            guard extensions.contains((name as NSString).pathExtension),
                let data = FileManager.default.contents(atPath: root + "/" + relative)
            else { continue }
            found = true
            index.scan(String(decoding: data, as: UTF8.self), file: relative)
        }
        return found ? index : nil
    }

    private static func isDirectory(_ path: String) -> Bool {
        var directory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &directory) && directory.boolValue
    }
}
