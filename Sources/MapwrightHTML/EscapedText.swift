import Plot

extension Node {
    /// `text` as the page's text, its `&`, `<` and `>` written as references. Plot's own `.text` builds a
    /// string per character, and passes a `&name;` in the text through as a reference, where the page must
    /// show what the model holds.
    static func escapedText(_ text: String) -> Node { .raw(EscapedText.escape(text)) }
}

/// The escaping of ``Plot/Node/escapedText(_:)``: the markup writer's, for the parts Plot renders.
enum EscapedText {
    /// `text` with `&`, `<` and `>` replaced by their references; itself when it holds none (most texts).
    static func escape(_ text: String) -> String {
        guard
            text.utf8.contains(where: { $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") })
        else { return text }
        var markup = MarkupWriter(capacity: text.utf8.count + 16)
        markup.writeEscaped(text)
        return markup.text
    }
}
