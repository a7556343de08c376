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
        // The table and its bytes bound once: read through the lazy property and `Data`'s subscript, each
        // byte of a flood of 100 000 bad values cost more than the rest of its diagnostic.
        let table = self.table
        let target = Array(key.utf8)
        return table.bytes.withUnsafeBytes { bytes -> (line: Int, column: Int)? in
            var quote: UInt8?
            var word: [UInt8] = [], lastWord: [UInt8] = []
            var pendingName: [UInt8]?
            let lineCount = table.lineStarts.count
            for line in tagLine...max(tagLine, min(tagEndLine, lineCount)) where line >= 1 && line <= lineCount {
                let start = table.lineStarts[line - 1]
                let end = line < lineCount ? table.lineStarts[line] - 1 : bytes.count
                var index = line == tagLine ? tagColumn : 0
                while start + index < end {
                    let byte = bytes[start + index]
                    if let open = quote {
                        if byte == open { quote = nil }
                    } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                        quote = byte
                        if pendingName == target { return (line, index + 2) }
                        pendingName = nil
                    } else if byte == UInt8(ascii: "=") {
                        pendingName = word.isEmpty ? lastWord : word
                        word = []
                    } else if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") {
                        if !word.isEmpty { lastWord = word }
                        word = []
                    } else if byte == UInt8(ascii: ">") {
                        return nil
                    } else {
                        word.append(byte)
                    }
                    index += 1
                }
                if !word.isEmpty { lastWord = word }
                word = []
            }
            return nil
        }
    }
}
