import Foundation
import MapwrightModel
import MapwrightSwiftData
import MapwrightXcode
import MapwrightYAML

/// Loads a model from any path a command accepts: a YAML model folder or version file, an Xcode
/// `.xcdatamodeld` bundle or a single `.xcdatamodel` version, or SwiftData sources (a `.swift` file or a
/// folder of them declaring `VersionedSchema`s).
package enum ModelLoader {
    /// The kind of input a path names.
    package enum InputKind: Sendable, Equatable {
        case yaml
        case xcode
        case swiftData
    }

    /// Which reader handles `path`: the Xcode reader for `.xcdatamodeld` / `.xcdatamodel` paths and for
    /// folders that hold Xcode's files under another name (`.xccurrentversion`, `*.xcdatamodel`
    /// versions, or a `contents` file); the SwiftData reader for a `.swift` file or a folder of Swift
    /// sources that declares a `VersionedSchema` (``SwiftDataReader/isSwiftDataSource(_:)``); the YAML
    /// reader for everything else.
    package static func kind(of path: String) -> InputKind {
        let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
        if trimmed.hasSuffix(".xcdatamodeld") || trimmed.hasSuffix(".xcdatamodel") { return .xcode }
        if SwiftDataReader.isSwiftDataSource(trimmed) { return .swiftData }
        let fileManager = FileManager.default
        var isDirectory: ObjCBool = false
        guard fileManager.fileExists(atPath: trimmed, isDirectory: &isDirectory), isDirectory.boolValue else {
            return .yaml
        }
        let children = (try? fileManager.contentsOfDirectory(atPath: trimmed)) ?? []
        let looksLikeXcode = children.contains {
            $0 == ".xccurrentversion" || $0 == "contents" || $0.hasSuffix(".xcdatamodel")
        }
        return looksLikeXcode ? .xcode : .yaml
    }

    /// Every version of the model at `path`, oldest first. Returns nil when errors were emitted, unless
    /// `keepingReadableVersions` is set: then a history comes back as long as its version list and one
    /// version at least can be read, without the versions that cannot (``ModelHistory/unreadableVersionNames``).
    package static func loadHistory(
        at path: String, diagnostics: any DiagnosticCollector, keepingReadableVersions: Bool = false
    ) -> ModelHistory? {
        load(at: path, diagnostics: diagnostics, keepingReadableVersions: keepingReadableVersions)?.history
    }

    /// Every version of the model at `path`, oldest first, and for SwiftData sources the migration plan
    /// they declare; nil as for ``loadHistory(at:diagnostics:keepingReadableVersions:)``.
    package static func load(
        at path: String, diagnostics: any DiagnosticCollector, keepingReadableVersions: Bool = false
    ) -> (history: ModelHistory, swiftDataPlan: MigrationPlanDeclaration?)? {
        let path = modelPath(for: path)
        return switch kind(of: path) {
        case .yaml:
            YAMLModelReader.readHistory(
                at: path, limits: YAMLLimits(), diagnostics: diagnostics,
                keepingReadableVersions: keepingReadableVersions
            ).map { ($0, nil) }
        case .xcode:
            XcodeModelReader.readHistory(
                at: path, diagnostics: diagnostics, keepingReadableVersions: keepingReadableVersions
            ).map { ($0, nil) }
        case .swiftData:
            SwiftDataReader.read(at: path, diagnostics: diagnostics).map { ($0.history, $0.plan) }
        }
    }

    /// One version: a YAML version file or a `.xcdatamodel` folder. Returns nil when errors were emitted.
    package static func loadVersion(at path: String, diagnostics: any DiagnosticCollector) -> DataModel? {
        let path = modelPath(for: path)
        return switch kind(of: path) {
        case .yaml: YAMLModelReader.readVersion(at: path, diagnostics: diagnostics)
        case .xcode: XcodeModelReader.readVersion(at: path, diagnostics: diagnostics)
        case .swiftData: SwiftDataReader.read(at: path, diagnostics: diagnostics)?.history.current
        }
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
