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
        // Each name cut into chunks once, not once per comparison.
        let keys = names.map(Key.init)
        return keys.indices.sorted { precedes(keys[$0], keys[$1]) }.map { names[$0] }
    }

    /// True when version `a` comes before version `b`.
    package static func precedes(_ a: String, _ b: String) -> Bool {
        precedes(Key(a), Key(b))
    }

    private static func precedes(_ a: Key, _ b: Key) -> Bool {
        if a.startsWithDigit != b.startsWithDigit { return b.startsWithDigit }
        for (x, y) in zip(a.chunks, b.chunks) where x != y {
            switch (x, y) {
            case let (.number(m), .number(n)):
                return m.count != n.count ? m.count < n.count : m < n
            case let (.text(s), .text(t)):
                return s < t
            case (.number, .text): return true
            case (.text, .number): return false
            }
        }
        if a.chunks.count != b.chunks.count { return a.chunks.count < b.chunks.count }
        return a.bytes.lexicographicallyPrecedes(b.bytes)
    }

    /// A name as the order compares it.
    private struct Key {
        /// Names that start with a digit come after the others (`Shared`, then `0.5`, `0.6`, …): a key, so
        /// that the order stays total.
        let startsWithDigit: Bool
        let chunks: [Chunk]
        /// The name's bytes: the order of names whose chunks compare equal (`Foo 2`, `foo 2`).
        let bytes: [UInt8]

        init(_ name: String) {
            startsWithDigit = name.first.map { $0.isASCII && $0.isNumber } ?? false
            chunks = VersionOrder.chunks(name)
            bytes = Array(name.utf8)
        }
    }

    private enum Chunk: Equatable {
        /// Digits with leading zeros removed, compared by length then text.
        case number(String)
        /// Text, lower-cased: it compares case-insensitively.
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
                result.append(.text(current.lowercased()))
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
