import MapwrightSupport

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

    /// Markup written by another writer.
    mutating func write(_ markup: MarkupWriter) {
        bytes.append(contentsOf: markup.bytes)
    }

    /// `text` with `&`, `<` and `>` written as references: the page's one escaping of text.
    mutating func writeEscaped(_ text: String) {
        var text = text
        text.withUTF8 { writeEscaped(bytes: $0) }
    }

    /// A part of a text, escaped as a whole text is.
    mutating func writeEscaped(_ text: Substring) {
        var text = text
        text.withUTF8 { writeEscaped(bytes: $0) }
    }

    private mutating func writeEscaped(bytes text: UnsafeBufferPointer<UInt8>) {
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

    /// `value` for an attribute delimited by double quotes, as ``XMLEscaping/escape(_:)`` writes it: as it is
    /// when it holds nothing that escaping rewrites (a control, `"`, `#`, `&`, `<`, `>`, or a byte that could
    /// start U+FFFE or U+FFFF), as most titles and ids.
    mutating func writeAttributeValue(_ value: String) {
        var value = value
        let plain = value.withUTF8 { value in
            guard
                value.allSatisfy({ byte in
                    byte >= 0x20 && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "#") && byte != UInt8(ascii: "&")
                        && byte != UInt8(ascii: "<") && byte != UInt8(ascii: ">") && byte != 0xEF
                })
            else { return false }
            bytes.append(contentsOf: value)
            return true
        }
        if !plain { write(XMLEscaping.escape(value)) }
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

    /// An ASCII character.
    mutating func write(ascii character: Unicode.Scalar) {
        bytes.append(UInt8(ascii: character))
    }

    /// `value` in decimal digits, as `String(value)` writes it.
    mutating func write(decimal value: Int) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        let magnitude = value.magnitude
        var unit: UInt = 1
        while magnitude / unit >= 10 { unit *= 10 }
        repeat {
            bytes.append(UInt8(ascii: "0") + UInt8(magnitude / unit % 10))
            unit /= 10
        } while unit > 0
    }
}
