import Foundation
import MapwrightDiagnostics

/// The rules of a model folder's file names and manifest that the reader emits itself.
package enum ModelFolderRules {
    /// Two version files for one version, versions whose names differ only in case, or a version the
    /// manifest lists twice.
    package static let ambiguousVersion = Rule(
        code: "MW018", title: "Ambiguous version", severity: .error, migration: nil,
        summary:
            "Two files hold the same version (`Item.yaml` beside `Item.yml`), two versions' names differ only in case (`V` and `v`), or `versions` in `_manifest.yaml` lists a version twice.",
        why:
            "Which file counts would depend on the order the file system lists them in, `V` and `v` are one file on a case-insensitive disk (macOS's default), and a version listed twice makes a step from a version to itself: each gives a different model on different machines.",
        fix:
            "Keep one file per version, give versions names that differ in more than case, and list each version once.",
        example: "`Item 2.yaml` beside `Item 2.yml`",
        stopsReading: true, examples: .mw018)

    /// Reports that `path` holds the same version as `other` (or one differing only in case).
    static func reportAmbiguous(_ path: String, other: String, version: String, diagnostics: any DiagnosticCollector) {
        let otherVersion = ModelFolder.versionName(ofFile: other)
        let message =
            otherVersion == version
            ? "'\((path as NSString).lastPathComponent)' and '\((other as NSString).lastPathComponent)' both hold version '\(version)'"
            : "versions '\(version)' and '\(otherVersion)' differ only in case: on a case-insensitive disk (macOS) they are one file"
        diagnostics.emit(
            ambiguousVersion, message, at: SourceLocation(file: path, line: 1, column: 1),
            hint: otherVersion == version ? "delete or rename one of the two files" : "rename one of the versions")
    }
}
