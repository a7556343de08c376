extension RenameScoring {
    /// ``nameSimilarity(_:_:)`` of two ASCII names (every valid name is an ASCII identifier), computed on
    /// their bytes: the same lower-casing, edit distance, containment and camel-case words, without
    /// building a `Character` array, a lower-cased string and a set of words per name. Nil when either
    /// name is not printable ASCII. Every direct step across a rename scores the same pairs again, so this runs often.
    static func asciiNameSimilarity(_ a: String, _ b: String) -> Double? {
        guard a.utf8.allSatisfy(isPrintableASCII), b.utf8.allSatisfy(isPrintableASCII) else { return nil }
        let x = a.utf8.map(lowercased), y = b.utf8.map(lowercased)
        guard !x.isEmpty, !y.isEmpty else { return 0 }
        if x == y { return 1 }
        let ratio = 1 - Double(byteEditDistance(x, y)) / Double(max(x.count, y.count))
        let (short, long) = x.count <= y.count ? (x, y) : (y, x)
        let contains = contains(long, short) && (short.count >= 3 || short.count * 2 >= long.count)
        let wordsA = asciiWords(Array(a.utf8)), wordsB = asciiWords(Array(b.utf8))
        let shared = wordsA.filter { word in wordsB.contains(word) }.count
        let sharedWords = Double(shared) / Double(max(wordsA.count + wordsB.count - shared, 1))
        return max(contains ? 0.8 : 0, ratio, sharedWords)
    }

    /// Printable ASCII: one byte is one `Character` (a control pair such as CR LF would be one).
    private static func isPrintableASCII(_ byte: UInt8) -> Bool { (0x20..<0x7f).contains(byte) }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        (0x41...0x5a).contains(byte) ? byte + 0x20 : byte
    }

    /// True when `short` occurs in `long` (an empty `short` occurs everywhere).
    private static func contains(_ long: [UInt8], _ short: [UInt8]) -> Bool {
        guard short.count <= long.count else { return false }
        return (0...(long.count - short.count)).contains { start in
            short.indices.allSatisfy { long[start + $0] == short[$0] }
        }
    }

    /// ``words(_:)`` on bytes: distinct lower-cased camel-case words, in order of first appearance.
    private static func asciiWords(_ name: [UInt8]) -> [[UInt8]] {
        var words: [[UInt8]] = []
        var current: [UInt8] = []
        for byte in name {
            let isUppercase = (0x41...0x5a).contains(byte), isUnderscore = byte == 0x5f
            if isUppercase || isUnderscore, !current.isEmpty {
                if !words.contains(current) { words.append(current) }
                current.removeAll(keepingCapacity: true)
            }
            if !isUnderscore { current.append(lowercased(byte)) }
        }
        if !current.isEmpty, !words.contains(current) { words.append(current) }
        return words
    }

    /// Levenshtein distance of two byte strings, with two rows reused.
    private static func byteEditDistance(_ x: [UInt8], _ y: [UInt8]) -> Int {
        var previous = Array(0...y.count)
        var current = [Int](repeating: 0, count: y.count + 1)
        for i in 1...x.count {
            current[0] = i
            for j in 1...y.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (x[i - 1] == y[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[y.count]
    }
}
