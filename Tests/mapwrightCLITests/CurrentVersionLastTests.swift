import Foundation
import MapwrightTestSupport
import Testing

/// The current version (`.xccurrentversion`) is the last of an Xcode bundle's order, whatever the names or
/// git's dates say; MW451 only when the app's code lists another version after it (docs/project.md).
@Suite struct CurrentVersionLastTests {
    static let note = TrustCaseTests.note
    static let snapshots = ["Model 1", "Model 2", "Model 3", "Model 4", "Model 5"]

    /// An unnumbered current `Model` beside frozen snapshots `Model 1`…`Model 5`.
    static func unnumberedCurrent(in root: URL) throws {
        _ = try TrustCaseTests.bundle("Model", (["Model"] + snapshots).map { ($0, note) }, current: "Model", in: root)
    }

    @Test func anUnnumberedCurrentVersionIsLastByItsNames() throws {
        let root = try makeTemporaryDirectory()
        try Self.unnumberedCurrent(in: root)
        try write("# project\n", to: "mapwright.yml", in: root)
        let project = try runMapwright(["project"], in: root)
        #expect(
            project.stdout.contains(
                "versions: Model 1 → Model 2 → Model 3 → Model 4 → Model 5 → Model — the versions' names"),
            "\(project.stdout)")
        let check = try runMapwright(["check", "Model.xcdatamodeld"], in: root)
        #expect(!check.stdout.contains("MW451"), "\(check.stdout)")
        #expect(check.stdout.contains("Model 5 → Model: none"), "\(check.stdout)")
    }

    /// Git shows the snapshots added after the current version was last changed: git alone does not
    /// contradict `.xccurrentversion`.
    @Test(.enabled(if: gitIsAvailable)) func snapshotsCommittedAfterTheCurrentVersionKeepItLast() throws {
        let root = try makeTemporaryDirectory()
        try Self.unnumberedCurrent(in: root)
        try runGit(["init", "-q"], in: root)
        try runGit(["add", "Model.xcdatamodeld/Model.xcdatamodel"], in: root)
        try runGit(["commit", "-q", "-m", "Model"], in: root, date: "2019-01-01T00:00:00Z")
        for (index, name) in Self.snapshots.enumerated() {
            try runGit(["add", "Model.xcdatamodeld/\(name).xcdatamodel"], in: root)
            try runGit(["commit", "-q", "-m", name], in: root, date: "202\(index)-01-01T00:00:00Z")
        }
        try runGit(["add", "."], in: root)
        try runGit(["commit", "-q", "-m", "current"], in: root, date: "2025-01-01T00:00:00Z")
        let project = try runMapwright(["project"], in: root)
        #expect(project.stdout.contains("Model 4 → Model 5 → Model — git"), "\(project.stdout)")
        let check = try runMapwright(["check", "Model.xcdatamodeld"], in: root)
        #expect(!check.stdout.contains("MW451"), "\(check.stdout)")
    }

    /// The app's migrator lists `Model 2` last while `.xccurrentversion` names `Model`: both are said, the
    /// current version stays last.
    @Test func aCodeListEndingElsewhereContradictsTheCurrentVersion() throws {
        let root = try makeTemporaryDirectory()
        _ = try TrustCaseTests.bundle(
            "Model", ["Model", "Model 1", "Model 2"].map { ($0, Self.note) }, current: "Model", in: root)
        try write("# project\n", to: "mapwright.yml", in: root)
        try write(
            "let versions = [\"Model\", \"Model 1\", \"Model 2\"]\n", to: "App/Migrator.swift", in: root)
        let check = try runMapwright(["check", "Model.xcdatamodeld"], in: root)
        #expect(
            check.stdout.contains("the app's code (App/Migrator.swift:1:16) lists `Model 2` last"), "\(check.stdout)")
        #expect(check.stdout.contains("Model 2 → Model: none"), "\(check.stdout)")
    }
}
