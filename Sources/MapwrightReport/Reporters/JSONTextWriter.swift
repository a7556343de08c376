/// Writes JSON text as it goes, in exactly the bytes ``JSONOutput`` (Foundation's `JSONEncoder` with sorted
/// keys, pretty printing and unescaped slashes) gives for the same value, so a large report is never held
/// as a value tree nor as a whole second copy: UTF-8 text is handed to `output` in pieces of about 64 KB.
///
/// Members of an object must be written in the order `JSONOutput` sorts keys (byte order); debug builds
/// check it. A value follows each ``key(_:)``; inside an array, values follow one another.
struct JSONTextWriter: ~Copyable {
    private let output: JSONPieceSink
    private var buffer = ByteBuffer(capacity: Self.flushSize + 1024)
    /// The number of open objects and arrays; whether the innermost has nothing in it yet, and the same for
    /// each one around it.
    private var depth = 0
    private var isEmpty = true
    private var outerIsEmpty: [Bool] = []
    #if DEBUG
        /// The last key of each open container, for the order check.
        private var lastKeys: [StaticString?] = []
    #endif
    /// True right after a key: the next value is that key's, not a new array element.
    private var isAfterKey = false

    /// A line break and the indentation of the levels reports reach, taken as a prefix (``newLine(indentedBy:)``):
    /// static text, so taking a prefix retains and releases nothing.
    private static var lineBreakAndSpaces: StaticString { "\n                                " }

    private static var flushSize: Int { 1 << 16 }

    init(into output: JSONPieceSink) {
        self.output = output
    }

    /// Hands the rest of the text to the output.
    mutating func finish() {
        precondition(depth == 0, "an object or array was left open")
        flush()
    }

    // MARK: Containers

    /// Writes `{`, then the members `members` writes, then `}`.
    mutating func object(_ members: (inout Self) -> Void) {
        container(opening: UInt8(ascii: "{"), closing: UInt8(ascii: "}"), members)
    }

    /// Writes `[`, then the values `elements` writes, then `]`.
    mutating func array(_ elements: (inout Self) -> Void) {
        container(opening: UInt8(ascii: "["), closing: UInt8(ascii: "]"), elements)
    }

    /// An array of `values`, each written by `element`.
    mutating func array<Values: Sequence>(_ values: Values, _ element: (inout Self, Values.Element) -> Void) {
        array { writer in
            for value in values { element(&writer, value) }
        }
    }

    /// The key of the next member of the open object: a name of `docs/json-output.md`, written as it is
    /// (none needs escaping).
    mutating func key(_ name: StaticString) {
        #if DEBUG
            assert(
                lastKeys.last??.description.utf8.lexicographicallyPrecedes(name.description.utf8) ?? true,
                "key '\(name)' out of JSONOutput's order")
            lastKeys[lastKeys.count - 1] = name
        #endif
        startElement()
        buffer.append(UInt8(ascii: "\""))
        buffer.append(name)
        buffer.append("\" : ")
        isAfterKey = true
    }

    // MARK: Values

    mutating func string(_ value: String) {
        beginValue()
        appendQuoted(value)
        flushIfFull()
    }

    mutating func int(_ value: Int) {
        beginValue()
        if value < 0 { buffer.append(UInt8(ascii: "-")) }
        // The digits, most significant first: no string per number.
        let magnitude = value.magnitude
        var unit: UInt = 1
        while unit <= magnitude / 10 { unit *= 10 }
        repeat {
            buffer.append(UInt8(ascii: "0") + UInt8(magnitude / unit % 10))
            unit /= 10
        } while unit > 0
    }

    mutating func bool(_ value: Bool) {
        beginValue()
        buffer.append(value ? "true" : "false")
    }

    /// A member written only when `value` is not nil, as `JSONEncoder` leaves nil optionals out.
    mutating func member<Value>(_ name: StaticString, ifPresent value: Value?, _ write: (inout Self, Value) -> Void) {
        guard let value else { return }
        key(name)
        write(&self, value)
    }

    // MARK: Layout

    /// Before a value: a new array element starts on its own line; a key's value follows the key.
    private mutating func beginValue() {
        if isAfterKey {
            isAfterKey = false
        } else if depth > 0 {
            startElement()
        }
    }

    /// The separator and indentation before an element or member.
    private mutating func startElement() {
        if !isEmpty { buffer.append(UInt8(ascii: ",")) }
        isEmpty = false
        newLine(indentedBy: depth)
    }

    /// `opening`, what `body` writes inside, then the container closed as `JSONEncoder` closes it.
    private mutating func container(opening: UInt8, closing: UInt8, _ body: (inout Self) -> Void) {
        beginValue()
        buffer.append(opening)
        outerIsEmpty.append(isEmpty)
        (isEmpty, depth) = (true, depth + 1)
        #if DEBUG
            lastKeys.append(nil)
        #endif
        body(&self)
        close(closing)
    }

    /// Closes the innermost container as `JSONEncoder` does: an empty one as a blank line.
    private mutating func close(_ bracket: UInt8) {
        #if DEBUG
            lastKeys.removeLast()
        #endif
        if isEmpty { buffer.append(UInt8(ascii: "\n")) }
        (isEmpty, depth) = (outerIsEmpty.removeLast(), depth - 1)
        newLine(indentedBy: depth)
        buffer.append(bracket)
        flushIfFull()
    }

    /// A line break and two spaces per level of `depth`: copied from one run of them, where appending
    /// the spaces one by one cost more than the values they lay out.
    private mutating func newLine(indentedBy depth: Int) {
        let length = 1 + 2 * depth
        if length <= Self.lineBreakAndSpaces.utf8CodeUnitCount {
            Self.lineBreakAndSpaces.withUTF8Buffer { buffer.append(UnsafeBufferPointer(rebasing: $0[..<length])) }
        } else {
            buffer.append(UInt8(ascii: "\n"))
            buffer.append(UInt8(ascii: " "), times: 2 * depth)
        }
    }

    // MARK: Text

    /// `text` in quotes, escaped as `JSONEncoder` escapes: quote, backslash and control characters (`\b`,
    /// `\t`, `\n`, `\f`, `\r` short, the rest as `\u00XX`); slashes and everything else as is, except the
    /// second `#` of `##[`, `\u0023` as ``JSONOutput`` writes it.
    private mutating func appendQuoted(_ text: String) {
        let hash = UInt8(ascii: "#")
        buffer.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { bytes in
            var start = 0
            for index in bytes.indices {
                let byte = bytes[index]
                // Every byte escaped is below `$` but the backslash: one comparison passes most text.
                guard byte <= hash || byte == UInt8(ascii: "\\") else { continue }
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == hash else {
                    continue
                }
                // The second `#` of `##[` (a GitHub legacy command when the report is printed) as `\u0023`.
                if byte == hash {
                    guard index > 0, index + 1 < bytes.count, bytes[index - 1] == hash,
                        bytes[index + 1] == UInt8(ascii: "[")
                    else { continue }
                }
                buffer.append(UnsafeBufferPointer(rebasing: bytes[start..<index]))
                appendEscape(byte)
                start = index + 1
            }
            buffer.append(UnsafeBufferPointer(rebasing: bytes[start...]))
        }
        buffer.append(UInt8(ascii: "\""))
    }

    private mutating func appendEscape(_ byte: UInt8) {
        let short: UInt8? =
            switch byte {
            case UInt8(ascii: "\""): UInt8(ascii: "\"")
            case UInt8(ascii: "\\"): UInt8(ascii: "\\")
            case 0x08: UInt8(ascii: "b")
            case 0x09: UInt8(ascii: "t")
            case 0x0A: UInt8(ascii: "n")
            case 0x0C: UInt8(ascii: "f")
            case 0x0D: UInt8(ascii: "r")
            default: nil
            }
        buffer.append(UInt8(ascii: "\\"))
        if let short {
            buffer.append(short)
        } else {
            buffer.append("u00")
            buffer.append(Self.hexDigit(byte >> 4))
            buffer.append(Self.hexDigit(byte & 0x0F))
        }
    }

    /// The lowercase hexadecimal digit of `value` (0–15), as `JSONEncoder` writes `\u00XX`.
    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }

    /// Hands the buffered text on once it is large; called only between whole values, so a piece never
    /// ends inside a character.
    private mutating func flushIfFull() {
        if buffer.count >= Self.flushSize { flush() }
    }

    private mutating func flush() {
        guard buffer.count > 0 else { return }
        buffer.withBytes { output.receive(ArraySlice($0)) }
        buffer.removeAll()
    }
}
