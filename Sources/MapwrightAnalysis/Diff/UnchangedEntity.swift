import MapwrightModel

extension DiffContext {
    /// The number of properties (inherited ones included) of the source entity at `sourcePosition` and the
    /// destination entity at `destinationPosition`, two equal entities (``isUnchanged(source:destination:)``),
    /// when they are the same entity in both versions, nil otherwise. The same entity also has equal
    /// ancestors, a parent whose source entity keeps its name, and no matching key held by two of its
    /// properties.
    ///
    /// Such a pair has nothing to report but a policy request (``compareEntity(_:_:)`` compares the
    /// fields, and the parent by its migrated name), and its properties, the same list on both sides,
    /// pair one to one (``matchProperties(_:_:_:destinationEntry:)`` pairs each with the first of its key
    /// and skips equal ones). Most entities of a step are unchanged, so the diff takes this answer without
    /// copying the entities, building either side's property list or matching them.
    func unchangedPropertyCount(ofEqual sourcePosition: Int, destination destinationPosition: Int) -> Int? {
        // An entity without a parent has its keys checked here; one with a parent, with its ancestors below.
        guard
            destination.entities[destinationPosition].parent != nil
                || !Self.hasRepeatedKey(CollectionOfOne(destinationPosition), in: destination)
        else { return nil }
        guard let parent = source.entities[sourcePosition].parent else {
            return destination.entities[destinationPosition].attributes.count
                + destination.entities[destinationPosition].relationships.count
        }
        guard migratedName(parent) == parent else { return nil }
        // Ancestors compared by position, equal when one revision (``isUnchanged(source:destination:)``).
        let ancestry = destinationEntities.ancestryPositions(of: destinationPosition)
        let sourceAncestry = sourceEntities.ancestryPositions(of: sourcePosition)
        guard sourceAncestry.count == ancestry.count,
            zip(sourceAncestry, ancestry).allSatisfy({ isUnchanged(source: $0, destination: $1) }),
            !Self.hasRepeatedKey(ancestry, in: destination)
        else { return nil }
        return ancestry.reduce(0) {
            $0 + destination.entities[$1].attributes.count + destination.entities[$1].relationships.count
        }
    }

    /// True when the source entity at `sourcePosition` equals the destination entity at `destinationPosition`
    /// in every field: known without comparing them when they are one revision of the history.
    func isUnchanged(source sourcePosition: Int, destination destinationPosition: Int) -> Bool {
        if let sourceRevisions, let destinationRevisions,
            sourceRevisions[sourcePosition] == destinationRevisions[destinationPosition]
        {
            return true
        }
        return source.entities[sourcePosition] == destination.entities[destinationPosition]
    }

    /// What the diff records for an unchanged pair of `propertyCount` properties: a policy request, and each
    /// property paired with its copy. The pairing's property lists stay empty: only rename suggestions read
    /// them, for pairs that add and remove properties.
    mutating func recordUnchanged(
        _ pairing: inout EntityPairing, source sourcePosition: Int, destination destinationPosition: Int,
        propertyCount: Int
    ) {
        if let request = destination.entities[destinationPosition].migrationPolicy {
            reportPolicyRequest(
                request, on: destination.entities[destinationPosition], source: source.entities[sourcePosition])
        }
        pairing.properties = (0..<propertyCount).map { MatchTable.Pair(source: $0, destination: $0) }
    }

    /// True when two of the properties the entities at `owners` (an entity and its ancestors) of `model`
    /// declare share a matching key.
    private static func hasRepeatedKey(_ owners: some Collection<Int>, in model: DataModel) -> Bool {
        guard owners.contains(where: { hasRenamingIdentifier(at: $0, in: model) }) else { return false }
        var keys = Set<String>()
        for owner in owners {
            for attribute in model.entities[owner].attributes where !keys.insert(attribute.matchingKey).inserted {
                return true
            }
            for relationship in model.entities[owner].relationships
            where !keys.insert(relationship.matchingKey).inserted {
                return true
            }
        }
        return false
    }

    /// False when the matching keys of the properties of the entity at `position` of `model` are their
    /// names, which the validator keeps unique, inherited ones included (MW053): no key can repeat.
    private static func hasRenamingIdentifier(at position: Int, in model: DataModel) -> Bool {
        // By index: an `Entity` or a property passed on would be copied.
        let attributes = model.entities[position].attributes
        let relationships = model.entities[position].relationships
        return attributes.indices.contains { attributes[$0].renamingIdentifier != nil }
            || relationships.indices.contains { relationships[$0].renamingIdentifier != nil }
    }
}
