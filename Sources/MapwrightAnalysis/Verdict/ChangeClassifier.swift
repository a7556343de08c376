import MapwrightDiagnostics

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

    func finding(_ rule: Rule, _ change: ModelChange, _ message: String, reason: String? = nil, fix: String? = nil)
        -> Finding
    {
        Finding(
            rule, message, entity: change.entity, property: change.property, location: change.location, reason: reason,
            fix: fix)
    }

    private func verdict(_ change: ModelChange) -> (MigrationKind, [Finding]) {
        // "Any edit to a transient property → none": transient properties never enter the hash.
        if change.sourceProperty?.isTransient == true, change.destinationProperty?.isTransient != false,
            change.kind.propertyChange != .transientChanged
        {
            return (.none, [])
        }
        if change.sourceProperty == nil, change.destinationProperty?.isTransient == true {
            return (.none, [])
        }
        switch change.kind {
        case .model(let kind): return modelVerdict(kind, change)
        case .entity(let kind): return entityVerdict(kind, change)
        case .match(.movedInHierarchy): return (.lightweight, [])
        case .match(.kindChanged):
            return (
                .lightweight,
                [
                    finding(
                        AnalysisRules.attributeRelationshipSwap, change,
                        "\(change.elementName): \(change.detail) under one key: the data is dropped")
                ]
            )
        case .property(let kind, let property): return propertyVerdict(kind, of: property, change)
        case .attribute(let kind): return attributeVerdict(kind, change)
        case .relationship(let kind): return relationshipVerdict(kind, change)
        }
    }

    private func modelVerdict(_ kind: ModelLevelChange, _ change: ModelChange) -> (MigrationKind, [Finding]) {
        switch kind {
        case .versionIdentifierChanged, .fetchRequestTemplatesChanged, .configurationsChanged, .modelSettingsChanged:
            return (.none, [])
        case .compositeTypeChanged:
            let used = diff.to.entities.contains { $0.attributes.contains { $0.compositeName == change.entity } }
            guard used else { return (.none, []) }
            // An element is an attribute of the composite's row: retyping it follows the attribute type rules.
            if let old = diff.from.composites.first(where: { $0.name == change.entity }),
                let new = diff.to.composites.first(where: { $0.name == change.entity })
            {
                let uninferable = CompositeElementChanges(old, new).retyped.filter {
                    !AttributeTypeRule.isInferable($0.from, $0.to)
                }
                if !uninferable.isEmpty {
                    let elements = uninferable.map { "`\($0.name)` \($0.from.xcodeName) → \($0.to.xcodeName)" }
                    return (
                        .heavy,
                        [
                            finding(
                                AnalysisRules.incompatibleAttributeType, change,
                                "composite `\(change.entity)`: element \(elements.joined(separator: ", ")) cannot be inferred"
                            )
                        ]
                    )
                }
            }
            return (
                .lightweight,
                [finding(AnalysisRules.compositeChanged, change, "composite `\(change.entity)`: \(change.detail)")]
            )
        }
    }

    private func entityVerdict(_ kind: EntityChange, _ change: ModelChange) -> (MigrationKind, [Finding]) {
        switch kind {
        case .renamingIdentifierChanged, .classNameChanged, .codeGenerationChanged, .userInfoChanged, .syncableChanged,
            .fetchedPropertiesChanged, .migrationPolicyRequested:
            return (.none, [])
        case .fetchIndexesChanged:
            return indexVerdict(change)
        case .added, .renamed, .parentChanged, .abstractChanged, .hashModifierChanged, .uniquenessConstraintRemoved:
            return (.lightweight, [])
        case .hierarchiesMerged:
            return (.heavy, [finding(AnalysisRules.hierarchiesMerged, change, "`\(change.entity)`: \(change.detail)")])
        case .duplicateRenamingIdentifier:
            return (
                .heavy,
                [finding(AnalysisRules.duplicateRenamingIdentifier, change, "\(change.elementName): \(change.detail)")]
            )
        case .removed:
            guard !suggestedRemovals.contains(change.entity) else { return (.lightweight, []) }
            let fix =
                diff.to.settings.isUsedWithSwiftData
                ? "If the model class was renamed, keep its name: \(SwiftDataRenaming.modelClass); otherwise confirm the data may go."
                : nil
            return (
                .lightweight,
                [
                    finding(
                        AnalysisRules.entityRemoved, change, "entity `\(change.entity)` removed: its rows are deleted",
                        fix: fix)
                ]
            )
        case .uniquenessConstraintAdded:
            return (
                .lightweight,
                [
                    finding(
                        AnalysisRules.uniquenessConstraintAdded, change,
                        "`\(change.entity)`: \(change.detail) added; the migration fails if existing rows hold duplicates"
                    )
                ]
            )
        }
    }

    /// Fetch indexes or an indexed flag changed: nothing migrates, so when the entity's hash is unchanged the
    /// store keeps its old indexes. Each change is judged on the store indexes it changes itself: an index
    /// written another way (Xcode turns `indexed="YES"` into a one-property fetch index when it upgrades a
    /// model) or one Core Data keeps anyway (a foreign key's) changes none, even beside a real change.
    func indexVerdict(_ change: ModelChange) -> (MigrationKind, [Finding]) {
        guard unchangedEntities.contains(change.entity) else { return (.none, []) }
        if let from = diff.from.entity(named: change.entity), let to = diff.to.entity(named: change.entity) {
            let (before, after) = (StoreIndexes(of: from), StoreIndexes(of: to))
            let changesStore: Bool
            if let property = change.property {
                changesStore = before.differs(from: after, on: property)
            } else {
                let flagChanges = Set(
                    diff.changes.filter { $0.entity == change.entity && Self.isIndexedFlagChange($0.kind) }.compactMap(
                        \.property))
                changesStore = !before.differences(from: after, besides: flagChanges).isEmpty
            }
            if !changesStore { return (.none, []) }
        }
        return (
            .none,
            [
                finding(
                    AnalysisRules.indexesNotRebuilt, change,
                    "\(change.elementName): \(change.summary) but the entity's version hash is unchanged: indexes are not rebuilt",
                    fix: "Bump `\(change.entity)`'s versionHashModifier to force a migration that rebuilds the indexes."
                )
            ]
        )
    }

    /// True for an `indexed` flag change on an attribute or a relationship.
    static func isIndexedFlagChange(_ kind: ChangeKind) -> Bool {
        if case .property(.indexedChanged, _) = kind { return true }
        return false
    }
}
