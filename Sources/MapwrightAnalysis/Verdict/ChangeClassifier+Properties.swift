import MapwrightDiagnostics
import MapwrightModel

/// The verdicts of property changes: first those attributes and relationships share, then each kind's own.
///
/// docs/core-data/lightweight-rules.md, "Decision table".
extension ChangeClassifier {
    /// A change attributes and relationships share: one rule for both, except where what is lost differs.
    func propertyVerdict(_ kind: PropertyChange, of property: PropertyKind, _ change: ModelChange) -> (
        MigrationKind, [Finding]
    ) {
        switch kind {
        case .renamingIdentifierChanged, .spotlightChanged, .truthFileChanged, .userInfoChanged, .syncableChanged:
            return (.none, [])
        case .indexedChanged:
            return indexVerdict(change)
        case .renamed, .hashModifierChanged:
            return (.lightweight, [])
        case .added:
            return added(change)
        case .removed:
            guard !suggestedRemovals.contains(change.elementName) else { return (.lightweight, []) }
            if let removed = change.sourceProperty?.relationship,
                KeptInverse.keepsLinks(of: removed, from: diff.from, to: diff.to)
            {
                return (.lightweight, [])
            }
            let (rule, loss) =
                property == .attribute
                ? (AnalysisRules.attributeRemoved, "its values are lost")
                : (AnalysisRules.relationshipRemoved, "its links are dropped")
            let fix =
                diff.to.settings.isUsedWithSwiftData
                ? "If it was renamed, write \(SwiftDataRenaming.originalName(change.property ?? "", isRelationship: property == .relationship)) on the new property; otherwise confirm the data may go."
                : nil
            return (
                .lightweight,
                [finding(rule, change, "\(change.elementName): \(property.rawValue) removed: \(loss)", fix: fix)]
            )
        case .optionalityChanged:
            return madeRequired(change)
        case .transientChanged:
            if change.destinationProperty?.isTransient == true {
                return (
                    .lightweight,
                    [
                        finding(
                            AnalysisRules.madeTransient, change,
                            "\(change.elementName): persistent → transient: stored values are lost")
                    ]
                )
            }
            return added(change)
        }
    }

    func attributeVerdict(_ kind: AttributeChange, _ change: ModelChange) -> (MigrationKind, [Finding]) {
        switch kind {
        case .defaultValueChanged, .validationChanged, .valueTransformerChanged, .customClassChanged,
            .scalarTypeChanged:
            return (.none, [])
        case .cloudEncryptionChanged:
            return (
                .none,
                [finding(AnalysisRules.cloudEncryptionChanged, change, "\(change.elementName): \(change.detail)")]
            )
        case .compositeChanged:
            return (
                .lightweight,
                [finding(AnalysisRules.compositeChanged, change, "\(change.elementName): composite \(change.detail)")]
            )
        case .derivationChanged:
            return (
                .lightweight,
                [finding(AnalysisRules.derivationChanged, change, "\(change.elementName): derivation \(change.detail)")]
            )
        case .preserveAfterDeletionChanged:
            return (.lightweight, [])
        case .typeChanged:
            return AttributeTypeRule.verdict(change, finding: { rule, message in finding(rule, change, message) })
        case .externalStorageChanged:
            guard change.sourceProperty?.attribute?.allowsExternalBinaryDataStorage == true else {
                return (.lightweight, [])
            }
            return (
                .heavy,
                [
                    finding(
                        AnalysisRules.externalStorageMovedIntoStore, change,
                        "\(change.elementName): external storage on → off cannot be inferred")
                ]
            )
        }
    }

    func relationshipVerdict(_ kind: RelationshipChange, _ change: ModelChange) -> (MigrationKind, [Finding]) {
        switch kind {
        case .deleteRuleChanged:
            return (.none, [])
        case .orderedChanged:
            return (.lightweight, [])
        case .destinationChanged:
            return destinationVerdict(change)
        case .inverseChanged:
            // A relationship that is its own inverse does not feed the inverse to the hash
            // (docs/core-data/version-hash.md).
            let old = change.sourceProperty?.relationship.flatMap { Self.hashedInverse($0, owner: change.sourceEntity) }
            let new = change.destinationProperty?.relationship.flatMap {
                Self.hashedInverse($0, owner: change.destinationEntity)
            }
            return (old == new ? .none : .lightweight, [])
        case .cardinalityChanged:
            guard change.sourceProperty?.relationship?.isToMany == true else { return (.lightweight, []) }
            return (
                .heavy,
                [
                    finding(
                        AnalysisRules.toManyToToOne, change,
                        "\(change.elementName): to-many → to-one cannot be inferred")
                ]
            )
        case .countChanged:
            guard let old = change.sourceProperty?.relationship, let new = change.destinationProperty?.relationship,
                Self.isTightened(old, new)
            else { return (.lightweight, []) }
            return (
                .lightweight,
                [finding(AnalysisRules.relationshipCountTightened, change, "\(change.elementName): \(change.detail)")]
            )
        }
    }

    /// An optional property made required: rows without a value fail validation unless a default fills them.
    private func madeRequired(_ change: ModelChange) -> (MigrationKind, [Finding]) {
        switch change.destinationProperty {
        case .attribute(let attribute)?:
            guard !attribute.isOptional, !attribute.hasDefault else { return (.lightweight, []) }
            return (
                .lightweight,
                [
                    finding(
                        AnalysisRules.attributeMadeRequiredWithoutDefault, change,
                        "\(change.elementName): optional → required without a default value",
                        fix: "Add a default value to `\(change.elementName)`."
                    )
                ]
            )
        case .relationship(let relationship)?:
            guard Self.isMandatory(relationship) else { return (.lightweight, []) }
            return (
                .lightweight,
                [
                    finding(
                        AnalysisRules.requiredRelationship, change,
                        "\(change.elementName): optional → required; rows without a related object fail validation")
                ]
            )
        case nil:
            return (.lightweight, [])
        }
    }

    /// A new (or newly persistent) property: required without default risks 134110.
    private func added(_ change: ModelChange) -> (MigrationKind, [Finding]) {
        switch change.destinationProperty {
        case .attribute(let attribute)?:
            guard !attribute.isOptional, !attribute.hasDefault, !attribute.isDerived else { return (.lightweight, []) }
            return (
                .lightweight,
                [
                    finding(
                        AnalysisRules.requiredAttributeWithoutDefault, change,
                        "\(change.elementName): new required \(attribute.type.xcodeName) attribute without a default value",
                        fix: "Add a default value to `\(change.elementName)`, or make it optional."
                    )
                ]
            )
        case .relationship(let relationship)?:
            guard Self.isMandatory(relationship) else { return (.lightweight, []) }
            return (
                .lightweight,
                [
                    finding(
                        AnalysisRules.requiredRelationship, change,
                        "\(change.elementName): new required relationship; existing rows have no related object")
                ]
            )
        case nil:
            return (.lightweight, [])
        }
    }

    /// Rule 12 of the inference algorithm: where do the old destination's objects go?
    private func destinationVerdict(_ change: ModelChange) -> (MigrationKind, [Finding]) {
        guard let old = change.sourceProperty?.relationship, let new = change.destinationProperty?.relationship else {
            return (.lightweight, [])
        }
        guard let moved = diff.destinationEntity(matching: old.destination)?.name else {
            return (
                .lightweight,
                [
                    finding(
                        AnalysisRules.relationshipDestinationGone, change,
                        "\(change.elementName): destination `\(old.destination)` is gone: its links are dropped",
                        fix:
                            "If `\(old.destination)` was renamed to `\(new.destination)`, set `\(new.destination)`'s renamingIdentifier to `\(diff.from.entity(named: old.destination)?.matchingKey ?? old.destination)`."
                    )
                ]
            )
        }
        if diff.to.entity(moved, isOrDescendsFrom: new.destination) { return (.lightweight, []) }
        return (
            .heavy,
            [
                finding(
                    AnalysisRules.relationshipDestinationMoved, change,
                    "\(change.elementName): destination `\(old.destination)` → `\(new.destination)`, but `\(old.destination)` objects migrate to `\(moved)`"
                )
            ]
        )
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
        let maxLowered =
            old.isToMany && new.isToMany && new.maxCount != 0 && (old.maxCount == 0 || new.maxCount < old.maxCount)
        return minRaised || maxLowered
    }
}
