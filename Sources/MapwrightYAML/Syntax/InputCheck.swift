import MapwrightModel

/// Checks raw bytes before parsing: text must be UTF-8, without NUL or other control characters
/// (binary data), and must hold something besides whitespace and comments.
enum InputCheck {
    /// True when the bytes are acceptable; otherwise emits one error at the first offending byte.
    static func check(_ bytes: UnsafeBufferPointer<UInt8>, file: String, diagnostics: any DiagnosticCollector) -> Bool {
        if bytes.count >= 2, (bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF) {
            diagnostics.emit(
                YAMLRules.notUTF8, "the file is UTF-16; model files must be UTF-8",
                at: SourceLocation(file: file, line: 1, column: 1))
            return false
        }
        if let problem = firstProblem(bytes) {
            let (line, column) = position(of: problem.offset, in: bytes)
            diagnostics.emit(
                YAMLRules.notUTF8, problem.message, at: SourceLocation(file: file, line: line, column: column))
            return false
        }
        if isBlank(bytes) {
            diagnostics.emit(
                YAMLRules.emptyFile, "the file is empty; a model version needs at least `entities:`",
                at: SourceLocation(file: file, line: 1, column: 1))
            return false
        }
        return true
    }

    /// The first byte that is not UTF-8 text, with a message.
    private static func firstProblem(_ bytes: UnsafeBufferPointer<UInt8>) -> (offset: Int, message: String)? {
        var index = 0
        while index < bytes.count {
            if isPlainASCII(bytes, at: index) {
                index += 8
                continue
            }
            let end = min(index + 8, bytes.count)
            while index < end {
                switch character(at: index, in: bytes) {
                case .text(let width): index += width
                case .problem(let message): return (index, message)
                }
            }
        }
        return nil
    }

    /// True when the eight bytes from `index` are all printable ASCII (0x20…0x7F) or line breaks, as most
    /// of a model file is: one test for the eight of them. (Nearly every other word of a model file holds a
    /// line break; they went through the check a character at a time.)
    private static func isPlainASCII(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        guard index + 8 <= bytes.count, let base = bytes.baseAddress else { return false }
        let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
        let highBits: UInt64 = 0x8080_8080_8080_8080
        guard word & highBits == 0 else { return false }
        // With no high bit set, setting it in every byte and subtracting 0x20 borrows nowhere, and clears it
        // exactly in the bytes below 0x20; those must all be line feeds or carriage returns.
        let controls = ~((word | highBits) &- 0x2020_2020_2020_2020) & highBits
        return controls == 0 || controls == positions(of: 0x0A, in: word) | positions(of: 0x0D, in: word)
    }

    /// 0x80 in each byte of `word` (whose high bits are all clear) that equals `byte`, 0 in the others.
    private static func positions(of byte: UInt8, in word: UInt64) -> UInt64 {
        let highBits: UInt64 = 0x8080_8080_8080_8080
        // A byte of `difference` is zero exactly where `word` holds `byte`; with its high bit set, subtracting
        // one never borrows from the next byte, and leaves the high bit set in every byte but those.
        let difference = word ^ (0x0101_0101_0101_0101 &* UInt64(byte))
        return ~((difference | highBits) &- 0x0101_0101_0101_0101) & highBits
    }

    private enum CharacterCheck {
        /// A text character of this many bytes.
        case text(Int)
        case problem(String)
    }

    /// The character starting at `index`: its width when it is UTF-8 text, the problem otherwise.
    private static func character(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> CharacterCheck {
        let byte = bytes[index]
        if byte < 0x80 {
            if byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D {
                return .problem("the file holds binary data (control byte 0x\(hex(byte))); model files are UTF-8 text")
            }
            return .text(1)
        }
        let width: Int
        let minimum: UInt32
        var scalar: UInt32
        switch byte {
        case 0xC2...0xDF: (width, minimum, scalar) = (2, 0x80, UInt32(byte & 0x1F))
        case 0xE0...0xEF: (width, minimum, scalar) = (3, 0x800, UInt32(byte & 0x0F))
        case 0xF0...0xF4: (width, minimum, scalar) = (4, 0x10000, UInt32(byte & 0x07))
        default: return .problem("the file is not valid UTF-8 (byte 0x\(hex(byte)))")
        }
        guard index + width <= bytes.count else { return .problem("the file is not valid UTF-8 (truncated sequence)") }
        for next in bytes[(index + 1)..<(index + width)] {
            guard next & 0xC0 == 0x80 else { return .problem("the file is not valid UTF-8 (byte 0x\(hex(byte)))") }
            scalar = scalar << 6 | UInt32(next & 0x3F)
        }
        if scalar < minimum || scalar > 0x10FFFF || (0xD800...0xDFFF).contains(scalar) {
            return .problem("the file is not valid UTF-8 (byte 0x\(hex(byte)))")
        }
        return .text(width)
    }

    /// True when every line is blank or a comment.
    private static func isBlank(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var inComment = false
        let hasByteOrderMark = bytes.starts(with: [0xEF, 0xBB, 0xBF])
        for byte in bytes.dropFirst(hasByteOrderMark ? 3 : 0) {
            switch byte {
            case UInt8(ascii: "\n"): inComment = false
            case UInt8(ascii: "#"): inComment = true
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): continue
            default: if !inComment { return false }
            }
        }
        return true
    }

    /// 1-based line and column (in characters) of a byte offset.
    static func position(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int) {
        var line = 1, column = 1
        for byte in bytes[..<offset] {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return (line, column)
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
    }
}
