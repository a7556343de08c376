import Foundation

/// Checks raw bytes before they reach Foundation's `XMLParser`, which crashes on some well-formed or
/// nearly well-formed input on Linux: a byte that is not UTF-8 in an element or attribute name
/// (SIGILL), and a processing instruction without data such as `<?pi?>` (SIGSEGV, a NULL string),
/// also when an entity's replacement text makes one (`<!ENTITY e "&#60;?pi?>">`). Xcode writes
/// `contents` as UTF-8, without processing instructions and without entity declarations, so refusing
/// them loses nothing.
enum XMLPreflight {
    /// The first problem in `data`, with its position; nil when the parser can be given the bytes.
    static func problem(in data: Data) -> XMLSyntaxError? {
        data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            return invalidUTF8(bytes) ?? emptyProcessingInstruction(bytes) ?? entityDeclaration(bytes)
        }
    }

    /// The first byte sequence that is not UTF-8.
    private static func invalidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> XMLSyntaxError? {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar): offset += scalar.count
            case .emptyInput: return nil
            case .error:
                let byte = String(bytes[offset], radix: 16, uppercase: true)
                return error(
                    "the file is not valid UTF-8 (byte 0x\(byte.count == 1 ? "0" : "")\(byte)); Xcode writes contents as UTF-8",
                    at: offset, in: bytes)
            }
        }
    }

    /// The first `<?target?>` (or `<?target ?>`): a processing instruction with no data.
    private static func emptyProcessingInstruction(_ bytes: UnsafeBufferPointer<UInt8>) -> XMLSyntaxError? {
        let open = UInt8(ascii: "<"), question = UInt8(ascii: "?"), close = UInt8(ascii: ">")
        var index = 0
        while index + 1 < bytes.count {
            defer { index += 1 }
            guard bytes[index] == open, bytes[index + 1] == question else { continue }
            var end = index + 2
            while end < bytes.count, !isSpace(bytes[end]), bytes[end] != question { end += 1 }
            while end < bytes.count, isSpace(bytes[end]) { end += 1 }
            if end + 1 < bytes.count, bytes[end] == question, bytes[end + 1] == close {
                return error("a processing instruction without data ('<?…?>') is not supported", at: index, in: bytes)
            }
        }
        return nil
    }

    /// The first `<!ENTITY`: replacement text is parsed again when the entity is used, where no byte
    /// scan can see what it makes.
    private static func entityDeclaration(_ bytes: UnsafeBufferPointer<UInt8>) -> XMLSyntaxError? {
        let marker = Array("<!ENTITY".utf8)
        guard bytes.count >= marker.count else { return nil }
        for index in 0...(bytes.count - marker.count) where bytes[index] == marker[0] {
            if bytes[index..<(index + marker.count)].elementsEqual(marker) {
                return error("entity declarations ('<!ENTITY') are not supported", at: index, in: bytes)
            }
        }
        return nil
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// An error at byte `offset`: 1-based line, and column counted in bytes from the line's start.
    private static func error(_ message: String, at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> XMLSyntaxError {
        var line = 1, lineStart = 0
        for position in 0..<offset where bytes[position] == UInt8(ascii: "\n") {
            line += 1
            lineStart = position + 1
        }
        return XMLSyntaxError(message: message, line: line, column: offset - lineStart + 1)
    }
}
