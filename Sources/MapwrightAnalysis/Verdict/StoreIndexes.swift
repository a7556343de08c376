import MapwrightModel

/// The indexes Core Data builds in a store for an entity, whatever way the model writes them: each fetch
/// index's elements (its name is not part of the store's schema), and for each property flagged
/// `indexed` the one-element ascending binary index the flag stands for.
///
/// docs/core-data/lightweight-rules.md, "Indexes".
struct StoreIndexes: Equatable {
    let indexes: Set<[FetchIndexElement]>

    init(of entity: Entity) {
        let flagged =
            entity.attributes.filter(\.isIndexed).map(\.name) + entity.relationships.filter(\.isIndexed).map(\.name)
        indexes = Set(entity.fetchIndexes.map(\.elements) + flagged.map { [FetchIndexElement(property: $0)] })
    }
}
