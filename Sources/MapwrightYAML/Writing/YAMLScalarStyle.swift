/// How the writer spells a text value: plain when the reader gives the same text back, else double-quoted.
enum YAMLScalarStyle {
    /// `value` as a YAML scalar; `inFlow` for items of `[a, b]` lists, where `,[]{}` also need quotes.
    static func text(_ value: String, inFlow: Bool = false) -> String {
        isPlainSafe(value, inFlow: inFlow) ? value : quoted(value)
    }

    /// `value` as a YAML string: like `text`, and also quoted when YAML tools would read it as a
    /// number, a Boolean or null (`"2"`, `"yes"`), so that schema-aware editors see a string.
    static func string(_ value: String, inFlow: Bool = false) -> String {
        looksTyped(value) ? quoted(value) : text(value, inFlow: inFlow)
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
        return true
    }

    /// A double-quoted scalar with `\` escapes.
    static func quoted(_ value: String) -> String {
        var result = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    result += "\\x" + String(repeating: "0", count: 2 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// `[a, b]`.
    static func flowList(_ values: [String]) -> String {
        "[" + values.map { text($0, inFlow: true) }.joined(separator: ", ") + "]"
    }
}
