import MapwrightDiagnostics
import MapwrightModel

/// Model lint (MW3xx): hygiene Core Data tolerates but users regret. docs/core-data/pitfalls.md,
/// rows 11–13 (row 14, indexes not rebuilt, is the migration finding MW140).
extension AnalysisRules {
    static let lintRules: [Rule] = [
        transformableWithoutTransformer, insecureTransformer, relationshipWithoutInverse,
        cloudKitUniquenessConstraint, cloudKitRequiredRelationship, cloudKitOrderedRelationship,
        cloudKitRequiredAttributeWithoutDefault, cloudKitRelationshipWithoutInverse, cloudKitNotAdditive,
    ]

    package static let transformableWithoutTransformer = Rule(
        code: "MW301", title: "Transformable attribute without value transformer", severity: .warning, migration: nil,
        summary:
            "A Transformable attribute names no valueTransformerName, so Core Data falls back to the insecure NSKeyedUnarchiveFromData.",
        why:
            "Core Data logs a warning for every such attribute at run time, and keyed unarchiving without class restrictions is unsafe.",
        fix:
            "Set valueTransformerName to NSSecureUnarchiveFromData (or a secure NSSecureUnarchiveFromDataTransformer subclass).",
        example: "`Item.colors`: Transformable, no valueTransformerName", examples: .mw301
    )
    package static let insecureTransformer = Rule(
        code: "MW302", title: "Insecure value transformer", severity: .warning, migration: nil,
        summary: "A Transformable attribute uses NSKeyedUnarchiveFromData.",
        why:
            "NSKeyedUnarchiveFromData is deprecated and unarchives without class restrictions; Core Data warns about it at run time.",
        fix: "Use NSSecureUnarchiveFromData or a secure custom transformer; the stored data stays readable.",
        example: "`Item.colors`: valueTransformerName NSKeyedUnarchiveFromData", examples: .mw302
    )
    package static let relationshipWithoutInverse = Rule(
        code: "MW310", title: "Relationship without inverse", severity: .warning, migration: nil,
        summary: "A relationship has no inverse.",
        why:
            "Without an inverse Core Data cannot keep the object graph consistent (deleting the destination leaves dangling references), and CloudKit refuses the model.",
        fix: "Add an inverse relationship on the destination entity.",
        example: "`Item.list` → `List` with no `List.items`", examples: .mw310
    )
    package static let cloudKitUniquenessConstraint = Rule(
        code: "MW320", title: "Uniqueness constraint in a CloudKit model", severity: .error, migration: nil,
        summary: "An entity synced with CloudKit has a uniqueness constraint.",
        why: "NSPersistentCloudKitContainer refuses to load a model with uniqueness constraints.",
        fix: "Remove the constraint and de-duplicate in code.",
        example: "`Tag` unique (name) in a CloudKit model", examples: .mw320
    )
    package static let cloudKitRequiredRelationship = Rule(
        code: "MW321", title: "Required relationship in a CloudKit model", severity: .error, migration: nil,
        summary: "A relationship of an entity synced with CloudKit is not optional.",
        why: "NSPersistentCloudKitContainer requires every relationship to be optional (records arrive in any order).",
        fix: "Make the relationship optional.",
        example: "`Item.list` required in a CloudKit model", examples: .mw321
    )
    package static let cloudKitOrderedRelationship = Rule(
        code: "MW322", title: "Ordered relationship in a CloudKit model", severity: .error, migration: nil,
        summary: "A relationship of an entity synced with CloudKit is ordered.",
        why: "NSPersistentCloudKitContainer does not support ordered relationships.",
        fix: "Make it unordered and store a sort index attribute.",
        example: "`List.items` ordered in a CloudKit model", examples: .mw322
    )
    package static let cloudKitRequiredAttributeWithoutDefault = Rule(
        code: "MW323", title: "Required attribute without default in a CloudKit model", severity: .error,
        migration: nil,
        summary: "An attribute of an entity synced with CloudKit is required and has no default value.",
        why: "NSPersistentCloudKitContainer requires attributes to be optional or to have a default value.",
        fix: "Make the attribute optional or give it a default value.",
        example: "`Item.title`: String, required, no default, in a CloudKit model", examples: .mw323
    )
    package static let cloudKitRelationshipWithoutInverse = Rule(
        code: "MW324", title: "Relationship without inverse in a CloudKit model", severity: .error, migration: nil,
        summary: "A relationship of an entity synced with CloudKit has no inverse.",
        why: "NSPersistentCloudKitContainer requires every relationship to have an inverse.",
        fix: "Add the inverse relationship.",
        example: "`Item.list` without inverse in a CloudKit model", examples: .mw324
    )
    package static let cloudKitNotAdditive = Rule(
        code: "MW325", title: "Non-additive change to a CloudKit model", severity: .error, migration: nil,
        summary:
            "A version synced with CloudKit removes, renames or retypes an entity or property the previous version already synced (a step that first turns CloudKit on is not held to it).",
        why:
            "Once the CloudKit production schema is deployed it is additive only: renames, deletions and type changes are refused, and older app versions keep syncing the old fields.",
        fix: "Add a new entity or property instead, and stop using the old one.",
        example: "`Item.title` renamed to `name` in a CloudKit model", examples: .mw325
    )
}
