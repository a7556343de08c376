import Foundation
import MapwrightDiagnostics
import MapwrightModel
import MapwrightSwiftData
import MapwrightXcode
import MapwrightYAML

/// Loads a model from any path a command accepts: a YAML model folder or version file, an Xcode
/// `.xcdatamodeld` bundle or a single `.xcdatamodel` version, or SwiftData sources (a `.swift` file or a
/// folder of them declaring `VersionedSchema`s).
package enum ModelLoader {
    /// The readers, in the order they are asked: SwiftData sources, then Xcode's files, then YAML, which
    /// takes every other path.
    static var readers: [any ModelReader.Type] { [SwiftDataReader.self, XcodeModelReader.self, YAMLModelReader.self] }

    /// The reader of `path`: the first that reads it.
    static func reader(for path: String) -> any ModelReader.Type {
        readers.first { $0.reads(path) } ?? YAMLModelReader.self
    }

    /// Which kind of input `path` is.
    package static func kind(of path: String) -> ModelInputKind { reader(for: path).kind }

    /// Every version of the model at `path`, oldest first. Returns nil when errors were emitted, unless
    /// `keepingReadableVersions` is set: then a history comes back as long as its version list and one
    /// version at least can be read, without the versions that cannot (``ModelHistory/unreadableVersionNames``).
    package static func loadHistory(
        at path: String, diagnostics: any DiagnosticCollector, keepingReadableVersions: Bool = false
    ) -> ModelHistory? {
        load(at: path, diagnostics: diagnostics, keepingReadableVersions: keepingReadableVersions)?.history
    }

    /// Every version of the model at `path`, oldest first, and for SwiftData sources the migration plan
    /// they declare, their Codable values read as `codable` says; nil as for
    /// ``loadHistory(at:diagnostics:keepingReadableVersions:)``. An Xcode bundle's entities already in
    /// `entities` are taken from it, and those it decodes are added.
    package static func load(
        at path: String, diagnostics: any DiagnosticCollector, keepingReadableVersions: Bool = false,
        codable: CodableReading = .unset, entities: DecodedEntityCache? = nil
    ) -> ReadModel? {
        let path = modelPath(for: path)
        switch reader(for: path) {
        case is SwiftDataReader.Type:
            return SwiftDataReader.readModel(at: path, codable: codable, diagnostics: diagnostics)
        case is XcodeModelReader.Type:
            return XcodeModelReader.readHistory(
                at: path, diagnostics: diagnostics, keepingReadableVersions: keepingReadableVersions,
                entities: entities
            ).map { ReadModel(history: $0) }
        default:
            break
        }
        return reader(for: path).readModel(
            at: path, diagnostics: diagnostics, keepingReadableVersions: keepingReadableVersions)
    }

    /// One version: a YAML version file or a `.xcdatamodel` folder. Returns nil when errors were emitted.
    package static func loadVersion(at path: String, diagnostics: any DiagnosticCollector) -> DataModel? {
        let path = modelPath(for: path)
        return reader(for: path).readVersion(at: path, diagnostics: diagnostics)
    }
}

extension ModelLoader {
    /// The model a path to one of its files means: a version's `contents` file is its `.xcdatamodel`
    /// folder, and a YAML model folder's `_manifest.yaml` is the folder; any other path is itself.
    package static func modelPath(for path: String) -> String {
        // Split by hand: Foundation's path-component methods trap on a one-character path on Linux.
        var components = path.split(separator: "/", omittingEmptySubsequences: false)
        while components.count > 1, components.last == "" { components.removeLast() }
        guard components.count > 1, let name = components.last else {
            return path == "_manifest.yaml" || path == "_manifest.yml" ? "." : path
        }
        let parent = components.dropLast().joined(separator: "/")
        switch name {
        case "contents" where parent.hasSuffix(".xcdatamodel"): return parent
        case "_manifest.yaml", "_manifest.yml": return parent.isEmpty ? "/" : parent
        default: return path
        }
    }

    /// True when `path` names a whole model (a YAML model folder or an `.xcdatamodeld` bundle) rather
    /// than one version (a YAML version file or an `.xcdatamodel` folder).
    package static func isModel(_ path: String) -> Bool {
        let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
        if trimmed.hasSuffix(".xcdatamodel") { return false }
        if trimmed.hasSuffix(".xcdatamodeld") { return true }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: trimmed, isDirectory: &isDirectory), isDirectory.boolValue else {
            return false
        }
        let children = (try? FileManager.default.contentsOfDirectory(atPath: trimmed)) ?? []
        return !children.contains("contents")
    }
}
