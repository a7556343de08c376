import MapwrightModel

/// An entity's persistent properties as a mapping sees them: inherited ones first (root entity first),
/// then the entity's own, in file order; transient properties left out, as Core Data ignores them when
/// migrating (lightweight-rules.md, "Properties").
struct EntityProperties {
    var attributes: [Attribute]
    var relationships: [Relationship]

    init(of entity: Entity, in model: DataModel) {
        var chain: [Entity] = []
        var current: Entity? = entity
        var seen: Set<String> = []
        while let next = current, seen.insert(next.name).inserted {
            chain.insert(next, at: 0)
            current = next.parent.flatMap { model.entity(named: $0) }
        }
        attributes = chain.flatMap(\.attributes).filter { !$0.isTransient }
        relationships = chain.flatMap(\.relationships).filter { !$0.isTransient }
    }

    /// The property whose renaming identifier (or name) is `key`.
    func attribute(matching key: String) -> Attribute? { attributes.first { $0.matchingKey == key } }
    func relationship(matching key: String) -> Relationship? { relationships.first { $0.matchingKey == key } }
}
