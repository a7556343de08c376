import Foundation
import MapwrightDiagnostics
import MapwrightModel
import MapwrightSupport
import MapwrightValidation

/// Reads YAML model folders (`schemas/ToDo/`) and single version files (`schemas/ToDo/ToDo 2.yaml`).
///
/// Every version read is also checked with `ModelValidator`, so a model returned is a valid one.
package enum YAMLModelReader {
    /// Reads every version in a model folder, in order, with the current version.
    /// A single version file reads as a one-version history.
    /// Returns nil when errors were emitted into `diagnostics`.
    package static func readHistory(at path: String, diagnostics: any DiagnosticCollector) -> ModelHistory? {
        readHistory(at: path, limits: YAMLLimits(), diagnostics: diagnostics)
    }

    /// Reads one version file. Returns nil when errors were emitted into `diagnostics`.
    package static func readVersion(at path: String, diagnostics: any DiagnosticCollector) -> DataModel? {
        readVersion(at: path, limits: YAMLLimits(), diagnostics: diagnostics)
    }

    /// `readHistory(at:diagnostics:)` with explicit parser limits. With `keepingReadableVersions`, a
    /// folder whose manifest reads and one of whose versions at least reads comes back without the
    /// versions that do not (``ModelHistory/unreadableVersionNames``) instead of nil.
    package static func readHistory(
        at path: String, limits: YAMLLimits, diagnostics: any DiagnosticCollector, keepingReadableVersions: Bool = false
    ) -> ModelHistory? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            diagnostics.emit(
                YAMLRules.unreadable, "no such file or folder: \(path)", at: nil, hint: closestSibling(of: path))
            return nil
        }
        guard isDirectory.boolValue else {
            guard let version = readVersion(at: path, limits: limits, diagnostics: diagnostics) else { return nil }
            return ModelHistory(name: version.name, versions: [version], currentVersionName: version.name, origin: path)
        }
        guard let plan = ModelFolder.plan(at: path, limits: limits, diagnostics: diagnostics) else { return nil }
        // Versions are independent: read on every core, reported in the order of the files.
        let versions = plan.versionFiles
            .concurrentMap(diagnostics: diagnostics) { readVersion(at: $0, limits: limits, diagnostics: $1) }
            .compactMap { $0 }
        let complete = versions.count == plan.versionFiles.count
        guard complete || (keepingReadableVersions && !versions.isEmpty) else { return nil }
        return ModelHistory(
            name: plan.modelName, versions: versions, currentVersionName: plan.current, origin: path,
            versionOrder: complete ? nil : plan.versionFiles.map(ModelFolder.versionName(ofFile:)),
            currentVersionLocation: plan.currentLocation)
    }

    /// `readVersion(at:diagnostics:)` with explicit parser limits. A version file that is a link to a
    /// place outside its folder is refused unread (``FolderConfinement``).
    package static func readVersion(at path: String, limits: YAMLLimits, diagnostics: any DiagnosticCollector)
        -> DataModel?
    {
        let folder = PathName.folder(of: path)
        guard FolderConfinement.check(path, inside: folder, diagnostics: diagnostics) else { return nil }
        let name = ModelFolder.versionName(ofFile: path)
        let reading = CollectingDiagnosticCollector(forwardingTo: diagnostics)
        guard let (root, data) = parseFile(at: path, limits: limits, diagnostics: reading) else { return nil }
        var model = VersionReader(file: path, diagnostics: reading).readModel(consume root, name: name)
        model.markedLines = MarkedLines(scanning: data, file: path)
        // Read on past structural errors, as a compiler does: the validator reports what they do not explain.
        ModelValidator.validate(model, diagnostics: reading, after: reading.errors)
        return reading.hasErrors ? nil : model
    }

    /// Reads, checks and parses a YAML file into a node tree, returned with the file's bytes; nil (with
    /// errors) when it cannot.
    /// Duplicate keys are reported but do not stop the reading: the first occurrence counts.
    static func parseFile(at path: String, limits: YAMLLimits, diagnostics: any DiagnosticCollector) -> (
        YAMLNode, Data
    )? {
        guard let data = FileManager.default.contents(atPath: path) else {
            diagnostics.emit(YAMLRules.unreadable, "cannot read \(path)", at: nil)
            return nil
        }
        let parsing = CollectingDiagnosticCollector(forwardingTo: diagnostics)
        // Parsed where the file was read into: a copy of a large file cost as much fresh memory as the read.
        var root: YAMLNode?
        let isText = data.withUnsafeBytes { raw in
            let bytes = raw.assumingMemoryBound(to: UInt8.self)
            guard InputCheck.check(bytes, file: path, diagnostics: diagnostics) else { return false }
            root = YAMLParser(file: path, limits: limits, diagnostics: parsing).parse(bytes)
            return true
        }
        guard isText else { return nil }
        guard let root, !root.isNull else {
            if parsing.hasErrors { return nil }
            diagnostics.emit(
                YAMLRules.emptyFile, "the file is empty; a model version needs at least `entities:`",
                at: SourceLocation(file: path, line: 1, column: 1))
            return nil
        }
        return (root, data)
    }

    /// `did you mean 'schemas/ToDo'?` for `schemas/Todo`: the entry of the parent folder closest to the
    /// missing path's last part (a different case, a typo).
    static func closestSibling(of path: String) -> String? {
        let url = URL(fileURLWithPath: path)
        let parent = url.deletingLastPathComponent().path
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: parent),
            let name = Suggestion.closest(to: url.lastPathComponent, among: entries.sorted())
        else { return nil }
        let folder = PathName.folder(of: path)
        return "did you mean '\(folder.isEmpty ? name : folder + "/" + name)'?"
    }
}
