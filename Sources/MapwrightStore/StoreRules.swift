import MapwrightDiagnostics
import MapwrightModel

/// Every code a store's check can report (`mapwright store`, `check --stores`; docs/stores.md). A data check
/// proven by the store's rows is an error, also on a step the history rules only inform about, because this
/// store takes it; one that affects no row is a note ("holds for this store").
package enum StoreRules {
    /// The store rules, ordered by code.
    package static let all: [Rule] = [
        versionNotInModel, unreadable, layoutMismatch, requiredValuesMissing, duplicateValues, validationViolated,
        requiredRelationshipMissing, dataRemoved, valuesOutOfRange, valuesNeedConversion,
    ]

    package static let versionNotInModel = Rule(
        code: "MW190", title: "Store written by no version of the model", severity: .error, migration: nil,
        summary: "The store's metadata hashes match no version of the model.",
        why:
            "Core Data finds a store's source model by its hashes; with none in the bundle the store does not open (134130), unless Core Data migrates from the model the store caches (framework 637 on; UNCERTAIN, reported as a warning).",
        fix:
            "Restore the version that wrote the store to the bundle (the closest version and the differing entities are listed), or check the store against the right model with --model.",
        example: "`Item.sqlite`: no version has `Item`'s hash", evidence: .hash
    )
    package static let unreadable = Rule(
        code: "MW191", title: "Store cannot be read", severity: .error, migration: nil,
        summary: "A store listed for checking is not a readable Core Data store.",
        why: "Not SQLite, encrypted, truncated, a WAL without its database, another framework's file, bad metadata.",
        fix: "Replace the file with a store the app wrote, or remove it from `stores`.",
        example: "`Fixtures/v1.sqlite`: not a SQLite database", evidence: .modelFiles
    )
    package static let layoutMismatch = Rule(
        code: "MW192", title: "Store layout differs from its model", severity: .warning, migration: nil,
        summary: "The store's tables, columns or entity numbers are not those Core Data writes for its version.",
        why:
            "A store edited by hand, or a model that is not the store's: its rows cannot be checked where they differ.",
        fix: "Check the store against the model that wrote it, or regenerate the fixture with the app.",
        example: "`ZITEM` lacks column `ZTITLE`", evidence: .modelFiles
    )
    package static let requiredValuesMissing = Rule(
        code: "MW193", title: "Rows without a value for a required attribute", severity: .error, migration: nil,
        summary: "An attribute becomes required without a default, and rows of the store hold no value for it.",
        why: "Migrating the store fails validation on those rows (1570, 134110).",
        fix: "Give the attribute a default value, or fill the rows in a mapping model's expression or policy.",
        example: "`Item.title` made required: 3 rows hold NULL", evidence: .modelFiles
    )
    package static let duplicateValues = Rule(
        code: "MW194", title: "Duplicates for an added uniqueness constraint", severity: .error, migration: nil,
        summary: "A uniqueness constraint is added, and rows of the store share its values.",
        why: "The migration cannot create the unique index on duplicate rows and fails (134110).",
        fix: "Merge or remove the duplicates in a mapping model's policy or before migrating.",
        example: "`Item` unique on `code`: 2 groups of duplicates", evidence: .modelFiles
    )
    package static let validationViolated = Rule(
        code: "MW195", title: "Rows violating added validation", severity: .error, migration: nil,
        summary: "Validation is added or tightened (minimum, maximum, length, regular expression) and rows violate it.",
        why: "The migrated objects fail validation and the migration fails (1610–1680, 134110).",
        fix: "Loosen the validation, or correct the values in a mapping model's expression or policy.",
        example: "`Item.count` maximum 10: 4 rows above it", evidence: .modelFiles
    )
    package static let requiredRelationshipMissing = Rule(
        code: "MW196", title: "Rows without a destination for a required to-one", severity: .error, migration: nil,
        summary: "A to-one relationship becomes required, and rows of the store have no destination.",
        why: "The migrated objects fail validation (1570) and the migration fails (134110).",
        fix: "Keep the relationship optional, or connect the rows in a mapping model's policy.",
        example: "`Item.list` made required: 5 rows without a list", evidence: .modelFiles
    )
    package static let dataRemoved = Rule(
        code: "MW197", title: "Stored data removed", severity: .error, migration: nil,
        summary: "An entity, attribute or relationship is removed, and the store holds rows, values or links of it.",
        why: "The migration drops them: the store's data is lost.",
        fix: "Keep the element, or move its data in a mapping model's expression or policy before removing it.",
        example: "`Item.notes` removed: 12 values lost", evidence: .modelFiles
    )
    package static let valuesOutOfRange = Rule(
        code: "MW198", title: "Values out of range of a narrowed type", severity: .error, migration: nil,
        summary: "A numeric attribute is narrowed, and rows hold values the new type cannot hold.",
        why: "The migration truncates or fails on them.",
        fix: "Keep the wider type, or convert the values in a mapping model's expression.",
        example: "`Item.count` Integer 64 → Integer 16: 2 values out of range", evidence: .modelFiles
    )
    package static let valuesNeedConversion = Rule(
        code: "MW199", title: "Values that a type change must convert", severity: .error, migration: nil,
        summary: "An attribute changes type without a conversion Core Data infers, and rows hold values of it.",
        why:
            "The mapping model's expression or policy must convert each of them, or the migration fails or loses them.",
        fix: "Ship a mapping model whose expression or policy converts the values (a note when one serves the step).",
        example: "`Item.price` String → Decimal: 40 values to convert", evidence: .modelFiles
    )
}
