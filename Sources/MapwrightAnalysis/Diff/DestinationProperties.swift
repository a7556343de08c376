import MapwrightModel

/// The effective properties of every entity of a diff's destination version, each with the position of the
/// first property of every matching key.
///
/// Built once per destination version and shared by every diff into it: a history's direct steps all end
/// at the current version, which before rebuilt these lists and key tables for every step.
final class DestinationProperties: Sendable {
    /// One destination entity's properties and key table.
    struct Entry: Sendable {
        /// `DataModel.effectiveProperties(of:)` of the entity.
        let properties: [OwnedProperty]
        /// Matching key → position in `properties` of the first property with that key.
        let firstByKey: [String: Int]
        /// True when some matching key belongs to more than one property.
        let keyRepeats: Bool
    }

    /// By entity position in the destination version's `entities`.
    let entries: [Entry]

    /// The destination's entities by name.
    let entities: EntityNameIndex

    init(_ destination: DataModel) {
        let index = EntityNameIndex(destination)
        entities = index
        // Entries are independent: a large version builds them in slices on every core.
        entries = DiffContext.slices(of: destination.entities.count)
            .concurrentMap { slice in slice.map { Self.entry(of: destination.entities[$0], index: index) } }
            .flatMap { $0 }
    }

    private static func entry(of entity: Entity, index: EntityNameIndex) -> Entry {
        let properties = index.effectiveProperties(of: entity)
        var firstByKey: [String: Int] = [:]
        firstByKey.reserveCapacity(properties.count)
        var keyRepeats = false
        for position in properties.indices {
            let key = properties[position].property.matchingKey
            if firstByKey[key] == nil { firstByKey[key] = position } else { keyRepeats = true }
        }
        return Entry(properties: properties, firstByKey: firstByKey, keyRepeats: keyRepeats)
    }
}
