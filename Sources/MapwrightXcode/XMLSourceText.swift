import Foundation

/// A `contents` file's bytes, indexed by line (``LineTable``) only when a diagnostic needs a position
/// inside a start tag: where an attribute's value starts, so that an error points at the bad value.
final class XMLSourceText {
    private let data: Data
    private lazy var table = LineTable(data)

    init(_ data: Data) {
        self.data = data
    }

    /// Where the value of attribute `key` starts (just after its opening quote) in the start tag that
    /// starts at `line` and `column` and ends on `tagEndLine`, as (line, column), both 1-based; nil when
    /// the tag does not hold it.
    func valueStart(of key: String, line tagLine: Int, column tagColumn: Int, tagEndLine: Int) -> (
        line: Int, column: Int
    )? {
        // The table and its bytes bound once, and names kept as ranges of them: read through the lazy
        // property and `Data`'s subscript, and copied into arrays, each byte of a flood of 100 000 bad values
        // cost more than the rest of its diagnostic. A name is one run of bytes: the file parsed, and XML
        // puts white space, `/` or `>` after a quoted value.
        let table = self.table
        let target = Array(key.utf8)
        return table.bytes.withUnsafeBytes { bytes -> (line: Int, column: Int)? in
            var quote: UInt8?
            var word = 0..<0, lastWord = 0..<0
            var pendingName: Range<Int>?
            let lineCount = table.lineStarts.count
            for line in tagLine...max(tagLine, min(tagEndLine, lineCount)) where line >= 1 && line <= lineCount {
                let start = table.lineStarts[line - 1]
                let end = line < lineCount ? table.lineStarts[line] - 1 : bytes.count
                var offset = start + (line == tagLine ? tagColumn : 0)
                while offset < end {
                    let byte = bytes[offset]
                    if let open = quote {
                        if byte == open { quote = nil }
                    } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                        quote = byte
                        if let name = pendingName, name.count == target.count,
                            let base = bytes.baseAddress, memcmp(base + name.lowerBound, target, target.count) == 0
                        {
                            return (line, offset - start + 2)
                        }
                        pendingName = nil
                    } else if byte == UInt8(ascii: "=") {
                        pendingName = word.isEmpty ? lastWord : word
                        word = 0..<0
                    } else if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") {
                        if !word.isEmpty { lastWord = word }
                        word = 0..<0
                    } else if byte == UInt8(ascii: ">") {
                        return nil
                    } else {
                        word = (word.isEmpty ? offset : word.lowerBound)..<(offset + 1)
                    }
                    offset += 1
                }
                if !word.isEmpty { lastWord = word }
                word = 0..<0
            }
            return nil
        }
    }
}
