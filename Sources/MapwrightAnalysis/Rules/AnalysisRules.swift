import MapwrightDiagnostics
import MapwrightModel

/// Every code the analysis can report. docs/core-data/lightweight-rules.md ("Decision table") and
/// docs/core-data/pitfalls.md.
package enum AnalysisRules {
    /// The analysis' rules, ordered by code.
    package static var all: [Rule] { (migrationRules + mappingRules + lintRules).sorted { $0.code < $1.code } }

    static let migrationRules: [Rule] = [
        incompatibleAttributeType, toManyToToOne, externalStorageMovedIntoStore, hierarchiesMerged,
        relationshipDestinationMoved, duplicateRenamingIdentifier,
        customPolicyRequested, customPolicyWithoutMigration, intermediatePolicySkipped,
        requiredAttributeWithoutDefault, attributeMadeRequiredWithoutDefault, requiredRelationship,
        relationshipCountTightened, uniquenessConstraintAdded, numericNarrowing,
        entityRemoved, attributeRemoved, relationshipRemoved, madeTransient, relationshipDestinationGone,
        attributeRelationshipSwap, renameWithoutIdentifier, identifierNamesPreviousName,
        possibleRenameWithoutIdentifier,
        undocumentedTypeTransformation, derivationChanged, compositeChanged, cloudEncryptionChanged,
        indexesNotRebuilt, unexplainedHashChange, hashUnchangedByChange, directPairNeedsMappingModel,
        heavyDirectStepUncovered,
    ]

    // MARK: Inference fails (heavy)

    package static let incompatibleAttributeType = Rule(
        code: "MW101", title: "Attribute type change Core Data cannot infer", severity: .warning, migration: .heavy,
        summary:
            "An attribute changes between types Core Data does not convert (only numeric ↔ numeric and numeric ↔ Boolean are inferable).",
        why:
            "Inference fails with error 134190 (NSInferredMappingModelError); without a mapping model the store cannot open (134140).",
        fix:
            "Add a mapping model with a value expression or custom policy that converts the values, or add a new attribute and keep the old one.",
        example: "`Item.priority`: String → Integer 16",
        mappingModelRemedy: .handlesHeavyChange, examples: .mw101
    )
    package static let toManyToToOne = Rule(
        code: "MW102", title: "To-many relationship becomes to-one", severity: .warning, migration: .heavy,
        summary: "A to-many relationship becomes to-one.",
        why: "Inference fails with error 134190 (\"Can not map from a to-many to a to-one relationship\").",
        fix: "Add a mapping model whose custom policy picks the object to keep, or keep the relationship to-many.",
        example: "`List.items`: to-many → to-one",
        mappingModelRemedy: .handlesHeavyChange, examples: .mw102
    )
    package static let externalStorageMovedIntoStore = Rule(
        code: "MW103", title: "External binary storage turned off", severity: .warning, migration: .heavy,
        summary: "A Binary attribute stops allowing external storage.",
        why:
            "Inference fails with error 134190 (\"Unable to use inferred mapping to move external reference into store\"); UNCERTAIN on older OS versions, so treated as heavy.",
        fix: "Keep external storage on, or add a mapping model that copies the data.",
        example: "`Photo.data`: external storage on → off",
        mappingModelRemedy: .handlesHeavyChange, examples: .mw103
    )
    package static let hierarchiesMerged = Rule(
        code: "MW104", title: "Two existing hierarchies merged", severity: .warning, migration: .heavy,
        summary: "Entities that had different roots in the source share a root in the destination.",
        why:
            "Core Data cannot infer it (\"two existing entities that don't share a common parent in the source can't share one in the destination\"); the SQLite store cannot merge multiple root entity source tables into one destination root table.",
        fix: "Add a mapping model, or keep the hierarchies separate.",
        example: "`Note` and `Task` (both roots) get the new parent `Item`",
        mappingModelRemedy: .handlesHeavyChange, examples: .mw104
    )
    package static let relationshipDestinationMoved = Rule(
        code: "MW105", title: "Relationship destination changed to an unrelated entity", severity: .warning,
        migration: .heavy,
        summary:
            "A relationship now points to an entity that neither is nor inherits from where the old destination's objects go.",
        why:
            "The inferred relationship mapping would link objects of the wrong entity, and the migration fails when saving as soon as one row holds such a link.",
        fix:
            "Add a mapping model that relinks the objects, or point the relationship at the old destination (or one of its parents).",
        example: "`Item.owner`: `Person` → `Team` while `Person` still exists",
        mappingModelRemedy: .handlesHeavyChange, examples: .mw105
    )
    package static let duplicateRenamingIdentifier = Rule(
        code: "MW106", title: "Duplicate renaming identifier", severity: .error, migration: .heavy,
        summary:
            "Two entities, or two properties of one entity, share a renaming identifier (or one's identifier equals another's name).",
        why:
            "Inference fails with error 134190 (\"Each source entity must have a unique renaming identifier\" / \"Each property must have a unique renaming identifier\").",
        fix: "Give each element its own renaming identifier.",
        example: "`Item.title` (identifier `name`) next to `Item.name`",
        mappingModelRemedy: .handlesHeavyChange, examples: .mw106
    )

    // MARK: Mapping model requested

    package static let customPolicyRequested = Rule(
        code: "MW107", title: "Custom migration policy requested", severity: .note, migration: nil,
        summary:
            "The destination version requests a custom NSEntityMigrationPolicy for an entity, so the step needs a mapping model even though Core Data could infer it.",
        why:
            "An inferred mapping model never runs custom code; only a shipped mapping model naming the policy does (otherwise the request is silently ignored).",
        fix: "Ship a mapping model for this step that names the policy (Mapwright generates it and a policy stub).",
        example: "`Item` in version 2: \"flag every item whose name starts with A\"", examples: .mw107
    )
    package static let customPolicyWithoutMigration = Rule(
        code: "MW108", title: "Custom policy requested but no migration runs", severity: .warning, migration: nil,
        summary: "A custom policy is requested for a step whose entity hashes are all equal.",
        why:
            "Core Data opens the store as it is when every entity version hash is equal, so no mapping model and no policy ever run.",
        fix:
            "Change something that enters the hash (for example bump the entity's versionHashModifier), or drop the request.",
        example: "`Item` requests a policy but only its class name changed", examples: .mw108
    )
    package static let intermediatePolicySkipped = Rule(
        code: "MW109", title: "Intermediate version's policy skipped by a direct migration", severity: .warning,
        migration: nil,
        summary:
            "A version between the store's version and the current one requests a custom policy, which does not run when the store migrates directly to the current version.",
        why:
            "A direct mapping model replaces the intermediate steps; their custom code runs only when the app migrates step by step.",
        fix:
            "Migrate step by step (staged migration), or repeat the custom logic in the direct mapping model's policy.",
        example: "Policy requested in version 2; a version 1 store migrates straight to version 3",
        evidence: .assumption, mappingModelRemedy: .runsCustomPolicy, examples: .mw109
    )

    // MARK: Data-dependent (lightweight, can fail at run time)

    package static let requiredAttributeWithoutDefault = Rule(
        code: "MW110", title: "New required attribute without default", severity: .warning, migration: .lightweight,
        summary: "A new non-optional attribute has no default value.",
        why:
            "Inference succeeds but the migration fails at run time with 134110 (\"Validation error missing attribute values on mandatory destination attribute\") as soon as the entity has rows.",
        fix: "Add a default value, or make the attribute optional.",
        example: "`Item.createdAt` (Date, required, no default) added",
        mappingModelRemedy: .fillsLostValue, examples: .mw110
    )
    package static let attributeMadeRequiredWithoutDefault = Rule(
        code: "MW111", title: "Attribute made required without default", severity: .warning, migration: .lightweight,
        summary: "An optional attribute becomes non-optional and has no default value.",
        why: "Nil values are replaced by the default; with none, the migration fails with 134110 if any row holds nil.",
        fix: "Add a default value.",
        example: "`Item.notes`: optional → required, no default",
        mappingModelRemedy: .fillsLostValue, examples: .mw111
    )
    package static let requiredRelationship = Rule(
        code: "MW112", title: "Relationship made required", severity: .warning, migration: .lightweight,
        summary:
            "A new relationship is mandatory, or an optional relationship becomes mandatory (a required to-one, or a to-many with minCount above 0).",
        why: "Inference succeeds but rows without a related object fail validation during the migration (134110).",
        fix: "Keep the relationship optional, or fill it in a custom migration policy.",
        example: "`Item.list`: optional → required",
        mappingModelRemedy: .fillsLostValue, examples: .mw112
    )
    package static let relationshipCountTightened = Rule(
        code: "MW113", title: "Relationship count limits tightened", severity: .warning, migration: .lightweight,
        summary: "A to-many relationship's minCount rises or its maxCount falls.",
        why:
            "Rows outside the new limits fail validation during the migration (NSValidationRelationshipLacksMinimumCountError / ExceedsMaximumCountError, reported as 134110).",
        fix: "Loosen the limits, or fix the data in a custom migration policy.",
        example: "`List.items`: minCount 0 → 1", examples: .mw113
    )
    package static let uniquenessConstraintAdded = Rule(
        code: "MW114", title: "Uniqueness constraint added", severity: .warning, migration: .lightweight,
        summary: "An entity gains a uniqueness constraint.",
        why: "The migration fails with 134111 (constraint violation) if existing rows hold duplicates.",
        fix: "Remove duplicates before migrating (a custom policy or a staged migration), or drop the constraint.",
        example: "`Tag` gets unique (name)", examples: .mw114
    )
    package static let numericNarrowing = Rule(
        code: "MW115", title: "Numeric type narrowed", severity: .warning, migration: .lightweight,
        summary: "A numeric attribute changes to a type that cannot hold every value of the old one.",
        why:
            "Core Data converts numeric types during inference, but values outside the new range or precision are truncated silently.",
        fix: "Use a type at least as wide, or check the data range before shipping.",
        example: "`Item.count`: Integer 64 → Integer 16", examples: .mw115
    )

    // MARK: Data loss

    package static let entityRemoved = Rule(
        code: "MW120", title: "Entity removed", severity: .warning, migration: .lightweight,
        summary: "An entity of the source version is not in the destination.",
        why: "Inference removes the entity and all its rows (a remove mapping): the data is lost.",
        fix:
            "If the entity was renamed, set the new entity's renamingIdentifier to the old name; otherwise confirm the data may go.",
        example: "`Note` removed",
        mappingModelRemedy: .fillsLostValue, examples: .mw120
    )
    package static let attributeRemoved = Rule(
        code: "MW121", title: "Attribute removed", severity: .warning, migration: .lightweight,
        summary: "An attribute of the source version is not in the destination.",
        why: "Its values are dropped by the inferred mapping: the data is lost.",
        fix: "If it was renamed, set the new attribute's renamingIdentifier; otherwise confirm the data may go.",
        example: "`Item.notes` removed",
        mappingModelRemedy: .fillsLostValue, examples: .mw121
    )
    package static let relationshipRemoved = Rule(
        code: "MW122", title: "Relationship removed", severity: .warning, migration: .lightweight,
        summary: "A relationship of the source version is not in the destination.",
        why:
            "The links it held are dropped by the inferred mapping: which object belonged to which is lost, as an attribute's values are when it is removed (MW121).",
        fix: "If it was renamed, set the new relationship's renamingIdentifier; otherwise confirm the links may go.",
        example: "`Item.tags` removed",
        mappingModelRemedy: .fillsLostValue, examples: .mw122
    )
    package static let madeTransient = Rule(
        code: "MW123", title: "Property made transient", severity: .warning, migration: .lightweight,
        summary: "A persistent property becomes transient.",
        why: "Transient properties are not stored: for the migration this is a removal and the stored values are lost.",
        fix: "Keep the property persistent, or confirm the data may go.",
        example: "`Item.cachedTitle`: persistent → transient",
        mappingModelRemedy: .fillsLostValue, examples: .mw123
    )
    package static let relationshipDestinationGone = Rule(
        code: "MW124", title: "Relationship destination removed", severity: .warning, migration: .lightweight,
        summary:
            "A relationship's old destination entity is gone (removed or renamed without identifier), so its links are dropped.",
        why: "Inference succeeds and every link the relationship held is lost.",
        fix: "Give the renamed destination entity a renamingIdentifier, or confirm the links may go.",
        example: "`Revision.diff`: `RevisionDiff` → `Diff` with `RevisionDiff` removed",
        mappingModelRemedy: .fillsLostValue, examples: .mw124
    )
    package static let attributeRelationshipSwap = Rule(
        code: "MW125", title: "Attribute and relationship share a name or identifier", severity: .warning,
        migration: .lightweight,
        summary: "An attribute in one version and a relationship in the other share a name or renaming identifier.",
        why:
            "Inference drops the match and treats it as remove + add: no error, but the data is lost. Keeping it needs a mapping model. Like a removal (MW121, MW122), the loss is certain but may be meant, so it is a warning.",
        fix:
            "Use a new name for the new property, or add a mapping model that converts the values; if the old data is meant to go, nothing.",
        example: "`Item.owner`: String attribute → relationship to `Person`",
        mappingModelRemedy: .fillsLostValue, examples: .mw125
    )
    package static let renameWithoutIdentifier = Rule(
        code: "MW126", title: "Looks like a rename without renaming identifier", severity: .warning,
        migration: .lightweight,
        summary: "An element disappears and a similar one appears, with no renaming identifier linking them.",
        why:
            "Core Data matches by renaming identifier (the name when unset): this migrates as remove + add and silently loses the data.",
        fix:
            "If it is a rename, set the new element's renamingIdentifier to the old one's identifier (its name when it has none); if the old data is meant to go, nothing.",
        example: "`Item.title` removed, `Item.name` (String) added", evidence: .guess,
        mappingModelRemedy: .fillsLostValue, examples: .mw126
    )
    package static let identifierNamesPreviousName = Rule(
        code: "MW127", title: "Renaming identifier names the previous name, not the canonical identifier",
        severity: .error, migration: .lightweight,
        summary:
            "A renamed element's renamingIdentifier is the previous version's name, but that element already carried a different renaming identifier.",
        why:
            "The renaming identifier is canonical across the chain: the previous element is keyed by its own identifier, so nothing matches and the data is silently dropped.",
        fix: "Set the renamingIdentifier to the canonical identifier (the one the previous version carries).",
        example: "`color` → `paintColor` (id `color`) → `primaryColor` (id `paintColor`)",
        mappingModelRemedy: .fillsLostValue, examples: .mw127
    )

    package static let possibleRenameWithoutIdentifier = Rule(
        code: "MW128", title: "Possible rename without renaming identifier", severity: .warning,
        migration: .lightweight,
        summary:
            "The only attribute an entity loses and the only one it gains have the same type but dissimilar names: possibly a rename.",
        why: "If it is a rename, Core Data migrates it as remove + add and silently loses the values.",
        fix: "If it is a rename, set the new attribute's renamingIdentifier to the old one's identifier.",
        example: "`Reminder.uuid` removed, `Reminder.id` (String) added", evidence: .guess,
        mappingModelRemedy: .fillsLostValue, examples: .mw128
    )

    // MARK: Uncertain or undocumented

    package static let undocumentedTypeTransformation = Rule(
        code: "MW130", title: "Relies on undocumented type transformation", severity: .warning, migration: .lightweight,
        summary:
            "Binary ↔ Transformable is inferred only because of NSMigrationAllowTypeTransformation in the destination's userInfo.",
        why: "The key is undocumented (UNCERTAIN); without it the change fails with 134190.",
        fix: "Prefer a mapping model if the behaviour must be guaranteed.",
        example: "`Item.payload`: Binary → Transformable with NSMigrationAllowTypeTransformation", examples: .mw130
    )
    package static let derivationChanged = Rule(
        code: "MW131", title: "Derived attribute expression changed", severity: .warning, migration: .lightweight,
        summary: "A derived attribute's expression changes.",
        why:
            "Whether the expression enters the version hash is UNCERTAIN; it is treated as lightweight so the store is migrated (and the value recomputed) rather than opened as is.",
        fix: "Test the migration on a real store.",
        example: "`List.itemCount`: `items.@count` → `items.@sum.quantity`", examples: .mw131
    )
    package static let compositeChanged = Rule(
        code: "MW132", title: "Composite attribute changed", severity: .warning, migration: .lightweight,
        summary:
            "A composite attribute or composite type changes: an element added, removed or changed (a retyped element Core Data cannot convert is MW101).",
        why:
            "A composite's hash is its elements' hashes (matched on real SwiftData stores), so the entity needs a migration; an element is a column of the entity's table, added or dropped as an attribute is, so the step is treated as lightweight. Whether Core Data infers every composite change is UNCERTAIN.",
        fix: "Test the migration on a real store.",
        example: "Composite `Address` gains `zip`", examples: .mw132
    )
    package static let cloudEncryptionChanged = Rule(
        code: "MW133", title: "CloudKit encryption changed", severity: .note, migration: nil,
        summary: "An attribute's allowsCloudEncryption flag changes.",
        why:
            "It is believed not to enter the version hash (UNCERTAIN); CloudKit does not allow changing the encryption of a deployed field.",
        fix: "Add a new encrypted attribute instead of flipping the flag on a deployed one.",
        example: "`Note.body`: not encrypted → CloudKit encrypted", examples: .mw133
    )

    // MARK: Indexes

    package static let indexesNotRebuilt = Rule(
        code: "MW140", title: "Index change without hash change", severity: .warning, migration: MigrationKind.none,
        summary: "Fetch indexes or indexed flags change on an entity whose version hash does not change.",
        why:
            "Indexes do not enter the version hash, so Core Data does not migrate the store and does not rebuild the indexes.",
        fix: "Bump the entity's versionHashModifier to force a (lightweight) migration that rebuilds them.",
        example: "`Item` gains a fetch index on `title`", examples: .mw140
    )

    // MARK: Consistency

    package static let unexplainedHashChange = Rule(
        code: "MW150", title: "Version hash changed without a known cause", severity: .warning, migration: .lightweight,
        summary: "An entity's version hash differs but no change that enters the hash was found.",
        why:
            "Core Data migrates whenever hashes differ (134100 when migration is off); the cause should be known before shipping.",
        fix:
            "Compare the versions' entity hashes (`mapwright hash`) and report the model to the Mapwright maintainers.",
        example: "Hashes of `Item` differ between two versions that compare equal", evidence: .hash
    )
    package static let hashUnchangedByChange = Rule(
        code: "MW151", title: "Change classified as migrating but hashes are equal", severity: .warning,
        migration: MigrationKind.none,
        summary: "A change the decision table classifies as needing a migration leaves every version hash equal.",
        why: "Core Data decides by hashes: with equal hashes it opens the store as is and runs no migration.",
        fix: "Bump the entity's versionHashModifier if the change must migrate.",
        example: "A change the hash does not cover", evidence: .hash
    )
    package static let directPairNeedsMappingModel = Rule(
        code: "MW160", title: "Direct migration to the current version needs a mapping model", severity: .note,
        migration: nil,
        summary:
            "Migrating a store of an older version straight to the current version needs a mapping model for that exact pair.",
        why:
            "Core Data looks mapping models up by the exact source and destination hash sets (134140 \"Can't find mapping model for migration\" otherwise); an app that migrates step by step uses the adjacent steps' models instead.",
        fix: "Ship a mapping model for the pair, or migrate step by step (staged migration).",
        example: "Version 1 → version 3 when 2 → 3 is heavy", evidence: .assumption, examples: .mw160
    )
    package static let heavyDirectStepUncovered = Rule(
        code: "MW161", title: "Heavy direct migration without a mapping model", severity: .error, migration: .heavy,
        summary:
            "A store of an older version that the current app migrates straight to the current version needs a mapping model for that exact pair, because Core Data cannot infer it, and the project ships none.",
        why:
            "With automatic migration (Core Data's default) a store migrates once, from its version to the current one; mapping models made for other pairs are not used, inference fails (134190) and the store cannot be opened (134140 \"Can't find mapping model for migration\").",
        fix:
            "Ship a mapping model for the pair, or migrate step by step (NSStagedMigrationManager, or a loop over the adjacent mapping models) and say so in `mapwright.yml` (`migration: step-by-step`).",
        example: "Version 1 → version 3 when 2 → 3 changes `Item.priority` from String to Integer 16",
        evidence: .assumption, examples: .mw161
    )
}
