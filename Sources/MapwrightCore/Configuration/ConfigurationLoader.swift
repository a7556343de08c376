import Foundation
import MapwrightDiagnostics
import MapwrightSupport
import MapwrightYAML

/// Finds and reads `mapwright.yml`. Every problem is reported with its position; unknown keys get a
/// "did you mean" suggestion.
public enum ConfigurationLoader {
    /// The file name looked for.
    package static let fileName = "mapwright.yml"

    /// Every top-level key, in the order docs/configuration.md documents them.
    package static let keys = [
        "models", "output", "templates", "modelFolder", "staged", "failOn", "reporter", "githubAnnotations", "rules",
        "ignore",
        "rulesDocumentationURL", "versions", "current", "mappings", "migration", "inference", "built", "policySources",
        "baseline", "suppress", "stores", "swiftData",
    ]

    /// The nearest `mapwright.yml` in `directory` or one of its parents (absolute path), if any.
    package static func discover(from directory: String) -> String? {
        var current = PathText.absolute(directory, from: FileManager.default.currentDirectoryPath)
        while true {
            let candidate = PathText.join(current, fileName)
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
            if current == "/" || current.isEmpty { return nil }
            current = PathName.folder(of: current)
        }
    }

    /// The configuration for a run in `workingDirectory`: the file given (`explicitPath`, which must exist),
    /// else the discovered one, else an empty configuration. Returns nil when the file has errors.
    public static func load(
        explicitPath: String?, workingDirectory: String, diagnostics: any DiagnosticCollector
    ) -> ProjectConfiguration? {
        let path: String
        if let explicitPath {
            let absolute = PathText.absolute(explicitPath, from: workingDirectory)
            guard FileManager.default.isReadableFile(atPath: absolute) else {
                diagnostics.emit(
                    ProjectRules.configUnreadable, "cannot read the configuration file \(explicitPath)", at: nil,
                    hint: "run `mapwright config init` to write one")
                return nil
            }
            path = absolute
        } else if let found = discover(from: workingDirectory) {
            path = found
        } else {
            return ProjectConfiguration(baseDirectory: ".")
        }
        let shown = PathText.relative(path, to: workingDirectory)
        let base = PathText.relative(PathName.folder(of: path), to: workingDirectory)
        // `shown` is standardized, which resolves links: name the link itself.
        let link = PathText.join(base, (path as NSString).lastPathComponent)
        let folder = PathName.folder(of: path)
        guard FolderConfinement.check(path, inside: folder, shownAs: link, diagnostics: diagnostics) else { return nil }
        return read(at: path, shownAs: shown, baseDirectory: base, diagnostics: diagnostics)
    }

    /// Reads the file at `path`; positions use `shownAs`. Returns nil when it has errors.
    package static func read(
        at path: String, shownAs shown: String, baseDirectory: String, diagnostics: any DiagnosticCollector
    ) -> ProjectConfiguration? {
        let local = CollectingDiagnosticCollector()
        var configuration = ProjectConfiguration(baseDirectory: baseDirectory, file: shown)
        if let root = YAMLDocument.parse(contentsOf: path, diagnostics: local) {
            var reader = ConfigurationReader(diagnostics: local, file: shown)
            reader.project = ConfiguredPaths(configurationFile: path)
            reader.read(root, into: &configuration)
        }
        for diagnostic in local.diagnostics {
            var moved = diagnostic
            if moved.location?.file == path { moved.location?.file = shown }
            diagnostics.emit(moved)
        }
        return local.hasErrors ? nil : configuration
    }
}
