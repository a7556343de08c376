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
enum BracketNesting {
    /// The deepest nesting of `[` read; parsing 12 levels takes milliseconds.
    static let maximumDepth = 12
    /// The deepest nesting of `{` read.
    static let maximumBraceDepth = 40

    /// The line and column (1-based, in UTF-8 bytes) of the first `[` nested deeper than ``maximumDepth``
    /// or `{` deeper than ``maximumBraceDepth``, or nil. Brackets in `//` comments and in one-line string
    /// literals are not counted.
    static func tooDeep(in text: String) -> (line: Int, column: Int)? {
        var depth = 0, braces = 0, line = 1, lineStart = 0
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
                if braces > maximumBraceDepth { return (line, offset - lineStart + 1) }
            case UInt8(ascii: "}"): braces = max(0, braces - 1)
            default: break
            }
        }
        return nil
    }
}
