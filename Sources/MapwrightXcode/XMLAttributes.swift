/// An element's attributes, looked up by name. An element holds a handful and a reader asks for a few
/// dozen names, most absent: scanning a short list costs less than hashing every name asked for, and
/// scanning the ``XMLKey`` numbers of the names costs less than comparing strings.
struct XMLAttributes: Sendable {
    /// Name and value pairs; every name once.
    private(set) var pairs: [(name: String, value: String)] = []
    /// The ``XMLKey`` number of the name of each of the first 16 pairs, a byte each, lowest first (the
    /// first eight in `keyNumbers.x`); -1 for a name that is no key and past the last pair.
    private var keyNumbers = SIMD2<UInt64>(repeating: .max)

    /// The attributes of `pairs`, where a later pair replaces an earlier one of the same name (as in a
    /// dictionary; libxml2 reports every name once, so this is a safeguard). `keyNumbers` are the
    /// ``XMLKey`` numbers of the first 16 names, when the caller knows them.
    init(_ pairs: [(name: String, value: String)], keyNumbers: SIMD2<UInt64>? = nil) {
        self.pairs = pairs
        if let keyNumbers, Self.keysAreUnique(keyNumbers, count: pairs.count) {
            self.keyNumbers = keyNumbers
            return
        }
        if Self.namesAreUnique(pairs) {
            if let keyNumbers {
                self.keyNumbers = keyNumbers
                return
            }
        } else {
            var kept: [String: String] = [:]
            var order: [String] = []
            for (name, value) in pairs {
                if kept.updateValue(value, forKey: name) == nil { order.append(name) }
            }
            self.pairs = order.map { ($0, kept[$0]!) }
        }
        for index in self.pairs.indices.prefix(16) {
            Self.setKeyNumber(XMLKey.number(of: self.pairs[index].name), at: index, in: &self.keyNumbers)
        }
    }

    /// Sets byte `index` (below 16) of `numbers` to `number`.
    static func setKeyNumber(_ number: Int8, at index: Int, in numbers: inout SIMD2<UInt64>) {
        let shift = UInt64(index % 8 * 8)
        numbers[index / 8] = numbers[index / 8] & ~(0xFF << shift) | UInt64(UInt8(bitPattern: number)) << shift
    }

    /// Byte `index` (below 16) of `numbers`.
    private static func keyNumber(at index: Int, in numbers: SIMD2<UInt64>) -> Int8 {
        Int8(truncatingIfNeeded: numbers[index / 8] >> UInt64(index % 8 * 8))
    }

    /// Whether the names are unique, told by their key numbers alone: when every name is a key (and
    /// there are at most 16), the names differ exactly when their numbers do.
    private static func keysAreUnique(_ numbers: SIMD2<UInt64>, count: Int) -> Bool {
        guard count <= 16 else { return false }
        for later in 0..<count {
            let number = keyNumber(at: later, in: numbers)
            guard number >= 0 else { return false }
            for earlier in 0..<later where keyNumber(at: earlier, in: numbers) == number { return false }
        }
        return true
    }

    /// Whether no name appears twice: compared pairwise for the few attributes of a model element,
    /// hashed for more.
    private static func namesAreUnique(_ pairs: [(name: String, value: String)]) -> Bool {
        guard pairs.count > 16 else {
            for later in pairs.indices.dropFirst()
            where pairs[..<later].contains(where: { $0.name == pairs[later].name }) {
                return false
            }
            return true
        }
        var seen = Set<String>(minimumCapacity: pairs.count)
        return pairs.allSatisfy { seen.insert($0.name).inserted }
    }

    /// The names, in document order.
    var keys: [String] { pairs.map(\.name) }
    /// The attributes as a dictionary, for code that edits them.
    var dictionary: [String: String] { Dictionary(uniqueKeysWithValues: pairs.map { ($0.name, $0.value) }) }

    /// The position of attribute `name` in ``pairs``. Lengths are compared first: most names asked for
    /// are absent, and comparing two long strings of different lengths is not cheap in Swift.
    func index(of name: String) -> Int? {
        let length = name.utf8.count
        return pairs.firstIndex { $0.name.utf8.count == length && $0.name == name }
    }

    /// The position of the attribute named `key` in ``pairs``.
    @inline(__always)
    func index(of key: XMLKey) -> Int? {
        if let index = Self.byte(key.rawValue, in: keyNumbers.x) { return index }
        if let index = Self.byte(key.rawValue, in: keyNumbers.y) { return index + 8 }
        guard pairs.count > 16 else { return nil }
        let name = key.name
        return pairs[16...].firstIndex { $0.name == name }
    }

    /// The position of the first byte of `word` (lowest first) equal to `number`, which is not negative,
    /// found with the zero-byte test on `word` xor `number` in every byte. A byte that is -1 never
    /// matches, so neither does a position past the last pair.
    private static func byte(_ number: Int8, in word: UInt64) -> Int? {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let difference = word ^ (ones &* UInt64(UInt8(number)))
        let zeros = (difference &- ones) & ~difference & (ones &* 0x80)
        return zeros == 0 ? nil : zeros.trailingZeroBitCount / 8
    }

    subscript(name: String) -> String? {
        index(of: name).map { pairs[$0].value }
    }
}
