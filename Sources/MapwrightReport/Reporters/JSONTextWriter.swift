/// Writes JSON text as it goes, in exactly the bytes ``JSONOutput`` (Foundation's `JSONEncoder` with sorted
/// keys, pretty printing and unescaped slashes) gives for the same value, so a large report is never held
/// as a value tree nor as a whole second copy: UTF-8 text is handed to `output` in pieces of about 64 KB.
///
/// Members of an object must be written in the order `JSONOutput` sorts keys (byte order); debug builds
/// check it. A value follows each ``key(_:)``; inside an array, values follow one another.
struct JSONTextWriter {
    private let output: JSONPieceSink
    /// The text not yet handed on: `count` bytes at `base`, room for `capacity`, freed with `storage`. Written
    /// through the pointer: `[UInt8]`'s checks on every appended byte cost more than the report's values.
    private var storage: Storage
    private var base: UnsafeMutablePointer<UInt8>
    private var count = 0
    private var capacity: Int
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

    /// Memory the writer allocated, freed when the writer is.
    private final class Storage {
        let base: UnsafeMutablePointer<UInt8>
        init(capacity: Int) { base = .allocate(capacity: capacity) }
        deinit { base.deallocate() }
    }

    /// A line break and the indentation of the levels reports reach, taken as a prefix (``newLine(indentedBy:)``):
    /// static text, so taking a prefix retains and releases nothing.
    private static var lineBreakAndSpaces: StaticString { "\n                                " }

    private static var flushSize: Int { 1 << 16 }

    init(into output: JSONPieceSink) {
        self.output = output
        capacity = Self.flushSize + 1024
        storage = Storage(capacity: capacity)
        base = storage.base
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
        reserve(name.utf8CodeUnitCount + 5)
        append(UInt8(ascii: "\""))
        name.withUTF8Buffer { append($0) }
        base[count] = UInt8(ascii: "\"")
        base[count + 1] = UInt8(ascii: " ")
        base[count + 2] = UInt8(ascii: ":")
        base[count + 3] = UInt8(ascii: " ")
        count += 4
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
        reserve(20)
        if value < 0 { append(UInt8(ascii: "-")) }
        // The digits, most significant first: no string per number.
        let magnitude = value.magnitude
        var unit: UInt = 1
        while unit <= magnitude / 10 { unit *= 10 }
        repeat {
            append(UInt8(ascii: "0") + UInt8(magnitude / unit % 10))
            unit /= 10
        } while unit > 0
    }

    mutating func bool(_ value: Bool) {
        beginValue()
        append(value ? "true" : "false")
    }

    /// A member written only when `value` is not nil, as `JSONEncoder` leaves nil optionals out.
    mutating func member<Value>(_ name: StaticString, ifPresent value: Value?, _ write: (inout Self, Value) -> Void) {
        guard let value else { return }
        key(name)
        write(&self, value)
    }

    // MARK: Layout

    /// Before a value: a new array element starts on its own line; a key's value follows the key.
    @inline(__always) private mutating func beginValue() {
        if isAfterKey {
            isAfterKey = false
        } else if depth > 0 {
            startElement()
        }
    }

    /// The separator and indentation before an element or member.
    @inline(__always) private mutating func startElement() {
        reserve(1)
        if !isEmpty { append(UInt8(ascii: ",")) }
        isEmpty = false
        newLine(indentedBy: depth)
    }

    /// `opening`, what `body` writes inside, then the container closed as `JSONEncoder` closes it.
    private mutating func container(opening: UInt8, closing: UInt8, _ body: (inout Self) -> Void) {
        beginValue()
        reserve(1)
        append(opening)
        outerIsEmpty.append(isEmpty)
        isEmpty = true
        depth += 1
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
        let wasEmpty = isEmpty
        isEmpty = outerIsEmpty.removeLast()
        depth -= 1
        reserve(1)
        if wasEmpty { append(UInt8(ascii: "\n")) }
        newLine(indentedBy: depth)
        reserve(1)
        append(bracket)
        flushIfFull()
    }

    /// A line break and two spaces per level of `depth`: copied from one run of them, where appending
    /// the spaces one by one cost more than the values they lay out.
    @inline(__always) private mutating func newLine(indentedBy depth: Int) {
        let length = 1 + 2 * depth
        reserve(length)
        if length <= Self.lineBreakAndSpaces.utf8CodeUnitCount {
            Self.lineBreakAndSpaces.withUTF8Buffer { append(UnsafeBufferPointer(rebasing: $0[..<length])) }
        } else {
            append(UInt8(ascii: "\n"))
            (base + count).update(repeating: UInt8(ascii: " "), count: 2 * depth)
            count += 2 * depth
        }
    }

    // MARK: Text

    /// The bytes `JSONEncoder` escapes (``appendQuoted(_:)``), and `#`, which it escapes in `##[`.
    private static let needsLook: [Bool] = (0...255).map {
        $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "#")
    }

    /// `text` in quotes, escaped as `JSONEncoder` escapes: quote, backslash and control characters (`\b`,
    /// `\t`, `\n`, `\f`, `\r` short, the rest as `\u00XX`); slashes and everything else as is, except the
    /// second `#` of `##[`, `\u0023` as ``JSONOutput`` writes it.
    private mutating func appendQuoted(_ text: String) {
        let hash = UInt8(ascii: "#")
        var text = text
        text.withUTF8 { bytes in
            // The text and its quotes; an escape makes room for more.
            reserve(bytes.count + 2)
            append(UInt8(ascii: "\""))
            Self.needsLook.withUnsafeBufferPointer { needsLook in
                var start = 0
                for index in bytes.indices {
                    let byte = bytes[index]
                    guard needsLook[Int(byte)] else { continue }
                    // The second `#` of `##[` (a GitHub legacy command when the report is printed) as `\u0023`.
                    if byte == hash {
                        guard index > 0, index + 1 < bytes.count, bytes[index - 1] == hash,
                            bytes[index + 1] == UInt8(ascii: "[")
                        else { continue }
                    }
                    append(UnsafeBufferPointer(rebasing: bytes[start..<index]))
                    appendEscape(byte)
                    start = index + 1
                }
                append(UnsafeBufferPointer(rebasing: bytes[start...]))
            }
        }
        reserve(1)
        append(UInt8(ascii: "\""))
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
        reserve(6)
        append(UInt8(ascii: "\\"))
        if let short {
            append(short)
        } else {
            append("u00")
            append(Self.hexDigit(byte >> 4))
            append(Self.hexDigit(byte & 0x0F))
        }
    }

    /// The lowercase hexadecimal digit of `value` (0–15), as `JSONEncoder` writes `\u00XX`.
    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }

    // MARK: Bytes

    /// Room for `extra` more bytes after the text written so far. Inlined, as the other small writes are:
    /// every byte of a report passes here.
    @inline(__always) private mutating func reserve(_ extra: Int) {
        if count + extra > capacity { grow(toHold: extra) }
    }

    @inline(never) private mutating func grow(toHold extra: Int) {
        capacity = max(2 * capacity, count + extra)
        let larger = Storage(capacity: capacity)
        larger.base.update(from: base, count: count)
        storage = larger
        base = larger.base
    }

    /// Appends `byte`, in room ``reserve(_:)`` made.
    @inline(__always) private mutating func append(_ byte: UInt8) {
        base[count] = byte
        count += 1
    }

    /// Appends `bytes`, making room.
    @inline(__always) private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let start = bytes.baseAddress, !bytes.isEmpty else { return }
        reserve(bytes.count)
        (base + count).update(from: start, count: bytes.count)
        count += bytes.count
    }

    /// Appends `text`, making room.
    @inline(__always) private mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { append($0) }
    }

    /// Hands the buffered text on once it is large; called only between whole values, so a piece never
    /// ends inside a character.
    @inline(__always) private mutating func flushIfFull() {
        if count >= Self.flushSize { flush() }
    }

    @inline(never) private mutating func flush() {
        guard count > 0 else { return }
        output.receive(Array(UnsafeBufferPointer(start: base, count: count))[...])
        count = 0
    }
}
