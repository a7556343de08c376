import MapwrightDiagnostics
import MapwrightModel

/// Codes for what the project picture shows of a model as a whole (MW470–MW479 of the project-state range,
/// docs/architecture.md, docs/project.md).
package enum ProjectPictureRules {
    /// Every project-picture rule, ordered by code.
    package static let all: [Rule] = [notBuilt]

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
}
