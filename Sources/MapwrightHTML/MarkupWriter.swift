/// The page's repeated parts (steps, diagrams) written as markup, as UTF-8 bytes: a long history's page is
/// megabytes of small pieces, and appending a piece to a byte array costs a third of appending it to a
/// `String`.
struct MarkupWriter {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 0) { bytes.reserveCapacity(capacity) }

    /// The markup written.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Markup (tags, fixed words), as it is.
    mutating func write(_ markup: StaticString) {
        markup.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Markup made elsewhere, or a text known to hold no `&`, `<` or `>`, as it is.
    mutating func write(_ markup: String) {
        var markup = markup
        markup.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// `text` with `&`, `<` and `>` written as references (as ``EscapedText/escape(_:)``).
    mutating func writeEscaped(_ text: String) {
        var text = text
        text.withUTF8 { text in
            guard text.contains(where: { $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") })
            else { return bytes.append(contentsOf: text) }
            for byte in text {
                switch byte {
                case UInt8(ascii: "&"): write("&amp;")
                case UInt8(ascii: "<"): write("&lt;")
                case UInt8(ascii: ">"): write("&gt;")
                default: bytes.append(byte)
                }
            }
        }
    }

    /// `value` with one decimal at most, as ``EntityDiagram/number(_:)`` writes it.
    mutating func write(number value: Double) {
        let tenths = Int((value * 10).rounded())
        write(decimal: tenths / 10)
        let tenth = abs(tenths % 10)
        if tenth != 0 {
            bytes.append(UInt8(ascii: "."))
            bytes.append(UInt8(ascii: "0") + UInt8(tenth))
        }
    }

    /// `value` in decimal digits, as `String(value)` writes it.
    mutating func write(decimal value: Int) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        let start = bytes.count
        repeat {
            bytes.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
            magnitude /= 10
        } while magnitude > 0
        bytes[start...].reverse()
    }
}
