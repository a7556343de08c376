import Foundation
import MapwrightCore

/// `Tests/MapwrightYAMLTests/Fixtures`.
let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

/// The package's root folder (where `schemas/` lives).
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// A fresh, empty temporary folder.
func makeTemporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("mapwright-yaml-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// Reads `text` as a version file named `name.yaml` in a temporary folder.
func readVersion(source text: String, name: String = "Model") throws -> (model: DataModel?, diagnostics: [Diagnostic]) {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("\(name).yaml")
    try Data(text.utf8).write(to: file)
    let diagnostics = DiagnosticsCollector()
    let model = YAMLModelReader.readVersion(at: file.path, diagnostics: diagnostics)
    return (model, diagnostics.sorted)
}

/// Reads a version file from the fixtures.
func readFixture(_ relativePath: String) -> (model: DataModel?, diagnostics: [Diagnostic]) {
    let diagnostics = DiagnosticsCollector()
    let model = YAMLModelReader.readVersion(at: fixtures.appendingPathComponent(relativePath).path, diagnostics: diagnostics)
    return (model, diagnostics.sorted)
}

/// Compares `actual` with the golden file, or records it when `MAPWRIGHT_RECORD=1`. Returns a
/// line diff on mismatch, nil when equal.
func compareWithGolden(_ actual: String, at relativePath: String) throws -> String? {
    let url = fixtures.appendingPathComponent(relativePath)
    if ProcessInfo.processInfo.environment["MAPWRIGHT_RECORD"] == "1" {
        try Data(actual.utf8).write(to: url)
        return nil
    }
    let expected = try String(contentsOf: url, encoding: .utf8)
    guard expected != actual else { return nil }
    let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
    var diff = "golden file \(relativePath) differs (MAPWRIGHT_RECORD=1 re-records):\n"
    for i in 0..<max(e.count, a.count) where (i < e.count ? e[i] : nil) != (i < a.count ? a[i] : nil) {
        diff += "line \(i + 1):\n- \(i < e.count ? String(e[i]) : "")\n+ \(i < a.count ? String(a[i]) : "")\n"
    }
    return diff
}
