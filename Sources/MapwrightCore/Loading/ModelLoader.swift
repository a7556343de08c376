import Foundation
import MapwrightModel
import MapwrightXcode
import MapwrightYAML

/// Loads a model from any path a command accepts: a YAML model folder or version file, an Xcode
/// `.xcdatamodeld` bundle or a single `.xcdatamodel` version.
public enum ModelLoader {
    /// The kind of input a path names.
    public enum InputKind: Sendable, Equatable {
        case yaml
        case xcode
    }

    /// Which reader handles `path`: the Xcode reader for `.xcdatamodeld` / `.xcdatamodel` paths and for
    /// folders that hold Xcode's files under another name (`.xccurrentversion`, `*.xcdatamodel`
    /// versions, or a `contents` file); the YAML reader for everything else.
    public static func kind(of path: String) -> InputKind {
        let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
        if trimmed.hasSuffix(".xcdatamodeld") || trimmed.hasSuffix(".xcdatamodel") { return .xcode }
        let fileManager = FileManager.default
        var isDirectory: ObjCBool = false
        guard fileManager.fileExists(atPath: trimmed, isDirectory: &isDirectory), isDirectory.boolValue else {
            return .yaml
        }
        let children = (try? fileManager.contentsOfDirectory(atPath: trimmed)) ?? []
        let looksLikeXcode = children.contains { $0 == ".xccurrentversion" || $0 == "contents" || $0.hasSuffix(".xcdatamodel") }
        return looksLikeXcode ? .xcode : .yaml
    }

    /// Every version of the model at `path`, oldest first. Returns nil when errors were emitted, unless
    /// `keepingReadableVersions` is set: then a history comes back as long as its version list and one
    /// version at least can be read, without the versions that cannot (``ModelHistory/unreadableVersionNames``).
    public static func loadHistory(
        at path: String, diagnostics: any DiagnosticCollector, keepingReadableVersions: Bool = false
    ) -> ModelHistory? {
        switch kind(of: path) {
        case .yaml:
            YAMLModelReader.readHistory(
                at: path, limits: YAMLLimits(), diagnostics: diagnostics, keepingReadableVersions: keepingReadableVersions)
        case .xcode: XcodeModelReader.readHistory(at: path, diagnostics: diagnostics, keepingReadableVersions: keepingReadableVersions)
        }
    }

    /// One version: a YAML version file or a `.xcdatamodel` folder. Returns nil when errors were emitted.
    public static func loadVersion(at path: String, diagnostics: any DiagnosticCollector) -> DataModel? {
        switch kind(of: path) {
        case .yaml: YAMLModelReader.readVersion(at: path, diagnostics: diagnostics)
        case .xcode: XcodeModelReader.readVersion(at: path, diagnostics: diagnostics)
        }
    }
}

extension ModelLoader {
    /// True when `path` names a whole model (a YAML model folder or an `.xcdatamodeld` bundle) rather
    /// than one version (a YAML version file or an `.xcdatamodel` folder).
    public static func isModel(_ path: String) -> Bool {
        let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
        if trimmed.hasSuffix(".xcdatamodel") { return false }
        if trimmed.hasSuffix(".xcdatamodeld") { return true }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: trimmed, isDirectory: &isDirectory), isDirectory.boolValue else { return false }
        let children = (try? FileManager.default.contentsOfDirectory(atPath: trimmed)) ?? []
        return !children.contains("contents")
    }
}
