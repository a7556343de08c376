import Foundation

/// Collects every diagnostic a stage emits, so that all problems are reported, not only the first.
///
/// Stages take a collector instead of throwing on the first problem; the caller decides afterwards
/// whether anything reached `error` and stops before writing output.
public final class DiagnosticsCollector: @unchecked Sendable {
    // Guarded by `lock`: the only mutable state, so stages may emit from any thread.
    private var emitted: [Diagnostic] = []
    private let lock = NSLock()

    public init() {}

    /// Everything emitted so far, in emission order.
    public var diagnostics: [Diagnostic] { lock.withLock { emitted } }

    /// Records one diagnostic.
    public func emit(_ diagnostic: Diagnostic) {
        lock.withLock { emitted.append(diagnostic) }
    }

    /// Records a diagnostic of `rule`, at the rule's severity.
    public func emit(_ rule: Rule, _ message: String, at location: SourceLocation?, hint: String? = nil) {
        emit(Diagnostic(rule, message, at: location, hint: hint))
    }

    /// True when at least one error was emitted.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// The diagnostics sorted by file, line, column, then code: a stable order for output.
    public var sorted: [Diagnostic] { diagnostics.sorted(by: Diagnostic.outputOrder) }
}

/// Thrown by a stage when its input had errors; carries every diagnostic collected.
public struct DiagnosticsError: Error, Sendable {
    /// All diagnostics, errors and otherwise, in output order.
    public var diagnostics: [Diagnostic]

    public init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }
}
