import Foundation
import MapwrightCore
import MapwrightDiagnostics
import MapwrightSupport

/// A progress line on standard error while `check` reads several models, rewritten in place and erased at
/// the end; shown only when standard error is a terminal, so logs and pipes never see it.
final class Progress {
    private let shown: Bool
    private var written = false

    init(shown: Bool) {
        self.shown = shown
    }

    /// Shows which model of how many is being read; nothing when there is one.
    func show(number: Int, total: Int, checking path: String) {
        guard shown, total > 1 else { return }
        let text = "checking \(number)/\(total): \(PrintableText.escaped(path, limit: 60))"
        StandardError.write("\r\u{1B}[K\(text)")
        written = true
    }

    func finish() {
        if written { StandardError.write("\r\u{1B}[K") }
    }

    /// `print`, after the progress line is erased: what a run hands its diagnostics to.
    func finishing(_ print: @escaping ([Diagnostic]) -> Void) -> ([Diagnostic]) -> Void {
        { diagnostics in
            self.finish()
            print(diagnostics)
        }
    }
}
