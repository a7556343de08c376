import MapwrightAnalysis
import MapwrightDiagnostics

/// Codes for a model's list of versions as a whole (MW450–MW459 of the project-state range,
/// docs/architecture.md): a version that cannot be read, and the version order.
/// Core Data reference, pitfalls.md, row 15.
package enum VersionListRules {
    /// Every version-list rule, ordered by code.
    package static let all: [Rule] = [versionUnreadable, currentNotNewest, orderDisagreesWithHistory]

    package static let versionUnreadable = Rule(
        code: "MW450", title: "Version unreadable: its steps are not analysed", severity: .error, migration: nil,
        summary:
            "A version of a bundle or model folder cannot be read (its errors are printed above the report); every step to or from it is left out, and the other steps are analysed and reported.",
        why:
            "A step whose two versions are not both known cannot be classified: a store on that version could need a mapping model nobody checked.",
        fix:
            "Fix the errors printed for the version (see docs/validation.md for which problems stop reading), then check again.",
        example:
            "`Model 3.xcdatamodel/contents` left malformed by a merge: `Model 2 → Model 3` and `Model 3 → Model 4` are not analysed",
        examples: .mw450
    )
    package static let currentNotNewest = Rule(
        code: "MW451", title: "Current version is not the newest", severity: .warning, migration: nil,
        summary:
            "The current version (`.xccurrentversion`, or `current:` in `_manifest.yaml`) is not the last version in the version order.",
        why:
            "The classic \"forgot to set the current version\": the app ships the older model, stores created by a build with the newest one cannot be opened (134130 \"Can't find model for source store\"), and the steps after the current version are checked but never run.",
        fix:
            "Select the newest version as current in Xcode's model inspector (or set `current:`), or, if the order is wrong, give it in `versions:` of mapwright.yml or `_manifest.yaml`.",
        example: "`Model 4.xcdatamodel` added, `.xccurrentversion` still naming `Model 3.xcdatamodel`", examples: .mw451
    )
    package static let orderDisagreesWithHistory = Rule(
        code: "MW452", title: "Version order disagrees with the history", severity: .warning, migration: nil,
        summary:
            "The order Mapwright follows from a list of the version names in the app's code puts a version before one that git says was added earlier (without such a list, git's order is followed: docs/project.md).",
        why:
            "Two sources of the order disagree. If the code's list is wrong, the app's migrator walks the wrong pairs, and the steps checked are not the ones stores took; if git's is (versions committed out of order), nothing is wrong.",
        fix:
            "Check the list in the code: if it is the order the versions were made, nothing is wrong (git saw them in another order); if not, correct it, or give the order in `versions:` of mapwright.yml.",
        example: "`Migrator.versions` lists `Model Tags` before `Model Folders`, which git saw first"
    )
}
