/// An element's attributes, looked up by name. An element holds a handful and a reader asks for a few
/// dozen names, most absent: scanning a short list costs less than hashing every name asked for.
struct XMLAttributes: Sendable {
    /// Name and value pairs; every name once.
    private(set) var pairs: [(name: String, value: String)] = []

    /// The attributes of `pairs`, where a later pair replaces an earlier one of the same name (as in a
    /// dictionary; libxml2 reports every name once, so this is a safeguard).
    init(_ pairs: [(name: String, value: String)]) {
        self.pairs = pairs
        guard !Self.namesAreUnique(pairs) else { return }
        var kept: [String: String] = [:]
        var order: [String] = []
        for (name, value) in pairs {
            if kept.updateValue(value, forKey: name) == nil { order.append(name) }
        }
        self.pairs = order.map { ($0, kept[$0]!) }
    }

    /// Whether no name appears twice: compared pairwise for the few attributes of a model element,
    /// hashed for more.
    private static func namesAreUnique(_ pairs: [(name: String, value: String)]) -> Bool {
        guard pairs.count > 16 else {
            for later in pairs.indices.dropFirst() where pairs[..<later].contains(where: { $0.name == pairs[later].name }) {
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

    subscript(name: String) -> String? {
        index(of: name).map { pairs[$0].value }
    }
}
