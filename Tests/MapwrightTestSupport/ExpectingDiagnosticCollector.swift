import Foundation
import MapwrightDiagnostics
import Testing

/// The test implementation of ``DiagnosticCollector``: it records what it receives and fails the running
/// test, at the line that made it, on every diagnostic whose code the test did not say it expects.
///
/// ```swift
/// let diagnostics = ExpectingDiagnosticCollector()             // nothing expected: any diagnostic fails
/// let warned = ExpectingDiagnosticCollector(expecting: [XcodeRules.unknownAttribute.code])
/// ```
package final class ExpectingDiagnosticCollector: DiagnosticCollector, @unchecked Sendable {
    // Guarded by `lock`.
    private var received: [Diagnostic] = []
    private let lock = NSLock()
    private let expectedCodes: Set<String>
    private let sourceLocation: Testing.SourceLocation

    /// A collector that accepts diagnostics of `expectedCodes` only.
    package init(expecting expectedCodes: Set<String> = [], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        self.expectedCodes = expectedCodes
        self.sourceLocation = sourceLocation
    }

    package func emit(_ diagnostic: Diagnostic) {
        lock.withLock { received.append(diagnostic) }
        if !expectedCodes.contains(diagnostic.code) {
            Issue.record("unexpected diagnostic: \(diagnostic.summaryLine)", sourceLocation: sourceLocation)
        }
    }

    /// Every diagnostic received, in emission order.
    package var diagnostics: [Diagnostic] { lock.withLock { received } }

    /// The codes received, in emission order.
    package var codes: [String] { diagnostics.map(\.code) }
}
