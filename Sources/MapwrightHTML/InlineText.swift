import Plot

/// A message as the page shows it: the names it quotes between backticks (`` `Item.title` ``) as code,
/// the rest as text, both escaped (``Plot/Node/escapedText(_:)``).
enum InlineText {
    static func nodes(_ text: String) -> Node<HTML.BodyContext> {
        .raw(html(text))
    }

    /// The markup of ``nodes(_:)``.
    static func html(_ text: String) -> String {
        var markup = MarkupWriter()
        write(text, into: &markup)
        return markup.text
    }

    /// Writes the markup of ``nodes(_:)``: a table of changes shows one message per row.
    static func write(_ text: String, into markup: inout MarkupWriter) {
        // The parts between backtick characters, told from the bytes where each backtick stands between ASCII
        // bytes (nothing joins it there); else by characters, as a mark after a backtick joins it.
        let utf8 = text.utf8
        guard utf8.contains(UInt8(ascii: "`")) else { return markup.writeEscaped(text) }
        var parts: [Substring] = []
        var start = utf8.startIndex
        for index in utf8.indices where utf8[index] == UInt8(ascii: "`") {
            let after = utf8.index(after: index)
            guard
                (index == utf8.startIndex || utf8[utf8.index(before: index)] < 0x80)
                    && (after == utf8.endIndex || utf8[after] < 0x80)
            else {
                return write(text, parts: text.split(separator: "`", omittingEmptySubsequences: false), into: &markup)
            }
            parts.append(text[start..<index])
            start = after
        }
        parts.append(text[start...])
        write(text, parts: parts, into: &markup)
    }

    /// `text`, whose parts between backticks are `parts`, written with its code spans.
    private static func write(_ text: String, parts: [Substring], into markup: inout MarkupWriter) {
        // An odd number of backticks leaves the last one as it is.
        guard parts.count > 2 else { return markup.writeEscaped(text) }
        for (index, part) in parts.enumerated() {
            let isCode = index % 2 == 1 && index < parts.count - (parts.count % 2 == 0 ? 1 : 0)
            if isCode {
                markup.write("<code>")
                markup.writeEscaped(part)
                markup.write("</code>")
            } else {
                if index % 2 == 1 { markup.write("`") }
                markup.writeEscaped(part)
            }
        }
    }
}
