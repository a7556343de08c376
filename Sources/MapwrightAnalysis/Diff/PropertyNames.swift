/// The distinct names of an entity's properties, sorted, for the share of names a removed and an added
/// entity have in common (``DiffContext/suggestEntityRenames()``): counted by walking two sorted lists,
/// without a set per entity or per pair.
struct PropertyNames {
    private let names: [String]

    init(_ properties: [OwnedProperty]) {
        var names = properties.map(\.property.name)
        names.sort()
        var distinct: [String] = []
        distinct.reserveCapacity(names.count)
        for name in names where distinct.last != name { distinct.append(name) }
        self.names = distinct
    }

    /// The number of distinct names.
    var count: Int { names.count }

    /// The number of names both lists hold.
    func sharedCount(with other: PropertyNames) -> Int {
        var (i, j, shared) = (0, 0, 0)
        while i < names.count, j < other.names.count {
            if names[i] == other.names[j] {
                shared += 1
                i += 1
                j += 1
            } else if names[i] < other.names[j] {
                i += 1
            } else {
                j += 1
            }
        }
        return shared
    }
}
