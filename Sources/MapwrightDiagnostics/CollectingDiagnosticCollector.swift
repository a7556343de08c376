import Foundation

/// Keeps every diagnostic emitted into it, in emission order, and forwards each to an upstream collector
/// when it has one.
///
/// A stage that must know whether its own part of the input had errors (a reader deciding whether the
/// version it read can be used) emits into a collector that forwards to the caller's, and asks it.
/// Safe to emit into from any thread.
public final class CollectingDiagnosticCollector: DiagnosticCollector, @unchecked Sendable {
    // Guarded by `lock`: the only mutable state, so stages may emit from any thread.
    private var emitted: [Diagnostic] = []
    private let lock = NSLock()
    private let upstream: (any DiagnosticCollector)?

    /// A collector that keeps what it receives and, when `upstream` is given, passes each diagnostic on.
    public init(forwardingTo upstream: (any DiagnosticCollector)? = nil) {
        self.upstream = upstream
    }

    /// Everything emitted so far, in emission order.
    public var diagnostics: [Diagnostic] { lock.withLock { emitted } }

    public func emit(_ diagnostic: Diagnostic) {
        lock.withLock { emitted.append(diagnostic) }
        upstream?.emit(diagnostic)
    }

    /// The errors emitted so far.
    public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }

    /// True when at least one error was emitted.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// The diagnostics sorted by file, line, column, then code: a stable order for output.
    public var sorted: [Diagnostic] { diagnostics.sorted(by: Diagnostic.outputOrder) }
}

/// Thrown by a stage when its input had errors; carries every diagnostic collected.
package struct DiagnosticsError: Error, Sendable {
    /// All diagnostics, errors and otherwise, in output order.
    public var diagnostics: [Diagnostic]

    package init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }
}
