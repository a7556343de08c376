/// Escaping for HTML attribute values. Plot escapes text nodes but writes attribute values as they are,
/// so every attribute value that holds model text (entity names, reasons, paths) goes through here.
enum HTMLEscaping {
    /// `text` safe inside a double-quoted attribute value: `&`, `<`, `>`, `"` and `'` as character references.
    static func attribute(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.count)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }
}
