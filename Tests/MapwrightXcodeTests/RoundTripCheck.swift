import Foundation
import MapwrightAnalysis
import MapwrightDiagnostics
import MapwrightModel
import MapwrightSupport
import MapwrightXcode
import MapwrightYAML

/// The round-trip check every fixture bundle (and, on request, a whole corpus) goes through:
/// read → write → read gives an equal model, every version's rewritten `contents` means the same as
/// the original, the Xcode reader reports no warning (nothing was left out; what the model validator says
/// about the model itself is the model's business, not the round trip's), the model survives YAML
/// (Xcode → YAML → Xcode keeps the meaning, YAML → Xcode → YAML keeps the text), and the version
/// chain goes through the migration analysis.
enum RoundTripCheck {
    /// Every problem found with the bundle at `path`; empty when it round-trips.
    static func problems(bundleAt path: String) -> [String] {
        let diagnostics = CollectingDiagnosticCollector()
        guard let history = XcodeModelReader.readHistory(at: path, diagnostics: diagnostics) else {
            return ["cannot read: " + diagnostics.sorted.map(\.summaryLine).joined(separator: "; ")]
        }
        var problems = diagnostics.sorted.filter(isReaderProblem).map { "reported: \($0.summaryLine)" }
        for version in history.versions {
            let original =
                FileManager.default.contents(atPath: "\(path)/\(version.name).xcdatamodel/contents") ?? Data()
            let rewritten = Data(XcodeModelWriter.contents(of: version).utf8)
            problems += XcodeSemanticComparison.differences(original: original, rewritten: rewritten)
                .map { "\(version.name): \($0)" }
        }
        do {
            let folder = FileManager.default.temporaryDirectory
                .appendingPathComponent("mapwright-roundtrip-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: folder) }
            let bundle = folder.appendingPathComponent("\(history.name).xcdatamodeld").path
            try XcodeModelWriter.writeBundle(history, to: bundle, overwrite: false)
            let again = CollectingDiagnosticCollector()
            guard let reread = XcodeModelReader.readHistory(at: bundle, diagnostics: again) else {
                return problems + [
                    "cannot read the written bundle: " + again.sorted.map(\.summaryLine).joined(separator: "; ")
                ]
            }
            if reread.versions != history.versions { problems.append("read → write → read changed the model") }
            if reread.currentVersionName != history.currentVersionName {
                problems.append("the current version changed")
            }
            problems += again.sorted.filter(isReaderProblem).map { "reported on re-read: \($0.summaryLine)" }
        } catch {
            problems.append("cannot write the bundle: \(error)")
        }
        problems += yamlProblems(history, bundleAt: path)
        _ = MigrationAnalyzer.analyze(history)
        return problems
    }

    /// A warning or error of the Xcode reader itself (MW030–MW049): something it could not take in.
    static func isReaderProblem(_ diagnostic: Diagnostic) -> Bool {
        diagnostic.severity != .note && ("MW030"..."MW049").contains(diagnostic.code)
    }

    /// Xcode → YAML → Xcode, and YAML → Xcode → YAML.
    static func yamlProblems(_ history: ModelHistory, bundleAt path: String) -> [String] {
        let yaml = YAMLModelWriter.files(for: history)
        let diagnostics = CollectingDiagnosticCollector()
        guard let fromYAML = readYAML(yaml, diagnostics: diagnostics) else {
            return ["the imported YAML does not read: " + diagnostics.sorted.map(\.summaryLine).joined(separator: "; ")]
        }
        var problems: [String] = []
        if fromYAML.versions != history.versions { problems.append("Xcode → YAML → read changed the model") }
        for version in fromYAML.versions {
            let original =
                FileManager.default.contents(atPath: "\(path)/\(version.name).xcdatamodel/contents") ?? Data()
            problems += XcodeSemanticComparison.differences(
                original: original, rewritten: Data(XcodeModelWriter.contents(of: version).utf8)
            ).map { "\(version.name) through YAML: \($0)" }
        }
        let again = CollectingDiagnosticCollector()
        let files = XcodeModelWriter.bundleFiles(for: fromYAML)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "mapwright-export-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let bundle = folder.appendingPathComponent("\(history.name).xcdatamodeld").path
        do {
            try AtomicFolderWriter.write(files, to: bundle, overwrite: false)
        } catch {
            return problems + ["cannot export: \(error)"]
        }
        guard let reimported = XcodeModelReader.readHistory(at: bundle, diagnostics: again) else {
            return problems + ["the export does not read back"]
        }
        if YAMLModelWriter.files(for: reimported) != yaml { problems.append("YAML → export → import changed the YAML") }
        return problems
    }

    static func readYAML(_ files: [YAMLModelWriter.File], diagnostics: any DiagnosticCollector) -> ModelHistory? {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "mapwright-yaml-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            try AtomicFolderWriter.write(
                files.map { (path: $0.name, text: $0.contents) }, to: folder.path, overwrite: false)
        } catch {
            return nil
        }
        return YAMLModelReader.readHistory(at: folder.path, diagnostics: diagnostics)
    }

    /// Every folder under `root` that directly holds `.xcdatamodel` versions, sorted by path.
    static func bundles(under root: String) -> [String] {
        let manager = FileManager.default
        var result: Set<String> = []
        guard let walker = manager.enumerator(atPath: root) else { return [] }
        while let relative = walker.nextObject() as? String {
            if relative.hasSuffix(".xcdatamodel") {
                result.insert(
                    (root as NSString).appendingPathComponent((relative as NSString).deletingLastPathComponent))
                walker.skipDescendants()
            }
        }
        return result.sorted()
    }
}
