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
        guard text.utf8.contains(UInt8(ascii: "`")) else { return markup.writeEscaped(text) }
        // Split on the byte: a backtick is one byte, and its characters need not be found.
        let parts = text.utf8.split(separator: UInt8(ascii: "`"), omittingEmptySubsequences: false).map(Substring.init)
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
