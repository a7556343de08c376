/// Finds where an unclosed element or comment starts, for the syntax errors the XML parser reports only
/// where it gives up (the last line): an element whose end tag is missing, a comment without `-->`.
enum XMLStructureScan {
    /// What is left open, and where it starts.
    struct Unclosed: Equatable {
        var message: String
        var line: Int
        var column: Int
    }

    /// The first comment without an end, else the innermost element whose end tag is missing (closed by
    /// an outer element's end tag, or by the end of the document); nil when every element is closed.
    static func unclosed(in data: [UInt8]) -> Unclosed? {
        var stack: [(name: String, line: Int, column: Int)] = []
        var index = 0, line = 1, lineStart = 0
        func advance(to end: Int) {
            while index < end && index < data.count {
                if data[index] == UInt8(ascii: "\n") { line += 1; lineStart = index + 1 }
                index += 1
            }
        }
        func find(_ pattern: String, from start: Int) -> Int? {
            let bytes = Array(pattern.utf8)
            guard data.count >= bytes.count else { return nil }
            var position = start
            while position <= data.count - bytes.count {
                if Array(data[position..<(position + bytes.count)]) == bytes { return position }
                position += 1
            }
            return nil
        }
        func starts(with pattern: String) -> Bool {
            let bytes = Array(pattern.utf8)
            return index + bytes.count <= data.count && Array(data[index..<(index + bytes.count)]) == bytes
        }
        while index < data.count {
            guard data[index] == UInt8(ascii: "<") else { advance(to: index + 1); continue }
            let (tagLine, tagColumn) = (line, index - lineStart + 1)
            if starts(with: "<!--") {
                guard let end = find("-->", from: index + 4) else {
                    return Unclosed(
                        message: "a comment starts here and is never closed with '-->'", line: tagLine,
                        column: tagColumn)
                }
                advance(to: end + 3)
                continue
            }
            let closer = starts(with: "<?") ? "?>" : starts(with: "<![CDATA[") ? "]]>" : nil
            if let closer {
                guard let end = find(closer, from: index + 2) else { return nil }
                advance(to: end + closer.utf8.count)
                continue
            }
            let isEnd = starts(with: "</")
            var cursor = index + (isEnd ? 2 : 1)
            var name: [UInt8] = []
            while cursor < data.count, !" \t\r\n/>".utf8.contains(data[cursor]) {
                name.append(data[cursor]); cursor += 1
            }
            var quote: UInt8?
            while cursor < data.count {
                let byte = data[cursor]
                if let open = quote {
                    if byte == open { quote = nil }
                } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                    quote = byte
                } else if byte == UInt8(ascii: ">") {
                    break
                }
                cursor += 1
            }
            guard cursor < data.count else { return nil }
            let tag = String(decoding: name, as: UTF8.self)
            if isEnd {
                guard let match = stack.lastIndex(where: { $0.name == tag }) else { return nil }
                if match != stack.count - 1 {
                    let open = stack[stack.count - 1]
                    return Unclosed(
                        message: "<\(open.name)> starts here and is never closed", line: open.line, column: open.column)
                }
                stack.removeLast()
            } else if data[cursor - 1] != UInt8(ascii: "/"), !tag.hasPrefix("!") {
                stack.append((tag, tagLine, tagColumn))
            }
            advance(to: cursor + 1)
        }
        guard let open = stack.last else { return nil }
        return Unclosed(
            message: "<\(open.name)> starts here and the document ends before it is closed", line: open.line,
            column: open.column)
    }
}
