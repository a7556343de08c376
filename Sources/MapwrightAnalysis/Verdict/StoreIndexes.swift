import MapwrightModel

/// The indexes Core Data builds in a store for an entity, whatever way the model writes them: each fetch
/// index's elements (its name is not part of the store's schema), and for each property flagged
/// `indexed` the one-element ascending binary index the flag stands for. A one-element index on a
/// to-one relationship is left out: Core Data indexes every foreign-key column itself, and Xcode writes
/// such an index (`by<Relationship>Index`) when it re-saves a model that flagged the relationship.
///
/// docs/core-data/lightweight-rules.md, "Indexes".
struct StoreIndexes: Equatable {
    let indexes: Set<[FetchIndexElement]>

    init(of entity: Entity) {
        let flagged =
            entity.attributes.filter(\.isIndexed).map(\.name) + entity.relationships.filter(\.isIndexed).map(\.name)
        let foreignKeys = Set(
            entity.relationships.filter { !$0.isToMany }.map { [FetchIndexElement(property: $0.name)] })
        indexes = Set(entity.fetchIndexes.map(\.elements) + flagged.map { [FetchIndexElement(property: $0)] })
            .subtracting(foreignKeys)
    }

    /// Whether the one-element index on `property` is in one set and not the other.
    func differs(from other: StoreIndexes, on property: String) -> Bool {
        let single = [FetchIndexElement(property: property)]
        return indexes.contains(single) != other.indexes.contains(single)
    }

    /// The indexes in one set and not the other, less the one-element indexes on `flagChanges` (properties
    /// whose `indexed` flag changed, each of which is said on its own).
    func differences(from other: StoreIndexes, besides flagChanges: Set<String>) -> Set<[FetchIndexElement]> {
        indexes.symmetricDifference(other.indexes).filter { index in
            !(index.count == 1 && index[0] == FetchIndexElement(property: index[0].property)
                && index[0].property.map(flagChanges.contains) == true)
        }
    }
}
