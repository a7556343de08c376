import MapwrightDiagnostics
import MapwrightModel

/// The findings about the mapping models an app ships (MW170–MW179): how they cover the steps, and
/// what is wrong with them. docs/mappings.md, docs/core-data/xcmappingmodel-format.md.
extension AnalysisRules {
    /// The rules about shipped mapping models, ordered by code.
    package static let mappingRules: [Rule] = [
        heavyStepUncovered, heavyStepCovered, staleMappingModel, orphanMappingModel, incompleteMappingModel,
        policyClassNotFound, policyClassNotAPolicy, unneededMappingModel, entityRowsDropped, newEntityLeftEmpty,
        staleMappingModelWithoutCustomWork, adjacentPoliciesSkipped,
    ]

    package static let heavyStepUncovered = Rule(
        code: "MW170", title: "Heavy step without a matching mapping model", severity: .error, migration: .heavy,
        summary: "The project ships mapping models, but none matches a heavy step by its entity version hashes.",
        why:
            "Core Data cannot infer a heavy step and finds no mapping model for it: opening a store of the source version fails with 134140 (\"Can't find mapping model for migration\").",
        fix: "Add a mapping model for the step (`mapwright generate` writes one), or bring an existing one up to date.",
        example: "`Item.priority`: String → Integer 16, and the folder's mapping models serve other steps",
        evidence: .mappingModel, examples: .mw170
    )
    package static let heavyStepCovered = Rule(
        code: "MW171", title: "Heavy step covered by a mapping model", severity: .note, migration: .heavy,
        summary: "A heavy step is served by a mapping model the app ships: Core Data uses it instead of inferring one.",
        why:
            "The heavy changes are handled by the mapping model; what it does with them is the app's code, which only a test on a real store checks.",
        fix: "Nothing to do; test the migration on a real store of the source version.",
        example: "`Item.priority`: String → Integer 16 with `Item to Item 2.mapping.yaml` converting it",
        evidence: .mappingModel, examples: .mw171
    )
    package static let staleMappingModel = Rule(
        code: "MW172", title: "Stale mapping model", severity: .error, migration: nil,
        summary:
            "A mapping model that carries custom work (a policy, a value expression other than a plain copy) matches neither version of the step it was made for any more: a version was edited after it.",
        why:
            "Core Data picks mapping models by entity version hashes and silently skips one that does not match: the migration fails with 134140 (\"Can't find mapping model for migration\"), or falls back to inference, and the mapping model's policies and expressions never run. Stores written by the edited version before the edit match no version the app ships; whether Core Data then migrates them from the model cached in the store is uncertain.",
        fix:
            "Open the mapping model in Xcode and save it again against the current versions (or regenerate it), then re-check the entities named.",
        example:
            "`Item 2` gains an attribute after `Item to Item 2.mapping.yaml`, which computes `Item.summary`, was written",
        evidence: .mappingModel, examples: .mw172
    )
    package static let staleMappingModelWithoutCustomWork = Rule(
        code: "MW180", title: "Stale mapping model without custom work", severity: .warning, migration: nil,
        summary:
            "A mapping model that only copies values matches neither version of the step it was made for any more: a version was edited after it.",
        why:
            "Core Data silently skips it and infers the step instead, which does what its copies did when the step is inferable; stores written by the edited version before the edit match no version the app ships, and whether Core Data migrates them from the model cached in the store is uncertain.",
        fix:
            "Save the mapping model again against the current versions (or regenerate it), or delete it if inference serves the step.",
        example: "`Item 2` gains an attribute after `Item to Item 2.mapping.yaml`, which copies `title`, was written",
        evidence: .mappingModel, examples: .mw180
    )
    package static let adjacentPoliciesSkipped = Rule(
        code: "MW181", title: "Adjacent mapping models' policies skipped by a direct migration", severity: .warning,
        migration: nil,
        summary:
            "A store migrating automatically straight to the current version skips the custom policies of the mapping models of the adjacent steps on its way.",
        why:
            "Core Data migrates a store in one step, with a mapping model for that exact pair or an inferred one: the policies of the adjacent mapping models (an ordered relationship turned into an `index` attribute, a value split) never run for it. The Core Data counterpart of MW109.",
        fix:
            "Ship a mapping model for the direct pair whose policy repeats the work, or migrate step by step (progressive or staged migration).",
        example:
            "`Item to Item 2.xcmappingmodel` fills `Item.index` with a policy; a store of `Item` migrates straight to `Item 3`",
        evidence: .assumption, examples: .mw181
    )
    package static let orphanMappingModel = Rule(
        code: "MW173", title: "Mapping model matches no step", severity: .warning, migration: nil,
        summary: "A mapping model matches no pair of versions of the model it sits next to.",
        why: "Core Data never uses it: it belongs to another model, or to versions that were deleted.",
        fix: "Delete it, or move it next to the model it belongs to.",
        example: "A mapping model from `Library` versions kept next to `Item`", evidence: .mappingModel,
        examples: .mw173
    )
    package static let incompleteMappingModel = Rule(
        code: "MW174", title: "Incomplete mapping model", severity: .warning, migration: nil,
        summary:
            "A mapping model leaves a required destination attribute without a value, leaves a destination property unmapped, names a source property that does not exist, or points a relationship at an entity mapping that does not exist.",
        why:
            "The migration fails with 134110 (missing mandatory value) or a missing entity mapping, or the property is left empty: data is lost.",
        fix:
            "Give the property a value expression (or a default value), or fill it in the entity mapping's custom policy.",
        example: "`Item.rank` (Integer 16, required, no default) added with no value expression",
        evidence: .mappingModel, examples: .mw174
    )
    package static let policyClassNotFound = Rule(
        code: "MW175", title: "Migration policy class not found", severity: .error, migration: nil,
        summary: "An entity mapping names a policy class the project's Swift and Objective-C sources do not declare.",
        why:
            "Core Data looks the class up by name (NSClassFromString) when the entity mapping runs; with a name it cannot resolve, the custom policy silently never runs and the entity migrates without its code.",
        fix:
            "Declare the class (in Swift with `@objc(Name)`, or module-qualified in the mapping), or correct the name in the mapping model.",
        example: "`policy: ItemPolicy` with no `class ItemPolicy` in the project", evidence: .projectCode,
        examples: .mw175
    )
    package static let policyClassNotAPolicy = Rule(
        code: "MW176", title: "Migration policy class is not an NSEntityMigrationPolicy", severity: .error,
        migration: nil,
        summary: "An entity mapping names a class that does not subclass NSEntityMigrationPolicy.",
        why:
            "The migration manager calls NSEntityMigrationPolicy's methods (createDestinationInstances…) on the class; one that does not subclass it cannot answer them (UNCERTAIN: the exact failure is not documented).",
        fix: "Make the class subclass NSEntityMigrationPolicy (directly or through another policy class).",
        example: "`policy: ItemPolicy` with `class ItemPolicy: NSObject`", evidence: .projectCode, examples: .mw176
    )
    package static let unneededMappingModel = Rule(
        code: "MW177", title: "Mapping model for a step Core Data could infer", severity: .note, migration: nil,
        summary:
            "A mapping model serves a step Core Data could infer, with no custom policy and no value expression that infers differently.",
        why:
            "Core Data uses the shipped mapping model instead of inferring one, so it must be kept up to date by hand; apps may keep it on purpose.",
        fix: "Delete it and let Core Data infer the step, or keep it if it is there on purpose.",
        example: "`Item to Item 2.mapping.yaml` for a step that only adds an optional attribute",
        evidence: .mappingModel, examples: .mw177
    )
    package static let entityRowsDropped = Rule(
        code: "MW178", title: "Entity dropped by a mapping model", severity: .error, migration: nil,
        summary:
            "A mapping model that matches a step has no entity mapping from a source entity the destination version still has, and no custom policy that could carry its rows.",
        why:
            "A mapping model migrates what its entity mappings say: the entity's rows are not carried over, so every store migrated with it loses them.",
        fix:
            "Add an entity mapping for the entity in Xcode's mapping editor (or in the `.mapping.yaml`), or a custom policy that creates its rows.",
        example: "`Mapping_3_4.xcmappingmodel` maps `Item` but not `Tag`, which `Model 4` keeps",
        evidence: .mappingModel, examples: .mw178
    )
    package static let newEntityLeftEmpty = Rule(
        code: "MW179", title: "New entity left empty by a mapping model", severity: .note, migration: nil,
        summary:
            "A mapping model that matches a step has no entity mapping for an entity new in the destination version, and no custom policy that could fill it.",
        why:
            "The new entity starts empty, as it would under inference; a mapping model made to fill it from the old data does not.",
        fix: "Nothing to do if it should start empty; otherwise create its rows in a custom policy.",
        example: "`Model 5` adds `Folder`; `Mapping_4_5.xcmappingmodel` maps only `Item`", evidence: .mappingModel,
        examples: .mw179
    )
}
