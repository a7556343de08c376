import MapwrightModel

extension DiffContext {
    /// Every difference between a matched relationship pair. The destination entity is compared through the
    /// entity matching: a destination that only follows its entity's rename is still reported (its name
    /// enters the hash), and the verdict tells the cases apart.
    mutating func compareRelationship(_ a: Relationship, _ b: Relationship, from: Entity, to: Entity) {
        var found: [(ChangeKind, String)] = []
        func check<T: Equatable>(_ kind: ChangeKind, _ old: T, _ new: T, _ describe: () -> String) {
            if old != new { found.append((kind, describe())) }
        }
        if a.name != b.name {
            found.append((.relationshipRenamed, "`\(a.name)` → `\(b.name)` (renaming identifier `\(b.matchingKey)`)"))
        } else {
            check(.relationshipRenamingIdentifierChanged, a.renamingIdentifier, b.renamingIdentifier) { Describe.change(a.renamingIdentifier, b.renamingIdentifier) }
        }
        check(.relationshipDestinationChanged, a.destination, b.destination) { destinationDetail(a, b) }
        check(.relationshipInverseChanged, a.inverse, b.inverse) { Describe.change(a.inverse, b.inverse) }
        check(.relationshipCardinalityChanged, a.isToMany, b.isToMany) { "\(Describe.cardinality(a)) → \(Describe.cardinality(b))" }
        check(.relationshipOrderedChanged, a.isOrdered, b.isOrdered) { Describe.flag(a.isOrdered, b.isOrdered, on: "ordered", off: "unordered") }
        let countsChanged = a.minCount != b.minCount || (a.maxCount != b.maxCount && a.isToMany == b.isToMany)
        if countsChanged { found.append((.relationshipCountChanged, Describe.counts(a, b))) }
        check(.relationshipOptionalityChanged, a.isOptional, b.isOptional) { Describe.flag(a.isOptional, b.isOptional, on: "optional", off: "required") }
        check(.relationshipTransientChanged, a.isTransient, b.isTransient) { Describe.flag(a.isTransient, b.isTransient, on: "transient", off: "persistent") }
        check(.relationshipDeleteRuleChanged, a.deleteRule, b.deleteRule) { "\(a.deleteRule.rawValue) → \(b.deleteRule.rawValue)" }
        check(.relationshipHashModifierChanged, a.versionHashModifier, b.versionHashModifier) { Describe.change(a.versionHashModifier, b.versionHashModifier) }
        check(.relationshipIndexedChanged, a.isIndexed, b.isIndexed) { Describe.flag(a.isIndexed, b.isIndexed, on: "indexed", off: "not indexed") }
        check(.relationshipSpotlightChanged, a.isIndexedBySpotlight, b.isIndexedBySpotlight) {
            Describe.flag(a.isIndexedBySpotlight, b.isIndexedBySpotlight, on: "indexed by Spotlight", off: "not indexed by Spotlight")
        }
        check(.relationshipTruthFileChanged, a.isStoredInTruthFile, b.isStoredInTruthFile) {
            Describe.flag(a.isStoredInTruthFile, b.isStoredInTruthFile, on: "stored in truth file", off: "not stored in truth file")
        }
        check(.relationshipUserInfoChanged, a.userInfo, b.userInfo) { "\(Describe.userInfo(a.userInfo)) → \(Describe.userInfo(b.userInfo))" }
        check(.relationshipSyncableChanged, a.isSyncable, b.isSyncable) { Describe.flag(a.isSyncable, b.isSyncable, on: "syncable", off: "not syncable") }
        for (kind, detail) in found {
            append(property: kind, from: from, to: to, detail: detail, source: .relationship(a), destination: .relationship(b))
        }
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
