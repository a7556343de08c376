/// An element's attributes, looked up by name. An element holds a handful and a reader asks for a few
/// dozen names, most absent: scanning a short list costs less than hashing every name asked for.
struct XMLAttributes: Sendable {
    /// Name and value pairs; every name once.
    private(set) var pairs: [(name: String, value: String)] = []

    init() {}

    /// The attributes of `pairs`, where a later pair replaces an earlier one of the same name (as in a
    /// dictionary; libxml2 reports every name once, so this is a safeguard).
    init(_ pairs: [(name: String, value: String)]) {
        self.pairs = pairs
        guard pairs.count > 1 else { return }
        var seen = Set<String>(minimumCapacity: pairs.count)
        guard !pairs.allSatisfy({ seen.insert($0.name).inserted }) else { return }
        var kept: [String: String] = [:]
        var order: [String] = []
        for (name, value) in pairs {
            if kept.updateValue(value, forKey: name) == nil { order.append(name) }
        }
        self.pairs = order.map { ($0, kept[$0]!) }
    }

    var count: Int { pairs.count }
    var isEmpty: Bool { pairs.isEmpty }
    /// The names, in document order.
    var keys: [String] { pairs.map(\.name) }
    /// The attributes as a dictionary, for code that edits them.
    var dictionary: [String: String] { Dictionary(uniqueKeysWithValues: pairs.map { ($0.name, $0.value) }) }

    /// The position of attribute `name` in ``pairs``.
    func index(of name: String) -> Int? { pairs.firstIndex { $0.name == name } }

    subscript(name: String) -> String? {
        index(of: name).map { pairs[$0].value }
    }
}
