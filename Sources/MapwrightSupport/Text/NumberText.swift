/// Decimal numbers as model files write them (`12`, `-0.5`, `1.5e3`), read whole. `Double(String)` reads
/// a C string and stops at a NUL, so `"1\u{0}") }; print("pwned…"` parses as 1: a value checked that way
/// and then pasted into generated code injects it. Every number a model holds is read here, and what is
/// written back is rendered from the value read, or from text this reader accepted whole.
package enum NumberText {
    /// The number `text` is, when the whole of it is one: an optional sign, digits with at most one
    /// point, an optional exponent. Nil for anything else (NUL, spaces, hex, `inf`, `nan`, trailing bytes).
    package static func double(_ text: String) -> Double? {
        guard isDecimal(text), let number = Double(text), number.isFinite else { return nil }
        return number
    }

    /// True when `text` is an optional sign, digits with at most one point (a digit on at least one
    /// side), and an optional exponent (`e`, a sign, digits); nothing else.
    package static func isDecimal(_ text: String) -> Bool {
        var bytes = Substring(text).utf8[...]
        if let first = bytes.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
            bytes = bytes.dropFirst()
        }
        let whole = bytes.prefix { isDigit($0) }
        bytes = bytes.dropFirst(whole.count)
        var fraction = 0
        if bytes.first == UInt8(ascii: ".") {
            bytes = bytes.dropFirst()
            fraction = bytes.prefix { isDigit($0) }.count
            bytes = bytes.dropFirst(fraction)
        }
        guard whole.count + fraction > 0 else { return false }
        if let marker = bytes.first, marker == UInt8(ascii: "e") || marker == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            if let sign = bytes.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
                bytes = bytes.dropFirst()
            }
            let exponent = bytes.prefix { isDigit($0) }.count
            guard exponent > 0 else { return false }
            bytes = bytes.dropFirst(exponent)
        }
        return bytes.isEmpty
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
}
