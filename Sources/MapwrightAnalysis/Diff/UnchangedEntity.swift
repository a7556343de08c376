import MapwrightModel

extension DiffContext {
    /// True when `from` and `to` are the same entity in both versions: equal in every field (positions
    /// aside), with equal ancestors, a parent whose source entity keeps its name, and no matching key held
    /// by two of its properties.
    ///
    /// Such a pair has nothing to report but a policy request (``compareEntity(_:_:)`` compares the
    /// fields, and the parent by its migrated name), and its properties, the same list on both sides,
    /// pair one to one (``matchProperties(_:_:_:destinationEntry:)`` pairs each with the first of its key
    /// and skips equal ones). Most entities of a step are unchanged, so the diff takes this answer without
    /// building the source's properties and matching them.
    func isUnchanged(_ from: Entity, _ to: Entity, destinationEntry: DestinationProperties.Entry) -> Bool {
        guard !destinationEntry.keyRepeats, from == to else { return false }
        guard let parent = from.parent else { return true }
        return migratedName(parent) == parent && sourceEntities.ancestry(of: from) == destinationEntities.ancestry(of: to)
    }

    /// What the diff records for an unchanged pair: a policy request, and each property paired with its
    /// copy. `pairing.sourceProperties` stays empty: only rename suggestions read it, for pairs that add
    /// and remove properties.
    mutating func recordUnchanged(_ pairing: inout EntityPairing, _ from: Entity, _ to: Entity, destinationEntry: DestinationProperties.Entry) {
        if let request = to.migrationPolicy { reportPolicyRequest(request, on: to, source: from) }
        pairing.destinationProperties = destinationEntry.properties
        pairing.properties = destinationEntry.properties.indices.map { MatchTable.Pair(source: $0, destination: $0) }
    }
}
