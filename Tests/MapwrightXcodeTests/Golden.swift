import Foundation
import MapwrightTestSupport
import Testing

/// Compares `actual` with the golden file `Fixtures/golden/<name>` (see ``Golden``).
func expectGolden(_ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    try Golden.check(
        actual, against: URL(fileURLWithPath: "\(Fixtures.root)/golden/\(name)"), sourceLocation: sourceLocation)
}
