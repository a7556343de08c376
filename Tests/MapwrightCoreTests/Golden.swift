import Foundation
import MapwrightTestSupport
import Testing

extension Golden {
    /// Compares `actual` with `Fixtures/Golden/<name>` of this target (see
    /// ``Golden/check(_:against:sourceLocation:)``).
    static func check(_ actual: String, matches name: String, sourceLocation: SourceLocation = #_sourceLocation) throws
    {
        try check(
            actual, against: fixturesDirectory.appendingPathComponent("Golden").appendingPathComponent(name),
            sourceLocation: sourceLocation)
    }
}
