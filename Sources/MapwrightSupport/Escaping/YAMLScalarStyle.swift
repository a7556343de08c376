/// The one escaper for the YAML Mapwright writes (model versions, manifests, readable mapping models):
/// how a text value is spelled so that libyaml reads the same text back, whatever it holds.
package enum YAMLScalarStyle {
    /// `value` as a YAML scalar; `inFlow` for items of `[a, b]` lists, where `,[]{}` also need quotes.
    package static func text(_ value: String, inFlow: Bool = false) -> String {
        isPlainSafe(value, inFlow: inFlow) ? value : quoted(value)
    }

    /// `value` as a YAML string: like `text`, and also quoted when YAML tools would read it as a
    /// number, a Boolean or null (`"2"`, `"yes"`), so that schema-aware editors see a string.
    package static func string(_ value: String, inFlow: Bool = false) -> String {
        looksTyped(value) ? quoted(value) : text(value, inFlow: inFlow)
    }

    /// `value` single-quoted (`'` doubled), or double-quoted with escapes when it holds a character a
    /// single-quoted scalar cannot carry (a line break, a control or non-printable character).
    package static func singleQuoted(_ value: String) -> String {
        value.unicodeScalars.contains(where: needsEscape)
            ? quoted(value) : "'" + value.replacingOccurrences(of: "'", with: "''") + "'"
    }

    /// `text` on one line, safe after `#`: line breaks, control and non-printable characters become
    /// spaces, so the text cannot end the comment.
    package static func comment(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { needsEscape($0) && $0 != "\t" ? " " : $0 }))
    }

    /// True for text YAML 1.1/1.2 resolves to a number or a Boolean.
    static func looksTyped(_ value: String) -> Bool {
        if ["true", "false", "yes", "no", "on", "off", "y", "n"].contains(value.lowercased()) { return true }
        return Double(value) != nil || Int(value) != nil
    }

    static func isPlainSafe(_ value: String, inFlow: Bool) -> Bool {
        guard let first = value.utf8.first, let last = value.utf8.last else { return false }
        if first == UInt8(ascii: " ") || last == UInt8(ascii: " ") || last == UInt8(ascii: ":") { return false }
        if value == "~" || value == "null" || value == "Null" || value == "NULL" { return false }
        if "-?:,[]{}#&*!|>'\"%@`".utf8.contains(first) { return false }
        var previous: UInt8 = 0
        for byte in value.utf8 {
            if byte < 0x20 || byte == 0x7F { return false }
            if byte == UInt8(ascii: " ") && previous == UInt8(ascii: ":") { return false }
            if byte == UInt8(ascii: "#") && previous == UInt8(ascii: " ") { return false }
            if inFlow && ",[]{}".utf8.contains(byte) { return false }
            previous = byte
        }
        return !value.utf8.contains(where: { $0 >= 0x80 }) || !value.unicodeScalars.contains(where: needsEscape)
    }

    /// A double-quoted scalar with `\` escapes.
    package static func quoted(_ value: String) -> String {
        var result = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            case "\u{85}": result += "\\N"
            case "\u{2028}": result += "\\L"
            case "\u{2029}": result += "\\P"
            default:
                if needsEscape(scalar) {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    let (prefix, width) = scalar.value <= 0xFF ? ("\\x", 2) : ("\\u", 4)
                    result += prefix + String(repeating: "0", count: width - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// True for a character YAML cannot hold as it is: control characters (C0, DEL, C1), the line
    /// breaks NEL, LS and PS, the byte-order mark and the non-characters U+FFFE and U+FFFF.
    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        IdentifierRules.isControl(scalar) || scalar.value == 0xFEFF || scalar.value == 0xFFFE || scalar.value == 0xFFFF
    }

    /// `[a, b, c]`, each item spelled as ``text(_:inFlow:)``.
    package static func flowList(_ values: [String]) -> String {
        "[" + values.map { text($0, inFlow: true) }.joined(separator: ", ") + "]"
    }
}
