import MapwrightDiagnostics
import MapwrightModel

/// Codes for what the project picture shows of a model as a whole (MW470–MW479 of the project-state range,
/// docs/architecture.md, docs/project.md).
package enum ProjectPictureRules {
    /// Every project-picture rule, ordered by code.
    package static let all: [Rule] = [notBuilt, sourcesContradict]

    package static let notBuilt = Rule(
        code: "MW470", title: "Model bundle not built", severity: .note, migration: nil,
        summary:
            "The project's build files (an Xcode project's targets, `Package.swift`) exist, no target builds this bundle, and no code loads a model of its name: it is listed once, and nothing it holds can fail the run.",
        why:
            "A bundle no target builds never reaches a device, so no store is ever migrated with it: an old copy kept in the repository, a model of a removed target. Its steps are reported as history.",
        fix:
            "Nothing, if it is an old copy (delete it when it is no longer needed). If the app does load it, add it to its target, or say so in mapwright.yml (`built: {path/Model.xcdatamodeld: true}`).",
        example: "`Old/Model.xcdatamodeld` beside `App.xcodeproj`, whose only target builds `App/Model.xcdatamodeld`",
        evidence: .projectCode, examples: .mw470
    )
    package static let sourcesContradict = Rule(
        code: "MW471", title: "Sources of the project contradict each other", severity: .note, migration: nil,
        summary:
            "Two sources of one fact of a model say different things: `mapwright.yml` and the project's files, the build files and the code that loads the model, or two sources of the order of its versions (the app's code, the mapping models' steps, git). The stronger is used (docs/project.md); the finding names both places, once per model.",
        why:
            "Each fact is taken from the strongest source that says something; a weaker one saying otherwise is either out of date or a sign that the stronger one is wrong. Either way the check followed the stronger one, and you should know which.",
        fix:
            "Correct the source that is wrong: the setting in mapwright.yml once the project says the same (or remove it), the code's list of versions, the mapping model made for the wrong pair. Nothing, if the stronger source is right and the weaker one is history (git's order of an old commit).",
        example:
            "`migration: step-by-step` in mapwright.yml while the app's code opens its store with `NSMigratePersistentStoresAutomaticallyOption`",
        evidence: .projectCode, examples: .mw471
    )
}
