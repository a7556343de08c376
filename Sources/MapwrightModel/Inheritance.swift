/// Entity inheritance: the one walk up the parent chain every stage uses.
extension DataModel {
    /// `entity` followed by its parent, grandparent, … up to the root. Stops at a parent that does not
    /// exist and before an entity already visited, so an invalid model with a cycle still ends.
    public func ancestry(of entity: Entity) -> [Entity] {
        Self.ancestry(of: entity) { self.entity(named: $0) }
    }

    /// The same walk with entities found by `lookup` (a name index, when a caller walks many entities).
    public static func ancestry(of entity: Entity, lookup: (String) -> Entity?) -> [Entity] {
        var chain = [entity]
        var seen: Set<String> = [entity.name]
        var current = entity
        while let parentName = current.parent, seen.insert(parentName).inserted, let parent = lookup(parentName) {
            chain.append(parent)
            current = parent
        }
        return chain
    }

    /// The root of `entity`'s hierarchy (the entity itself when it has no parent).
    public func root(of entity: Entity) -> Entity {
        ancestry(of: entity).last ?? entity
    }

    /// True when the entity named `name` is `ancestor` or one of its sub-entities.
    public func entity(_ name: String, isOrDescendsFrom ancestor: String) -> Bool {
        guard let entity = self.entity(named: name) else { return false }
        return ancestry(of: entity).contains { $0.name == ancestor }
    }
}
