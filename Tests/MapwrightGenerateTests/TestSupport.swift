import Foundation
import MapwrightAnalysis
import MapwrightDiagnostics
import MapwrightGenerate
import MapwrightTestSupport
import MapwrightXcode
import MapwrightYAML
import Testing

/// The test target's `Fixtures/` folder.
let fixturesDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

/// Compares `actual` with the golden file `Fixtures/golden/<name>` (see ``Golden``).
func expectGolden(_ actual: String, _ name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
    try Golden.check(
        actual, against: fixturesDirectory.appendingPathComponent("golden").appendingPathComponent(name),
        sourceLocation: sourceLocation)
}
