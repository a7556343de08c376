import MapwrightAnalysis
import MapwrightDiagnostics
import MapwrightModel

/// Codes for the project around the models (MW420–MW449 of the project-state range, docs/architecture.md): the lock of
/// released versions, the configuration file, suppression comments.
/// docs/core-data/pitfalls.md, rows 1 and 2.
package enum ProjectRules {
    /// Every project rule, ordered by code.
    package static let all: [Rule] = [
        lockedVersionChanged, lockedVersionMissing, lockFileInvalid, releasedVersionChangedSince,
        configUnknownKey, configInvalidValue, configUnreadable, unknownSuppressedCode, unmatchedConfiguredSuppression,
    ]

    package static let lockedVersionChanged = Rule(
        code: "MW420", title: "Locked version changed", severity: .error, migration: nil,
        summary:
            "A model version recorded in the lock file no longer has the entity hashes it was locked with: an entity was added, removed, or changed in a way that enters its version hash.",
        why:
            "Stores created by the released app carry the locked hashes. Core Data looks for a model version with exactly those hashes; with the version edited there is none, and opening the store fails with 134130 \"Can't find model for source store\" (134100 when migration is off).",
        fix:
            "Undo the edit and make the change in a new model version. If the version never shipped, re-record it with `mapwright lock --force`.",
        example: "`Item.title` made optional in the locked version `Lists`", examples: .mw420
    )
    package static let lockedVersionMissing = Rule(
        code: "MW421", title: "Locked version removed or renamed", severity: .error, migration: nil,
        summary: "A model version recorded in the lock file is no longer in the model (removed, or its file renamed).",
        why:
            "Stores created with that version can no longer be opened: Core Data finds no model for the source store (134130).",
        fix: "Restore the version under its locked name. A released version may never be removed.",
        example: "`ToDo 2.yaml` renamed to `ToDo 2b.yaml` after `ToDo 2` was locked", examples: .mw421
    )
    package static let lockFileInvalid = Rule(
        code: "MW422", title: "Lock file unreadable", severity: .error, migration: nil,
        summary: "The lock file exists but is not a lock file Mapwright can read, or it locks a different model.",
        why:
            "Without the lock, edits to released versions go unnoticed until users hit 134130 \"Can't find model for source store\".",
        fix: "Restore the lock file from version control, or re-create it with `mapwright lock`.",
        example: "`ToDo.mapwright.lock` cut off in the middle", examples: .mw422
    )
    package static let releasedVersionChangedSince = Rule(
        code: "MW423", title: "Released version changed since the base revision", severity: .warning,
        migration: nil,
        summary:
            "With `check --since REV`: a version REV holds has other entity hashes now, or is gone; all but the version current both at REV and now, which a team edits in place until it ships. What the lock catches for the versions it records (MW420, MW421), without a lock.",
        why:
            "A version on the base branch has most likely shipped: stores created with it carry its hashes, and Core Data finds no model for them once it is edited or removed (134130 \"Can't find model for source store\"; with SwiftData, \"Cannot use staged migration with an unknown model version\"). That it shipped is assumed, so this is a warning.",
        fix:
            "Undo the edit and make the change in a new version. Record the versions that shipped with `mapwright lock`: the lock then turns this into MW420 or MW421, errors.",
        example:
            "`SchemaV1` frozen again in a refactor, with an entity renamed, after `SchemaV2` followed it on `main`",
        evidence: .assumption
    )
    package static let configUnknownKey = Rule(
        code: "MW430", title: "Unknown configuration key", severity: .error, migration: nil,
        summary: "`mapwright.yml` holds a key Mapwright does not know.",
        why:
            "A misspelt key would be silently ignored, and the check would run without the setting you meant (for example a stricter failure threshold).",
        fix: "Correct the key (the message suggests the closest known one); docs/configuration.md lists every key.",
        example: "`failon: warning` instead of `failOn: warning`", examples: .mw430
    )
    package static let configInvalidValue = Rule(
        code: "MW431", title: "Invalid configuration value", severity: .error, migration: nil,
        summary:
            "A key of `mapwright.yml` has a value of the wrong kind or outside its allowed set, or names a rule code or reporter that does not exist.",
        why: "A setting that cannot be applied would make the check weaker than intended without saying so.",
        fix: "Use one of the values docs/configuration.md lists for the key.",
        example: "`failOn: sometimes`", examples: .mw431
    )
    package static let configUnreadable = Rule(
        code: "MW432", title: "Configuration file unreadable", severity: .error, migration: nil,
        summary: "The file given with `--config` does not exist or cannot be read.",
        why:
            "Running without the configuration the pipeline asked for would check the wrong models or with the wrong thresholds.",
        fix: "Correct the path, or run `mapwright config init` to write a starter file.",
        example: "`mapwright check --config ci/mapwright.yml` when the file is `ci/mapwright.yaml`"
    )
    package static let unknownSuppressedCode = Rule(
        code: "MW440", title: "Suppression names an unknown code", severity: .warning, migration: nil,
        summary: "A `# mapwright:ignore` comment names a code Mapwright never reports.",
        why: "The comment suppresses nothing; the finding it was meant for, if any, still counts.",
        fix: "Use the code printed in brackets after the finding, e.g. `# mapwright:ignore MW121`.",
        example: "`notes: String?  # mapwright:ignore MW999`", examples: .mw440
    )
    package static let unmatchedConfiguredSuppression = Rule(
        code: "MW441", title: "Configured suppression matches nothing", severity: .warning, migration: nil,
        summary: "A `suppress` entry of `mapwright.yml` names a code, entity or property no finding of its model has.",
        why:
            "The entry suppresses nothing: the finding was fixed, or the entry is misspelt and the finding it was meant for still counts.",
        fix:
            "Remove the entry, or correct its `code`, `entity`, `property` or `step` to the finding's (the JSON reporter prints them).",
        example:
            "`suppress: [{code: MW121, model: ToDo, entity: Item, property: note, reason: …}]` when the property is `notes`",
        examples: .mw441
    )
}
