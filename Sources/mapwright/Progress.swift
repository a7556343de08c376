import Foundation
import MapwrightCore
import MapwrightDiagnostics
import MapwrightSupport

/// A progress line on standard error while `check` reads several models, rewritten in place and erased at
/// the end; shown only when standard error is a terminal, so logs and pipes never see it.
final class Progress {
    private let total: Int
    private let shown: Bool
    private var written = false

    init(total: Int, shown: Bool) {
        self.total = total
        self.shown = shown && total > 1
    }

    func show(checking path: String, number: Int) {
        guard shown else { return }
        let text = "checking \(number)/\(total): \(PrintableText.escaped(path, limit: 60))"
        StandardError.write("\r\u{1B}[K\(text)")
        written = true
    }

    func finish() {
        if written { StandardError.write("\r\u{1B}[K") }
    }
}
