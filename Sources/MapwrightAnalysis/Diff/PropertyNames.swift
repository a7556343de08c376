/// The distinct names of an entity's properties, sorted, for the share of names a removed and an added
/// entity have in common (``DiffContext/suggestEntityRenames()``): counted by walking two sorted lists,
/// without a set per entity or per pair.
struct PropertyNames {
    private let names: [String]
    /// The attributes' names with their types, for whether two entities share an attribute at all.
    private let attributes: [String]

    init(_ properties: [OwnedProperty]) {
        names = Self.distinct(properties.map(\.property.name))
        // The type's raw value, not its case name: printing an enum case reflects on it. Either way the text
        // tells name and type apart (no raw value ends in a space and a raw value's tail).
        attributes = Self.distinct(
            properties.compactMap { $0.property.attribute.map { "\($0.name) \($0.type.rawValue)" } })
    }

    private static func distinct(_ names: [String]) -> [String] {
        var names = names
        names.sort()
        var distinct: [String] = []
        distinct.reserveCapacity(names.count)
        for name in names where distinct.last != name { distinct.append(name) }
        return distinct
    }

    /// The number of distinct names.
    var count: Int { names.count }

    /// The number of names both lists hold.
    func sharedCount(with other: PropertyNames) -> Int { Self.sharedCount(names, other.names) }

    /// Whether the two entities have an attribute of the same name and type: entities that share none hold
    /// different data, whatever their names.
    func sharesAttribute(with other: PropertyNames) -> Bool { Self.sharedCount(attributes, other.attributes) > 0 }

    private static func sharedCount(_ names: [String], _ otherNames: [String]) -> Int {
        var (i, j, shared) = (0, 0, 0)
        while i < names.count, j < otherNames.count {
            if names[i] == otherNames[j] {
                shared += 1
                i += 1
                j += 1
            } else if names[i] < otherNames[j] {
                i += 1
            } else {
                j += 1
            }
        }
        return shared
    }
}
