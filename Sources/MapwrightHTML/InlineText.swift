import Plot

/// A message as the page shows it: the names it quotes between backticks (`` `Item.title` ``) as code,
/// the rest as text, both escaped (``Plot/Node/escapedText(_:)``).
enum InlineText {
    static func nodes(_ text: String) -> Node<HTML.BodyContext> {
        let parts = text.split(separator: "`", omittingEmptySubsequences: false)
        // An odd number of backticks leaves the last one as it is.
        guard parts.count > 2 else { return .escapedText(text) }
        var nodes: [Node<HTML.BodyContext>] = []
        for (index, part) in parts.enumerated() {
            let isCode = index % 2 == 1 && index < parts.count - (parts.count % 2 == 0 ? 1 : 0)
            if isCode {
                nodes.append(.code(.escapedText(String(part))))
            } else if index % 2 == 1 {
                nodes.append(.escapedText("`" + part))
            } else if !part.isEmpty {
                nodes.append(.escapedText(String(part)))
            }
        }
        return .group(nodes)
    }
}
