import MapwrightDiagnostics

/// The part of a source line a diagnostic quotes: at most ``width`` characters around the column, `…`
/// where the line was cut, and every control or invisible formatting character (bidirectional
/// overrides, zero-width characters, byte-order marks, non-characters) shown as `�`, with a caret line
/// that stays under the column. Neither a `::` at its start nor a `##[` in it survives as a GitHub
/// workflow command.
package struct SourceExcerpt: Hashable, Sendable {
    /// The most characters of a line quoted.
    package static let width = 120

    /// The excerpt to print.
    package let text: String
    /// Spaces (tabs kept, so the caret lines up) up to the column's character, then `^`.
    package let caret: String

    /// The excerpt of `line` around the 1-based `column` (counted in characters).
    package init(line: String, column: Int) {
        let characters = Array(line)
        let index = min(max(0, column - 1), characters.count)
        let start =
            characters.count <= Self.width ? 0 : max(0, min(index - Self.width / 2, characters.count - Self.width))
        let end = min(characters.count, start + Self.width)
        let cutBefore = start > 0, cutAfter = end < characters.count
        var text = cutBefore ? "…" : ""
        var caret = cutBefore ? " " : ""
        for position in start..<end {
            let character = characters[position]
            text += PrintableText.isShown(character) ? String(character) : "\u{FFFD}"
            if position < index { caret += character == "\t" ? "\t" : " " }
        }
        if cutAfter { text += "…" }
        // A quoted line must not act as a GitHub workflow command: `##[` loses its second `#`, and a line
        // starting with `::` is written after a `\` (the caret moves with it).
        text = PrintableText.legacyCommandsBroken(text, secondHashAs: "\u{FFFD}")
        if PrintableText.startsCommand(text) {
            text = "\\" + text
            caret = " " + caret
        }
        self.text = text
        self.caret = caret + "^"
    }
}
