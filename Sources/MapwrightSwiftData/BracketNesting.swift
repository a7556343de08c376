/// Finds square brackets nested too deep for Swift's parser.
///
/// swift-syntax 602's parser takes time exponential in the nesting of `[` (its lookahead for an inline
/// array type `[N of T]` retries each level): 24 levels of an array type take 20 s, 75 unclosed ones
/// never end (found by `FuzzSwiftData`). SwiftData sources nest a few levels (`[String: [Int]]`), so a
/// file nesting deeper than ``maximumDepth`` is refused before it is parsed.
///
/// Unclosed `{` cost the same kind of time in its recovery lookahead: a fuzzed file of about 180 unclosed
/// braces over a few lines took 2.5 s in a debug build and 28 s with AddressSanitizer. Code nests
/// braces a dozen levels or so (a SwiftUI body), so a file nesting them deeper than ``maximumBraceDepth``
/// is refused too.
///
/// Generic arguments (`Optional<Optional<…>>`) are not counted by the parser's own nesting limit: 1 500
/// levels overflowed the stack. A `<` right after a name opens a generic argument list (Swift allows no
/// space there), `>` (not in `->`) closes one; a brace ends any (no type holds one), so that comparisons
/// written without spaces (`a<b`) add up only within a block. Types nest a few levels, so a file nesting
/// them deeper than ``maximumAngleDepth`` is refused.
enum BracketNesting {
    /// The deepest nesting of `[` read; parsing 12 levels takes milliseconds.
    static let maximumDepth = 12
    /// The deepest nesting of `{` read.
    static let maximumBraceDepth = 40
    /// The deepest nesting of generic arguments read.
    static let maximumAngleDepth = 40

    /// The line and column (1-based, in UTF-8 bytes) of the first `[` nested deeper than ``maximumDepth``
    /// or `{` deeper than ``maximumBraceDepth``, or `<` deeper than ``maximumAngleDepth``, or nil. Brackets
    /// in `//` comments and in one-line string literals are not counted.
    static func tooDeep(in text: String) -> (line: Int, column: Int)? {
        var depth = 0, braces = 0, angles = 0, line = 1, lineStart = 0
        var inString = false, inComment = false, escaped = false
        var previous: UInt8 = 0
        for (offset, byte) in text.utf8.enumerated() {
            defer { previous = byte }
            if byte == UInt8(ascii: "\n") {
                line += 1
                lineStart = offset + 1
                inString = false
                inComment = false
                continue
            }
            if inComment { continue }
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "/") where previous == UInt8(ascii: "/"): inComment = true
            case UInt8(ascii: "["):
                depth += 1
                if depth > maximumDepth { return (line, offset - lineStart + 1) }
            case UInt8(ascii: "]"): depth = max(0, depth - 1)
            case UInt8(ascii: "{"):
                braces += 1
                angles = 0
                if braces > maximumBraceDepth { return (line, offset - lineStart + 1) }
            case UInt8(ascii: "}"):
                braces = max(0, braces - 1)
                angles = 0
            case UInt8(ascii: "<") where previous == UInt8(ascii: "_") || isAlphanumeric(previous):
                angles += 1
                if angles > maximumAngleDepth { return (line, offset - lineStart + 1) }
            case UInt8(ascii: ">") where previous != UInt8(ascii: "-"): angles = max(0, angles - 1)
            default: break
            }
        }
        return nil
    }

    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
