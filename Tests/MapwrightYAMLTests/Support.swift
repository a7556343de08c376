import Foundation
import MapwrightDiagnostics
import MapwrightModel
import MapwrightTestSupport
import MapwrightYAML

/// `Tests/MapwrightYAMLTests/Fixtures`.
let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

/// Reads `text` as a version file named `name.yaml` in a temporary folder.
func readVersion(source text: String, name: String = "Model") throws -> (model: DataModel?, diagnostics: [Diagnostic]) {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("\(name).yaml")
    try Data(text.utf8).write(to: file)
    let diagnostics = CollectingDiagnosticCollector()
    let model = YAMLModelReader.readVersion(at: file.path, diagnostics: diagnostics)
    return (model, diagnostics.sorted)
}

/// Reads a version file from the fixtures.
func readFixture(_ relativePath: String) -> (model: DataModel?, diagnostics: [Diagnostic]) {
    let diagnostics = CollectingDiagnosticCollector()
    let model = YAMLModelReader.readVersion(
        at: fixtures.appendingPathComponent(relativePath).path, diagnostics: diagnostics)
    return (model, diagnostics.sorted)
}
