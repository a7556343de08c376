import MapwrightModel

extension DiffContext {
    /// Every difference between a matched relationship pair. The destination entity is compared through the
    /// entity matching: a destination that only follows its entity's rename is still reported (its name
    /// enters the hash), and the verdict tells the cases apart.
    func relationshipChanges(_ a: Relationship, _ b: Relationship) -> PropertyChanges {
        var changes = PropertyChanges(kind: .relationship)
        changes.compareIdentity(a, b)
        changes.check(.relationship(.destinationChanged), a.destination, b.destination) { destinationDetail(a, b) }
        changes.check(.relationship(.inverseChanged), a.inverse, b.inverse) { Describe.change(a.inverse, b.inverse) }
        changes.check(.relationship(.cardinalityChanged), a.isToMany, b.isToMany) {
            "\(Describe.cardinality(a)) → \(Describe.cardinality(b))"
        }
        changes.check(.relationship(.orderedChanged), a.isOrdered, b.isOrdered) {
            Describe.flag(a.isOrdered, b.isOrdered, on: "ordered", off: "unordered")
        }
        let countsChanged = a.minCount != b.minCount || (a.maxCount != b.maxCount && a.isToMany == b.isToMany)
        if countsChanged { changes.record(.relationship(.countChanged), Describe.counts(a, b)) }
        changes.compareOptionality(a, b)
        changes.compareTransience(a, b)
        changes.check(.relationship(.deleteRuleChanged), a.deleteRule, b.deleteRule) {
            "\(a.deleteRule.rawValue) → \(b.deleteRule.rawValue)"
        }
        changes.compareHashingAndIndexing(a, b)
        changes.compareMetadata(a, b)
        return changes
    }

    private func destinationDetail(_ a: Relationship, _ b: Relationship) -> String {
        let base = "`\(a.destination)` → `\(b.destination)`"
        switch migratedEntity(ofSource: a.destination) {
        case nil: return "\(base) (`\(a.destination)` is gone)"
        case b.destination?: return "\(base) (follows the entity's rename)"
        case let moved?: return "\(base) (`\(a.destination)` objects migrate to `\(moved)`)"
        }
    }
}
