import MapwrightModel

extension DiffContext {
    /// True when `from` and `to` are the same entity in both versions: equal in every field (positions
    /// aside), with equal ancestors, a parent whose source entity keeps its name, and no matching key held
    /// by two of its properties. `to` is at `destination` in the destination version.
    ///
    /// Such a pair has nothing to report but a policy request (``compareEntity(_:_:)`` compares the
    /// fields, and the parent by its migrated name), and its properties, the same list on both sides,
    /// pair one to one (``matchProperties(_:_:_:destinationEntry:)`` pairs each with the first of its key
    /// and skips equal ones). Most entities of a step are unchanged, so the diff takes this answer without
    /// building either side's property list or matching them.
    func isUnchanged(_ from: Entity, _ to: Entity, destination position: Int) -> Bool {
        guard from == to else { return false }
        guard let parent = from.parent else { return !Self.hasRepeatedKey([to]) }
        guard migratedName(parent) == parent else { return false }
        let ancestry = destinationEntities.ancestry(of: to)
        return sourceEntities.ancestry(of: from) == ancestry && !Self.hasRepeatedKey(ancestry)
    }

    /// What the diff records for an unchanged pair: a policy request, and each property paired with its
    /// copy. The pairing's property lists stay empty: only rename suggestions read them, for pairs that add
    /// and remove properties.
    mutating func recordUnchanged(_ pairing: inout EntityPairing, _ from: Entity, _ to: Entity) {
        if let request = to.migrationPolicy { reportPolicyRequest(request, on: to, source: from) }
        let count = destinationEntities.ancestry(of: to).reduce(0) { $0 + $1.attributes.count + $1.relationships.count }
        pairing.properties = (0..<count).map { MatchTable.Pair(source: $0, destination: $0) }
    }

    /// True when two of the properties `owners` declare (an entity and its ancestors) share a matching key.
    private static func hasRepeatedKey(_ owners: [Entity]) -> Bool {
        var keys = Set<String>()
        for owner in owners {
            for attribute in owner.attributes where !keys.insert(attribute.matchingKey).inserted { return true }
            for relationship in owner.relationships where !keys.insert(relationship.matchingKey).inserted { return true }
        }
        return false
    }
}
