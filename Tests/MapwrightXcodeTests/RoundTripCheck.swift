import Foundation
import MapwrightCore

/// The round-trip check every fixture bundle (and, on request, a whole corpus) goes through:
/// read → write → read gives an equal model, every version's rewritten `contents` means the same as
/// the original, and reading reports no warning (nothing was left out).
enum RoundTripCheck {
    /// Every problem found with the bundle at `path`; empty when it round-trips.
    static func problems(bundleAt path: String) -> [String] {
        let diagnostics = DiagnosticsCollector()
        guard let history = XcodeModelReader.readHistory(at: path, diagnostics: diagnostics) else {
            return ["cannot read: " + diagnostics.sorted.map(\.summaryLine).joined(separator: "; ")]
        }
        var problems = diagnostics.sorted.filter { $0.severity != .note }.map { "reported: \($0.summaryLine)" }
        for version in history.versions {
            let original = FileManager.default.contents(atPath: "\(path)/\(version.name).xcdatamodel/contents") ?? Data()
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
            let again = DiagnosticsCollector()
            guard let reread = XcodeModelReader.readHistory(at: bundle, diagnostics: again) else {
                return problems + ["cannot read the written bundle: " + again.sorted.map(\.summaryLine).joined(separator: "; ")]
            }
            if reread.versions != history.versions { problems.append("read → write → read changed the model") }
            if reread.currentVersionName != history.currentVersionName { problems.append("the current version changed") }
            problems += again.sorted.map { "reported on re-read: \($0.summaryLine)" }
        } catch {
            problems.append("cannot write the bundle: \(error)")
        }
        return problems
    }

    /// Every folder under `root` that directly holds `.xcdatamodel` versions, sorted by path.
    static func bundles(under root: String) -> [String] {
        let manager = FileManager.default
        var result: Set<String> = []
        guard let walker = manager.enumerator(atPath: root) else { return [] }
        while let relative = walker.nextObject() as? String {
            if relative.hasSuffix(".xcdatamodel") {
                result.insert((root as NSString).appendingPathComponent((relative as NSString).deletingLastPathComponent))
                walker.skipDescendants()
            }
        }
        return result.sorted()
    }
}
