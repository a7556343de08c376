import MapwrightDiagnostics

/// The codes `mapwright generate` emits (docs/generate.md), documented here so that every code has a
/// rule page and `check` can report stale generated files with their help text.
package enum GenerationRules {
    /// Every generation rule, ordered by code.
    package static let all: [Rule] = [
        unsafeOutputPath, unknownStepVersion, templatesUnusable, writeFailed, expressionNotWritten, editedStubKept,
        stepShipped, generatedFileMissing,
        generatedFileStale, orphanFile,
    ]

    package static let unsafeOutputPath = Rule(
        code: "MW200", title: "Unsafe or duplicate output path", severity: .error, migration: nil,
        summary:
            "A generated file's path would leave the output folder, passes through a symbolic link, or two generated files share a name.",
        why: "Writing outside the output folder could overwrite project files; nothing is written at all.",
        fix: "Rename the versions or the policy class so that the generated names are plain and distinct.",
        example: "A requested policy class named `../Evil`", examples: .mw200
    )
    package static let unknownStepVersion = Rule(
        code: "MW201", title: "Unknown version in --step", severity: .error, migration: nil,
        summary: "`mapwright generate --step FROM:TO` names a version the model does not have.",
        why:
            "A mapping model must name the exact source and destination versions, or Core Data cannot find it (134140).",
        fix: "Use version names as `mapwright validate` lists them.",
        example: "`--step \"ToDo 2:ToDo 9\"` when there is no `ToDo 9`"
    )
    package static let templatesUnusable = Rule(
        code: "MW202", title: "Templates missing or broken", severity: .error, migration: nil,
        summary: "The templates folder does not exist or cannot be read, or a template fails to render.",
        why: "Policy stubs are rendered from the templates; without them nothing can be generated.",
        fix:
            "Point `--templates` (or `templates:` in mapwright.yml) at a folder holding valid Stencil templates, or remove it to use the built-in ones.",
        example: "`templates: Templates/Mapwright` when the folder is missing", examples: .mw202
    )
    package static let writeFailed = Rule(
        code: "MW203", title: "Generated file could not be written", severity: .error, migration: nil,
        summary: "Writing a generated file failed (permissions, disk full, a folder in the way).",
        why: "A missing mapping model means Core Data cannot migrate heavy steps (134140).",
        fix: "Fix the file-system problem the message names and run `mapwright generate` again.",
        example: "The output folder is read-only"
    )
    package static let expressionNotWritten = Rule(
        code: "MW204", title: "Value expression not written", severity: .warning, migration: nil,
        summary:
            "A custom attribute value expression of an app's mapping model is of a kind Mapwright does not write into an `.xcmappingmodel` (a constant other than a whole number or a string, arithmetic).",
        why:
            "The `.xcmappingmodel` written would carry the default expression for that attribute instead, so the migration would copy the source value rather than compute the new one.",
        fix:
            "Set the expression in Xcode's mapping-model editor after exporting, or call a policy method: `FUNCTION($entityPolicy, \"convert:\", $source.value)`.",
        example: "`value: ($source.celsius * 1.8) + 32` in a `.mapping.yaml`", examples: .mw204
    )
    package static let editedStubKept = Rule(
        code: "MW210", title: "Edited policy stub kept", severity: .note, migration: nil,
        summary: "A policy stub was edited since it was generated, so it was not regenerated.",
        why: "Your custom migration code is never overwritten; it may need updating by hand if the models changed.",
        fix: "Review the stub against the new mapping model; delete it to get a fresh one.",
        example: "`ToDo2ToToDo3Policy.swift` with your code in it"
    )
    package static let stepShipped = Rule(
        code: "MW211", title: "Step covered by the project's own mapping model", severity: .note, migration: nil,
        summary:
            "A step the project already serves with an `.xcmappingmodel` of its own (matched by entity hashes) gets no generated mapping model or stub.",
        why:
            "Two mapping models for the same hashes in one app leave Core Data to pick either; it may pick the generated one, whose stub's conversions are not written yet.",
        fix:
            "Nothing to do. To generate one anyway (to replace yours), pass `--include-shipped` and delete your own afterwards.",
        example: "`Mapping_12_13.xcmappingmodel` in the project serves `Model 12 → Model 13`"
    )
    package static let generatedFileMissing = Rule(
        code: "MW401", title: "Generated file missing", severity: .error, migration: nil,
        summary: "A mapping model or policy stub that the models call for is not in the output folder.",
        why:
            "An app shipped without the mapping model of a heavy step cannot migrate its stores: 134140 \"Can't find mapping model for migration\".",
        fix: "Run `mapwright generate` and commit the files.",
        example: "A heavy step `ToDo 2 → ToDo 3` without `ToDo 2 to ToDo 3.xcmappingmodel`", examples: .mw401
    )
    package static let generatedFileStale = Rule(
        code: "MW402", title: "Generated file stale", severity: .error, migration: nil,
        summary:
            "A generated mapping model differs from what the models generate now: a version was edited after its mapping model was made.",
        why:
            "Core Data looks mapping models up by the entity hashes of both versions; a mapping model made for an older edit of a version no longer matches (134140 \"Can't find mapping model for migration\").",
        fix: "Run `mapwright generate` and commit the result.",
        example: "`ToDo 3.yaml` edited after `ToDo 2 to ToDo 3.xcmappingmodel` was generated", examples: .mw402
    )
    package static let orphanFile = Rule(
        code: "MW403", title: "Orphan generated file", severity: .error, migration: nil,
        summary:
            "A mapping model or policy stub in the output folder is no longer generated: no step of the models needs it.",
        why:
            "A leftover mapping model still matches its two versions and Core Data may pick it for a migration that no longer needs one; a leftover stub compiles into the app for nothing.",
        fix:
            "Run `mapwright generate --prune`: it deletes the orphans never edited and lists the edited ones, which you delete once their code is moved.",
        example: "`ToDo to ToDo 2.xcmappingmodel` after the `migrationPolicy` of `ToDo 2` was removed", examples: .mw403
    )
}
