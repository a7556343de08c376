/// Entity inheritance: the one walk up the parent chain every stage uses.
extension DataModel {
    /// `entity` followed by its parent, grandparent, … up to the root. Stops at a parent that does not
    /// exist and before an entity already visited, so an invalid model with a cycle still ends.
    package func ancestry(of entity: Entity) -> [Entity] {
        Self.ancestry(of: entity) { self.entity(named: $0) }
    }

    /// The same walk with entities found by `lookup` (a name index, when a caller walks many entities).
    package static func ancestry(of entity: Entity, lookup: (String) -> Entity?) -> [Entity] {
        inheritanceChain(of: entity, lookup: lookup).entities
    }

    /// The walk itself: `entity`, then each parent `lookup` finds, up to the root or a parent that does not
    /// exist; `loops` is true when it stopped at an entity already visited (an inheritance cycle).
    package static func inheritanceChain(of entity: Entity, lookup: (String) -> Entity?) -> (
        entities: [Entity], loops: Bool
    ) {
        var chain = [entity]
        var seen: Set<String> = [entity.name]
        var current = entity
        while let parentName = current.parent, let parent = lookup(parentName) {
            guard seen.insert(parentName).inserted else { return (chain, true) }
            chain.append(parent)
            current = parent
        }
        return (chain, false)
    }

    /// The root of `entity`'s hierarchy (the entity itself when it has no parent).
    package func root(of entity: Entity) -> Entity {
        ancestry(of: entity).last ?? entity
    }

    /// True when the entity named `name` is `ancestor` or one of its sub-entities.
    package func entity(_ name: String, isOrDescendsFrom ancestor: String) -> Bool {
        guard let entity = self.entity(named: name) else { return false }
        return ancestry(of: entity).contains { $0.name == ancestor }
    }
}
