import Foundation
import MapwrightCore
import MapwrightDiagnostics
import MapwrightSupport

/// Prints each diagnostic to standard error as it is emitted, with its source line and caret, as
/// swift-openapi-generator's printing collector does: for stages whose few diagnostics are best seen as
/// they happen (the conversions of `import` and `export`). Whole runs go through ``Terminal``, which
/// sorts by position and bounds the output per file.
final class PrintingDiagnosticCollector: DiagnosticCollector, @unchecked Sendable {
    // Guarded by `lock`: the renderer caches source lines.
    private let renderer = DiagnosticRenderer()
    private let lock = NSLock()

    func emit(_ diagnostic: Diagnostic) {
        lock.withLock { StandardError.write(renderer.render(diagnostic)) }
    }
}
