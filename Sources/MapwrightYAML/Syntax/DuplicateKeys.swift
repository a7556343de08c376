/// Finds the keys of a mapping that an earlier key of it equals, as `String` equality (canonical
/// equivalence) has it, without hashing or comparing more strings than it must.
enum DuplicateKeys {
    /// Each pair whose key an earlier pair has, with the position of the first such pair, in order.
    static func later(in pairs: [YAMLPair]) -> [(index: Int, first: Int)] {
        guard pairs.count > 1 else { return [] }
        if pairs.count <= 12 { return byComparison(pairs) }
        return byBytes(pairs) ?? byDictionary(pairs)
    }

    /// Every key against every earlier one, by index, so that no pair is copied for a comparison.
    private static func byComparison(_ pairs: [YAMLPair]) -> [(index: Int, first: Int)] {
        var found: [(index: Int, first: Int)] = []
        for index in 1..<pairs.count {
            var first = 0
            while first < index, !haveSameKey(pairs, first, index) { first += 1 }
            if first < index { found.append((index, first)) }
        }
        return found
    }

    /// True when the keys of `pairs[first]` and `pairs[second]` are equal `String`s, compared in place. A
    /// format key is equal only to itself (and to no key outside the format), so only two keys outside the
    /// format are compared as text.
    private static func haveSameKey(_ pairs: [YAMLPair], _ first: Int, _ second: Int) -> Bool {
        let firstKey = pairs[first].knownKey, secondKey = pairs[second].knownKey
        if firstKey != nil || secondKey != nil { return firstKey == secondKey }
        return pairs[first].key == pairs[second].key
    }

    /// An open hash table over the keys' UTF-8 bytes (FNV-1a), when every key is ASCII: then equal bytes are
    /// equal strings, and the bytes hash in a fraction of what `Hasher` costs a `String`. Nil when a key has
    /// any other character.
    private static func byBytes(_ pairs: [YAMLPair]) -> [(index: Int, first: Int)]? {
        var capacity = 32
        while capacity < pairs.count * 2 { capacity *= 2 }
        var slots = [Int](repeating: -1, count: capacity)
        var found: [(index: Int, first: Int)] = []
        for index in pairs.indices {
            guard var slot = asciiHash(pairs[index].key) else { return nil }
            slot &= capacity - 1
            while slots[slot] >= 0, pairs[slots[slot]].key != pairs[index].key { slot = (slot + 1) & (capacity - 1) }
            if slots[slot] >= 0 {
                found.append((index, slots[slot]))
            } else {
                slots[slot] = index
            }
        }
        return found
    }

    /// FNV-1a of the UTF-8 of `text`, or nil when `text` is not ASCII.
    private static func asciiHash(_ text: String) -> Int? {
        var text = text
        return text.withUTF8 { bytes in
            var hash: UInt64 = 0xCBF2_9CE4_8422_2325
            var bits: UInt8 = 0
            for byte in bytes {
                bits |= byte
                hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
            }
            return bits < 0x80 ? Int(truncatingIfNeeded: hash) : nil
        }
    }

    /// `String` hashing, for keys that are not all ASCII.
    private static func byDictionary(_ pairs: [YAMLPair]) -> [(index: Int, first: Int)] {
        var seen: [String: Int] = [:]
        seen.reserveCapacity(pairs.count)
        var found: [(index: Int, first: Int)] = []
        for index in pairs.indices {
            if let first = seen[pairs[index].key] {
                found.append((index, first))
            } else {
                seen[pairs[index].key] = index
            }
        }
        return found
    }
}
