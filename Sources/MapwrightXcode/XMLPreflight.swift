import Foundation

/// Checks raw bytes before they reach the XML parser. Foundation's `XMLParser`, which the reader used
/// before it drove libxml2 itself (``XMLTreeBuilder``), crashed on some well-formed or nearly well-formed
/// input on Linux: a byte that is not UTF-8 in an element or attribute name (SIGILL), and a processing
/// instruction without data such as `<?pi?>` (SIGSEGV, a NULL string), also when an entity's replacement
/// text makes one (`<!ENTITY e "&#60;?pi?>">`). The same input is still refused, with the same errors:
/// no entity is ever declared, so none is expanded (no XXE, no billion laughs). Xcode writes `contents`
/// as UTF-8, without processing instructions and without entity declarations, so refusing them loses
/// nothing.
enum XMLPreflight {
    /// The first problem in `data`, with its position; nil when the parser can be given the bytes.
    static func problem(in data: Data) -> XMLSyntaxError? {
        data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            return invalidUTF8(bytes) ?? markup(bytes)
        }
    }

    /// The first byte sequence that is not UTF-8. ASCII bytes, most of a model, are passed one by one; the
    /// UTF-8 decoder sees only the rest.
    private static func invalidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> XMLSyntaxError? {
        var offset = 0
        while offset < bytes.count {
            if bytes[offset] < 0x80 {
                offset += 1
                continue
            }
            var parser = Unicode.UTF8.ForwardParser()
            var iterator = UnsafeBufferPointer(rebasing: bytes[offset...]).makeIterator()
            guard case .valid(let scalar) = parser.parseScalar(from: &iterator) else {
                let byte = String(bytes[offset], radix: 16, uppercase: true)
                return error(
                    "the file is not valid UTF-8 (byte 0x\(byte.count == 1 ? "0" : "")\(byte)); Xcode writes contents as UTF-8",
                    at: offset, in: bytes)
            }
            offset += scalar.count
        }
        return nil
    }

    /// The first `<?target?>` (or `<?target ?>`), a processing instruction with no data, or the first
    /// `<!ENTITY`, whose replacement text is parsed again when the entity is used, where no byte scan
    /// can see what it makes.
    private static func markup(_ bytes: UnsafeBufferPointer<UInt8>) -> XMLSyntaxError? {
        guard let base = bytes.baseAddress else { return nil }
        let question = UInt8(ascii: "?"), close = UInt8(ascii: ">")
        let entity = Array("!ENTITY".utf8)
        var index = 0
        while index < bytes.count, let found = memchr(base + index, Int32(UInt8(ascii: "<")), bytes.count - index) {
            index = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
            guard index < bytes.count else { break }
            if bytes[index] == question {
                var end = index + 1
                while end < bytes.count, !isSpace(bytes[end]), bytes[end] != question { end += 1 }
                while end < bytes.count, isSpace(bytes[end]) { end += 1 }
                if end + 1 < bytes.count, bytes[end] == question, bytes[end + 1] == close {
                    return error(
                        "a processing instruction without data ('<?…?>') is not supported", at: index - 1, in: bytes)
                }
            } else if index + entity.count <= bytes.count, bytes[index..<(index + entity.count)].elementsEqual(entity) {
                return error("entity declarations ('<!ENTITY') are not supported", at: index - 1, in: bytes)
            }
        }
        return nil
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// An error at byte `offset`: 1-based line, and column counted in bytes from the line's start.
    private static func error(_ message: String, at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> XMLSyntaxError
    {
        var line = 1, lineStart = 0
        for position in 0..<offset where bytes[position] == UInt8(ascii: "\n") {
            line += 1
            lineStart = position + 1
        }
        return XMLSyntaxError(message: message, line: line, column: offset - lineStart + 1)
    }
}
