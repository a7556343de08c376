import Foundation

/// A document's bytes with the offset where each line starts, converting between byte offsets and
/// 1-based line and column (in bytes) without copying a line. Holds the bytes as they were read: a copy
/// of an 8 MB `contents` file cost as much fresh memory as reading it.
struct LineTable: Sendable {
    /// The document, indexed from 0.
    let bytes: Data
    /// The offset of the first byte of each line; line 1 starts at 0.
    let lineStarts: [Int]

    init(_ data: Data) {
        bytes = data.startIndex == 0 ? data : Data(data)
        var starts = [0]
        bytes.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return }
            var offset = 0
            while offset < raw.count, let newline = memchr(base + offset, 0x0A, raw.count - offset) {
                offset = base.distance(to: UnsafeRawPointer(newline)) + 1
                starts.append(offset)
            }
        }
        lineStarts = starts
    }

    /// The offset of `column` on `line`, clamped to the end of the line; nil when there is no such line.
    func offset(line: Int, column: Int) -> Int? {
        guard line >= 1, line <= lineStarts.count else { return nil }
        let start = lineStarts[line - 1]
        let end = line < lineStarts.count ? lineStarts[line] - 1 : bytes.count
        return start + min(max(column - 1, 0), end - start)
    }

    /// The offset of the last `byte` before `offset`, if any. The bytes from `lowerBound` on are searched
    /// forward with `memchr` (a tag's start is found from the end of the tag before it in a few
    /// vectorized steps); only when none of them is `byte` are the bytes before searched backward.
    func lastIndex(of byte: UInt8, before offset: Int, searchingFrom lowerBound: Int) -> Int? {
        let end = min(offset, bytes.count)
        return bytes.withUnsafeBytes { raw -> Int? in
            guard let base = raw.baseAddress, end > 0 else { return nil }
            var found: Int?
            var from = max(lowerBound, 0)
            while from < end, let hit = memchr(base + from, Int32(byte), end - from) {
                found = base.distance(to: UnsafeRawPointer(hit))
                from = found! + 1
            }
            if let found { return found }
            var index = min(lowerBound, end) - 1
            while index >= 0, raw[index] != byte { index -= 1 }
            return index >= 0 ? index : nil
        }
    }

    /// The line and column of `offset`, searching back from `line`, which must not start after it.
    func position(of offset: Int, atOrBefore line: Int) -> (line: Int, column: Int) {
        var line = min(line, lineStarts.count)
        while line > 1 && lineStarts[line - 1] > offset { line -= 1 }
        return (line, offset - lineStarts[line - 1] + 1)
    }
}
