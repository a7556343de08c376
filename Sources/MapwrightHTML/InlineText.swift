import Plot

/// A message as the page shows it: the names it quotes between backticks (`` `Item.title` ``) as code,
/// the rest as text, both escaped (``Plot/Node/escapedText(_:)``).
enum InlineText {
    static func nodes(_ text: String) -> Node<HTML.BodyContext> {
        .raw(html(text))
    }

    /// The markup of ``nodes(_:)``, written as one string: a table of changes shows one message per row.
    static func html(_ text: String) -> String {
        let parts = text.split(separator: "`", omittingEmptySubsequences: false)
        // An odd number of backticks leaves the last one as it is.
        guard parts.count > 2 else { return EscapedText.escape(text) }
        var html = ""
        for (index, part) in parts.enumerated() {
            let isCode = index % 2 == 1 && index < parts.count - (parts.count % 2 == 0 ? 1 : 0)
            if isCode {
                html += "<code>" + EscapedText.escape(String(part)) + "</code>"
            } else if index % 2 == 1 {
                html += EscapedText.escape("`" + part)
            } else {
                html += EscapedText.escape(String(part))
            }
        }
        return html
    }
}
