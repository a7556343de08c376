/// "Did you mean" suggestions by edit distance.
package enum Suggestion {
    /// The candidate closest to `word` (case-insensitive edit distance counting a swap of neighbours as
    /// one edit), when it is close enough to be a plausible typo: at most a third of the word's length,
    /// and at least 1.
    package static func closest(to word: String, among candidates: some Sequence<String>) -> String? {
        let target = Array(word.lowercased().utf8)
        let limit = max(1, target.count / 3)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            // The distance is at least the difference in length: most candidates need no table.
            guard abs(candidate.utf8.count - target.count) <= limit else { continue }
            let distance = editDistance(target, Array(candidate.lowercased().utf8))
            if distance <= limit, distance < (best?.distance ?? Int.max) {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }

    /// A hint line for `closest(to:among:)`, or nil.
    package static func hint(for word: String, among candidates: some Sequence<String>) -> String? {
        closest(to: word, among: candidates).map { "did you mean '\($0)'?" }
    }

    /// Optimal-string-alignment distance between two byte strings: insertions, deletions,
    /// substitutions and swaps of adjacent bytes each cost 1. Plain `while` loops: a debug build iterated
    /// a `ClosedRange` through generic witnesses, several times the cost of the arithmetic.
    static func editDistance(_ a: [UInt8], _ b: [UInt8]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = [Int](repeating: 0, count: b.count + 1)
        var current = [Int](repeating: 0, count: b.count + 1)
        var j = 0
        while j <= b.count {
            previous[j] = j
            j += 1
        }
        var i = 1
        while i <= a.count {
            current[0] = i
            j = 1
            while j <= b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
                j += 1
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
            i += 1
        }
        return previous[b.count]
    }
}
