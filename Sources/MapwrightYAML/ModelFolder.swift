import Foundation
import MapwrightDiagnostics
import MapwrightModel
import MapwrightSupport

/// A model folder's versions in order and its current version, from the file names and the manifest.
struct ModelFolder {
    /// The manifest file in a model folder: `current:` and, optionally, `versions:`.
    static let manifestFileName = "_manifest.yaml"

    /// The folder's name: the model's name.
    var modelName: String
    /// Version file paths, oldest first.
    var versionFiles: [String]
    var current: String
    /// Where the manifest names the current version.
    var currentLocation: SourceLocation?

    /// Lists the folder and reads its manifest; nil (with errors) when they disagree.
    static func plan(at folder: String, limits: YAMLLimits, diagnostics: any DiagnosticCollector) -> ModelFolder? {
        let trimmed = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: trimmed)
        } catch {
            diagnostics.emit(YAMLRules.unreadable, "cannot list the model folder \(folder)", at: nil)
            return nil
        }
        let refused = names.filter {
            isVersionFile($0) && !FolderConfinement.check(join(trimmed, $0), inside: trimmed, diagnostics: diagnostics)
        }
        guard refused.isEmpty else { return nil }
        let manifestPath = join(trimmed, ModelFolder.manifestFileName)
        var filesByVersion: [String: String] = [:]
        var ok = true
        var versionsByFoldedName: [String: String] = [:]
        for name in names.sorted() where name != ModelFolder.manifestFileName && isVersionFile(name) {
            let version = versionName(ofFile: name)
            let path = join(trimmed, name)
            if let other = filesByVersion[version]
                ?? versionsByFoldedName[version.lowercased()].flatMap({ filesByVersion[$0] })
            {
                ModelFolderRules.reportAmbiguous(path, other: other, version: version, diagnostics: diagnostics)
                ok = false
                continue
            }
            filesByVersion[version] = path
            versionsByFoldedName[version.lowercased()] = version
        }
        let location = SourceLocation(file: manifestPath, line: 1, column: 1)
        guard !filesByVersion.isEmpty else {
            diagnostics.emit(YAMLRules.folder, "the model folder \(folder) holds no version files (*.yaml)", at: nil)
            return nil
        }
        guard names.contains(ModelFolder.manifestFileName) else {
            diagnostics.emit(
                YAMLRules.folder,
                "the model folder \(folder) has no \(ModelFolder.manifestFileName) naming the current version",
                at: nil,
                hint: "create \(manifestPath) with `current: \(VersionOrder.sorted(Array(filesByVersion.keys)).last!)`")
            return nil
        }
        guard let manifest = Manifest.read(at: manifestPath, limits: limits, diagnostics: diagnostics) else {
            return nil
        }
        var order = VersionOrder.sorted(Array(filesByVersion.keys))
        if let listed = manifest.versions {
            var seen: Set<String> = []
            for (name, node) in listed where !seen.insert(name).inserted {
                diagnostics.emit(
                    ModelFolderRules.ambiguousVersion, "`versions` lists '\(name)' twice",
                    at: SourceLocation(file: manifestPath, line: Int(node.line), column: Int(node.column)),
                    hint: "list each version once, oldest first")
                ok = false
            }
            for (name, node) in listed where filesByVersion[name] == nil {
                diagnostics.emit(
                    YAMLRules.folder, "`versions` lists '\(name)' but there is no file '\(name).yaml'",
                    at: SourceLocation(file: manifestPath, line: Int(node.line), column: Int(node.column)))
                ok = false
            }
            for name in order where !listed.contains(where: { $0.name == name }) {
                diagnostics.emit(
                    YAMLRules.folder, "version file '\(name).yaml' is missing from `versions`", at: location)
                ok = false
            }
            order = listed.map(\.name)
        }
        if !order.contains(manifest.current.name) {
            diagnostics.emit(
                YAMLRules.folder,
                "the current version '\(manifest.current.name)' has no file '\(manifest.current.name).yaml'",
                at: SourceLocation(
                    file: manifestPath, line: Int(manifest.current.node.line), column: Int(manifest.current.node.column)
                ),
                hint: Suggestion.hint(for: manifest.current.name, among: order))
            ok = false
        }
        guard ok else { return nil }
        let modelName = PathName.lastComponent(of: trimmed)
        return ModelFolder(
            modelName: modelName, versionFiles: order.compactMap { filesByVersion[$0] }, current: manifest.current.name,
            currentLocation: SourceLocation(
                file: manifestPath, line: Int(manifest.current.node.line), column: Int(manifest.current.node.column)))
    }

    static func isVersionFile(_ name: String) -> Bool {
        !name.hasPrefix(".") && (name.hasSuffix(".yaml") || name.hasSuffix(".yml"))
            && !name.hasSuffix(MappingYAMLReader.fileSuffix) && !configurationFileNames.contains(name)
    }

    /// The project's configuration, which may sit beside the versions when the model folder is the project's.
    static let configurationFileNames: Set<String> = ["mapwright.yml", "mapwright.yaml"]

    /// `schemas/ToDo/ToDo 2.yaml` → `ToDo 2`.
    static func versionName(ofFile path: String) -> String {
        let file = (path as NSString).lastPathComponent
        if file.hasSuffix(".yaml") { return String(file.dropLast(5)) }
        if file.hasSuffix(".yml") { return String(file.dropLast(4)) }
        return file
    }

    static func join(_ folder: String, _ name: String) -> String {
        folder.isEmpty ? name : "\(folder)/\(name)"
    }
}

/// `_manifest.yaml`: `current: ToDo 3`, and optionally `versions: [ToDo, ToDo 2, ToDo 3]`.
struct Manifest {
    var current: (name: String, node: YAMLNode)
    var versions: [(name: String, node: YAMLNode)]?

    static func read(at path: String, limits: YAMLLimits, diagnostics upstream: any DiagnosticCollector) -> Manifest? {
        let diagnostics = CollectingDiagnosticCollector(forwardingTo: upstream)
        guard let (root, _) = YAMLModelReader.parseFile(at: path, limits: limits, diagnostics: diagnostics) else {
            return nil
        }
        let reader = VersionReader(file: path, diagnostics: diagnostics)
        var current: (String, YAMLNode)?
        var versions: [(String, YAMLNode)]?
        for pair in reader.mapping(root, what: "the manifest") ?? [] {
            switch pair.key {
            case Keys.Manifest.current:
                if let name = reader.text(pair.value, key: pair.key) { current = (name, pair.value) }
            case Keys.Manifest.versions:
                guard case .sequence(let items) = pair.value.content else {
                    reader.wrongType(pair.value, expected: "a list of version names", for: "`versions`")
                    continue
                }
                versions = items.compactMap { item in reader.text(item, key: pair.key).map { ($0, item) } }
            default: reader.unknownKey(pair, allowed: Keys.Manifest.all, in: "the manifest")
            }
        }
        if current == nil, case .mapping = root.content {
            diagnostics.emit(
                YAMLRules.missingKey, "the manifest needs `current: <version name>`",
                at: SourceLocation(file: path, line: Int(root.line), column: Int(root.column)))
        }
        guard let current, !diagnostics.hasErrors else { return nil }
        return Manifest(current: current, versions: versions)
    }
}
