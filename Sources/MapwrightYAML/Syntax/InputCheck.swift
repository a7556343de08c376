import MapwrightDiagnostics

/// Checks raw bytes before parsing: text must be UTF-8, without NUL or other control characters
/// (binary data), and must hold something besides whitespace and comments. The bytes are the file's where
/// they lie; a concrete buffer, not a generic collection, which a debug build walked at a fraction of the
/// speed.
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
            // Printable ASCII and line breaks, most of a model file, without the full check.
            let byte = bytes[index]
            if (byte >= 0x20 && byte < 0x80) || byte == 0x0A {
                index += 1
                continue
            }
            switch character(at: index, in: bytes) {
            case .text(let width): index += width
            case .problem(let message): return (index, message)
            }
        }
        return nil
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
