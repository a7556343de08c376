/// Where a stage reports what it finds, as swift-openapi-generator's stages do: every problem is emitted,
/// not thrown at the first, and the caller decides afterwards what to print and whether to stop.
///
/// ``CollectingDiagnosticCollector`` keeps what it receives (and can forward it), for the pipeline and for
/// a stage that needs to know whether its own part of the input had errors. Test targets have a recording
/// implementation that fails a test on a diagnostic it did not expect.
public protocol DiagnosticCollector: AnyObject, Sendable {
    /// Records one diagnostic.
    func emit(_ diagnostic: Diagnostic)
}

extension DiagnosticCollector {
    /// Records a diagnostic of `rule`, at the rule's severity.
    package func emit(_ rule: Rule, _ message: String, at location: SourceLocation?, hint: String? = nil) {
        emit(Diagnostic(rule, message, at: location, hint: hint))
    }

    /// Records each of `diagnostics`, in order.
    package func emit(contentsOf diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics { emit(diagnostic) }
    }
}
