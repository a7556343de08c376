/// A search for one fixed word in UTF-8 bytes, for the scans of a project's files (the suppression marker,
/// SwiftData declarations, how the app migrates). Foundation's `contains` and `range(of:)` compare a
/// `String` as UTF-16 on Linux, and `Collection.firstRange(of:)` is not specialised for bytes: either cost
/// seconds on an app of a few megabytes of sources.
///
/// Horspool's search: each place is tried at the word's last byte, and a byte that does not end the word
/// moves the search on by as far as the word allows.
package struct ByteSearch: Sendable {
    /// The word's bytes.
    package let word: [UInt8]
    /// How far the search moves on from a place whose last byte is the index.
    private let skip: [Int]

    /// A search for `word`, which must not be empty.
    package init(_ word: String) {
        precondition(!word.isEmpty, "an empty word is found everywhere")
        self.word = Array(word.utf8)
        var skip = [Int](repeating: self.word.count, count: 256)
        for (index, byte) in self.word.dropLast().enumerated() { skip[Int(byte)] = self.word.count - 1 - index }
        self.skip = skip
    }

    /// The offset in `bytes` of the word's first occurrence at or after `start`, nil when there is none.
    package func firstOffset(in bytes: [UInt8], from start: Int = 0) -> Int? {
        firstOffset(in: bytes[...], from: start)
    }

    /// The offset (an index of the array it is a slice of) of the word's first occurrence in `bytes` at or
    /// after `start`, nil when there is none.
    package func firstOffset(in bytes: ArraySlice<UInt8>, from start: Int? = nil) -> Int? {
        let length = word.count
        let lastByte = word[length - 1]
        var start = start ?? bytes.startIndex
        while start + length <= bytes.endIndex {
            let last = bytes[start + length - 1]
            if last == lastByte, bytes[start..<(start + length)].elementsEqual(word) { return start }
            start += skip[Int(last)]
        }
        return nil
    }

    /// True when `bytes` hold the word.
    package func isFound(in bytes: [UInt8]) -> Bool {
        firstOffset(in: bytes) != nil
    }

    /// True when `bytes`, a part of an array, hold the word.
    package func isFound(in bytes: ArraySlice<UInt8>) -> Bool {
        firstOffset(in: bytes) != nil
    }

    /// True when `bytes` hold the word not followed by a character of a name (`@Model`, not `@ModelActor`).
    package func isFoundAsWord(in bytes: [UInt8]) -> Bool {
        var start = 0
        while let found = firstOffset(in: bytes, from: start) {
            let end = found + word.count
            guard end < bytes.count else { return true }
            let next = bytes[end]
            let continuesName =
                next >= 0x80 || next == UInt8(ascii: "_") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(next)
                || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(next | 0x20)
            if !continuesName { return true }
            start = end
        }
        return false
    }

    /// True when the UTF-8 bytes of `line` hold the word: a plain scan, for one line of a file already
    /// split into lines (copying each line into an array would cost more than the scan).
    package func isFound(in line: Substring) -> Bool {
        let bytes = line.utf8
        guard bytes.count >= word.count else { return false }
        var start = bytes.startIndex
        let last = bytes.index(bytes.endIndex, offsetBy: -word.count)
        while start <= last {
            if bytes[start] == word[0], bytes[start...].starts(with: word) { return true }
            start = bytes.index(after: start)
        }
        return false
    }
}
