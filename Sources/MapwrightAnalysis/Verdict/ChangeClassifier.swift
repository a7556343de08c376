import MapwrightModel

/// Classifies each change with the decision table.
///
/// docs/core-data/lightweight-rules.md, "Decision table" and "The inference algorithm" (steps 6–13).
struct ChangeClassifier {
    let diff: ModelDiff
    /// Entity names (destination side) whose version hash is unchanged.
    let unchangedEntities: Set<String>
    /// Removed or added elements covered by a rename suggestion: their plain removal is not reported again.
    let suggestedRemovals: Set<String>

    init(diff: ModelDiff, unchangedEntities: Set<String>) {
        self.diff = diff
        self.unchangedEntities = unchangedEntities
        var covered: Set<String> = []
        for suggestion in diff.renameSuggestions {
            if let property = suggestion.property {
                covered.insert("\(suggestion.entity).\(suggestion.removedName)")
                covered.insert("\(suggestion.entity).\(property)")
            } else {
                covered.insert(suggestion.removedName)
            }
        }
        suggestedRemovals = covered
    }

    func classify(_ change: ModelChange) -> ClassifiedChange {
        let (migration, findings) = verdict(change)
        return ClassifiedChange(change: change, migration: migration, findings: findings)
    }

    private func finding(_ rule: Rule, _ change: ModelChange, _ message: String, reason: String? = nil, fix: String? = nil) -> Diagnostic {
        Diagnostic(rule, message, entity: change.entity, property: change.property, location: change.location, reason: reason, fix: fix)
    }

    private func verdict(_ change: ModelChange) -> (MigrationKind, [Diagnostic]) {
        // "Any edit to a transient property → none": transient properties never enter the hash.
        if change.sourceProperty?.isTransient == true, change.destinationProperty?.isTransient != false,
           change.kind != .attributeTransientChanged, change.kind != .relationshipTransientChanged {
            return (.none, [])
        }
        if change.sourceProperty == nil, change.destinationProperty?.isTransient == true {
            return (.none, [])
        }
        switch change.kind {
        case .versionIdentifierChanged, .fetchRequestTemplatesChanged, .configurationsChanged, .modelSettingsChanged,
             .entityRenamingIdentifierChanged, .entityClassNameChanged, .entityCodeGenerationChanged,
             .entityUserInfoChanged, .entitySyncableChanged, .fetchedPropertiesChanged, .migrationPolicyRequested,
             .attributeRenamingIdentifierChanged, .attributeDefaultValueChanged, .attributeValidationChanged,
             .attributeValueTransformerChanged, .attributeCustomClassChanged, .attributeScalarTypeChanged,
             .attributeSpotlightChanged, .attributeTruthFileChanged, .attributeUserInfoChanged, .attributeSyncableChanged,
             .relationshipRenamingIdentifierChanged, .relationshipDeleteRuleChanged, .relationshipSpotlightChanged,
             .relationshipTruthFileChanged, .relationshipUserInfoChanged, .relationshipSyncableChanged:
            return (.none, [])

        case .fetchIndexesChanged, .attributeIndexedChanged, .relationshipIndexedChanged:
            guard unchangedEntities.contains(change.entity) else { return (.none, []) }
            return (.none, [finding(
                RuleCatalog.indexesNotRebuilt, change,
                "\(change.elementName): \(change.summary) but the entity's version hash is unchanged: indexes are not rebuilt",
                fix: "Bump `\(change.entity)`'s versionHashModifier to force a migration that rebuilds the indexes."
            )])

        case .attributeCloudEncryptionChanged:
            return (.none, [finding(RuleCatalog.cloudEncryptionChanged, change, "\(change.elementName): \(change.detail)")])

        case .compositeTypeChanged:
            let used = diff.to.entities.contains { $0.attributes.contains { $0.compositeName == change.entity } }
            guard used else { return (.none, []) }
            return (.lightweight, [finding(RuleCatalog.compositeChanged, change, "composite `\(change.entity)`: \(change.detail)")])

        case .attributeCompositeChanged:
            return (.lightweight, [finding(RuleCatalog.compositeChanged, change, "\(change.elementName): composite \(change.detail)")])

        case .attributeDerivationChanged:
            return (.lightweight, [finding(RuleCatalog.derivationChanged, change, "\(change.elementName): derivation \(change.detail)")])

        case .entityAdded, .entityRenamed, .entityParentChanged, .entityAbstractChanged, .entityHashModifierChanged,
             .uniquenessConstraintRemoved, .propertyMovedInHierarchy, .attributeRenamed, .attributePreserveAfterDeletionChanged,
             .attributeHashModifierChanged, .relationshipRenamed, .relationshipOrderedChanged,
             .relationshipHashModifierChanged:
            return (.lightweight, [])

        case .hierarchiesMerged:
            return (.heavy, [finding(RuleCatalog.hierarchiesMerged, change, "`\(change.entity)`: \(change.detail)")])

        case .duplicateRenamingIdentifier:
            return (.heavy, [finding(RuleCatalog.duplicateRenamingIdentifier, change, "\(change.elementName): \(change.detail)")])

        case .entityRemoved:
            guard !suggestedRemovals.contains(change.entity) else { return (.lightweight, []) }
            return (.lightweight, [finding(RuleCatalog.entityRemoved, change, "entity `\(change.entity)` removed: its rows are deleted")])

        case .uniquenessConstraintAdded:
            return (.lightweight, [finding(
                RuleCatalog.uniquenessConstraintAdded, change,
                "`\(change.entity)`: \(change.detail) added; the migration fails if existing rows hold duplicates"
            )])

        case .propertyKindChanged:
            return (.lightweight, [finding(RuleCatalog.attributeRelationshipSwap, change, "\(change.elementName): \(change.detail) under one key: the data is dropped")])

        case .attributeAdded, .relationshipAdded:
            return added(change)

        case .attributeRemoved:
            guard !suggestedRemovals.contains(change.elementName) else { return (.lightweight, []) }
            return (.lightweight, [finding(RuleCatalog.attributeRemoved, change, "\(change.elementName): attribute removed: its values are lost")])

        case .relationshipRemoved:
            guard !suggestedRemovals.contains(change.elementName) else { return (.lightweight, []) }
            return (.lightweight, [finding(RuleCatalog.relationshipRemoved, change, "\(change.elementName): relationship removed: its links are dropped")])

        case .attributeTypeChanged:
            return AttributeTypeRule.verdict(change, finding: { rule, message in finding(rule, change, message) })

        case .attributeOptionalityChanged:
            guard let attribute = change.destinationProperty?.attribute, !attribute.isOptional else { return (.lightweight, []) }
            guard attribute.defaultValue == nil else { return (.lightweight, []) }
            return (.lightweight, [finding(
                RuleCatalog.attributeMadeRequiredWithoutDefault, change,
                "\(change.elementName): optional → required without a default value",
                fix: "Add a default value to `\(change.elementName)`."
            )])

        case .attributeTransientChanged, .relationshipTransientChanged:
            if change.destinationProperty?.isTransient == true {
                return (.lightweight, [finding(RuleCatalog.madeTransient, change, "\(change.elementName): persistent → transient: stored values are lost")])
            }
            return added(change)

        case .attributeExternalStorageChanged:
            guard change.sourceProperty?.attribute?.allowsExternalBinaryDataStorage == true else { return (.lightweight, []) }
            return (.heavy, [finding(RuleCatalog.externalStorageMovedIntoStore, change, "\(change.elementName): external storage on → off cannot be inferred")])

        case .relationshipDestinationChanged:
            return destinationVerdict(change)

        case .relationshipInverseChanged:
            // A relationship that is its own inverse does not feed the inverse to the hash (docs/core-data/version-hash.md).
            let old = change.sourceProperty?.relationship.flatMap { Self.hashedInverse($0, owner: change.sourceEntity) }
            let new = change.destinationProperty?.relationship.flatMap { Self.hashedInverse($0, owner: change.destinationEntity) }
            return (old == new ? .none : .lightweight, [])

        case .relationshipCardinalityChanged:
            guard change.sourceProperty?.relationship?.isToMany == true else { return (.lightweight, []) }
            return (.heavy, [finding(RuleCatalog.toManyToToOne, change, "\(change.elementName): to-many → to-one cannot be inferred")])

        case .relationshipCountChanged:
            guard let old = change.sourceProperty?.relationship, let new = change.destinationProperty?.relationship,
                  Self.isTightened(old, new) else { return (.lightweight, []) }
            return (.lightweight, [finding(RuleCatalog.relationshipCountTightened, change, "\(change.elementName): \(change.detail)")])

        case .relationshipOptionalityChanged:
            guard let relationship = change.destinationProperty?.relationship, Self.isMandatory(relationship) else { return (.lightweight, []) }
            return (.lightweight, [finding(RuleCatalog.requiredRelationship, change, "\(change.elementName): optional → required; rows without a related object fail validation")])
        }
    }

    /// A new (or newly persistent) property: required without default risks 134110.
    private func added(_ change: ModelChange) -> (MigrationKind, [Diagnostic]) {
        switch change.destinationProperty {
        case .attribute(let attribute)?:
            guard !attribute.isOptional, attribute.defaultValue == nil, !attribute.isDerived else { return (.lightweight, []) }
            return (.lightweight, [finding(
                RuleCatalog.requiredAttributeWithoutDefault, change,
                "\(change.elementName): new required \(attribute.type.xcodeName) attribute without a default value",
                fix: "Add a default value to `\(change.elementName)`, or make it optional."
            )])
        case .relationship(let relationship)?:
            guard Self.isMandatory(relationship) else { return (.lightweight, []) }
            return (.lightweight, [finding(RuleCatalog.requiredRelationship, change, "\(change.elementName): new required relationship; existing rows have no related object")])
        case nil:
            return (.lightweight, [])
        }
    }

    /// Rule 12 of the inference algorithm: where do the old destination's objects go?
    private func destinationVerdict(_ change: ModelChange) -> (MigrationKind, [Diagnostic]) {
        guard let old = change.sourceProperty?.relationship, let new = change.destinationProperty?.relationship else {
            return (.lightweight, [])
        }
        guard let moved = diff.destinationEntity(matching: old.destination)?.name else {
            return (.lightweight, [finding(
                RuleCatalog.relationshipDestinationGone, change,
                "\(change.elementName): destination `\(old.destination)` is gone: its links are dropped",
                fix: "If `\(old.destination)` was renamed to `\(new.destination)`, set `\(new.destination)`'s renamingIdentifier to `\(diff.from.entity(named: old.destination)?.matchingKey ?? old.destination)`."
            )])
        }
        if diff.to.entity(moved, isOrDescendsFrom: new.destination) { return (.lightweight, []) }
        return (.heavy, [finding(
            RuleCatalog.relationshipDestinationMoved, change,
            "\(change.elementName): destination `\(old.destination)` → `\(new.destination)`, but `\(old.destination)` objects migrate to `\(moved)`"
        )])
    }

    /// A relationship existing rows cannot satisfy: a required to-one, or a to-many with a minimum count.
    /// The decision table lists "to-many with minCount 0" with the optional relationships, whatever its flag.
    static func isMandatory(_ relationship: Relationship) -> Bool {
        relationship.isToMany ? relationship.minCount > 0 : !relationship.isOptional
    }

    /// The inverse name as the version hash sees it: nil when unset or when the relationship is its own inverse.
    static func hashedInverse(_ relationship: Relationship, owner: String?) -> String? {
        guard let inverse = relationship.inverse else { return nil }
        return relationship.destination == owner && inverse == relationship.name ? nil : inverse
    }

    /// minCount raised on a to-many, or maxCount lowered (0 = unlimited).
    static func isTightened(_ old: Relationship, _ new: Relationship) -> Bool {
        let minRaised = new.isToMany && new.minCount > old.minCount
        let maxLowered = old.isToMany && new.isToMany && new.maxCount != 0 && (old.maxCount == 0 || new.maxCount < old.maxCount)
        return minRaised || maxLowered
    }
}
