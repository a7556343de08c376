/// Orders version names the way Xcode names them, for Xcode bundles and YAML model folders alike.
///
/// "Add Model Version" names versions `Foo`, `Foo 2`, `Foo 3`, …, so runs of digits compare as numbers
/// (`Foo 10` after `Foo 9`) and a name that is a prefix of another comes first (`Foo` before `Foo 2`).
/// Other names (`Model1`, `Foo_v2`, `Foo v2.5.1`) follow the same natural order: text compares
/// case-insensitively, digit runs numerically, and ties fall back to plain byte order so the order is
/// total and stable (docs/core-data/xcdatamodel-format.md, "Layout"). A name that starts with a digit
/// comes after every name that does not: an unnumbered name is the version made first, before any was
/// numbered (`Shared`, then `0.5`, `0.6`, … in Xcode's multi-platform template).
package enum VersionOrder {
    /// `names` sorted oldest first.
    package static func sorted(_ names: [String]) -> [String] {
        names.sorted(by: precedes)
    }

    /// Names that start with a digit come after the others (`Shared`, then `0.5`, `0.6`, …): a key, so
    /// that the order stays total.
    private static func startsWithDigit(_ name: String) -> Bool {
        name.first.map { $0.isASCII && $0.isNumber } ?? false
    }

    /// True when version `a` comes before version `b`.
    package static func precedes(_ a: String, _ b: String) -> Bool {
        if startsWithDigit(a) != startsWithDigit(b) { return startsWithDigit(b) }
        let left = chunks(a), right = chunks(b)
        for (x, y) in zip(left, right) where x != y {
            switch (x, y) {
            case let (.number(m), .number(n)):
                if m != n { return m.count != n.count ? m.count < n.count : m < n }
            case let (.text(s), .text(t)):
                if s.lowercased() != t.lowercased() { return s.lowercased() < t.lowercased() }
            case (.number, .text): return true
            case (.text, .number): return false
            }
        }
        if left.count != right.count { return left.count < right.count }
        return Array(a.utf8).lexicographicallyPrecedes(Array(b.utf8))
    }

    private enum Chunk: Equatable {
        /// Digits with leading zeros removed, compared by length then text.
        case number(String)
        case text(String)
    }

    private static func chunks(_ name: String) -> [Chunk] {
        var result: [Chunk] = []
        var current = ""
        var inDigits = false
        func flush() {
            guard !current.isEmpty else { return }
            if inDigits {
                let trimmed = current.drop { $0 == "0" }
                result.append(.number(trimmed.isEmpty ? "0" : String(trimmed)))
            } else {
                result.append(.text(current))
            }
            current = ""
        }
        for character in name {
            let isDigit = character.isASCII && character.isNumber
            if isDigit != inDigits { flush() }
            inDigits = isDigit
            current.append(character)
        }
        flush()
        return result
    }
}
