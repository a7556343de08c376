import Foundation
import MapwrightTestSupport
import Testing

/// `check --since REV`: a finding the models at the revision had already is reported but cannot fail the
/// run; one the change brings can.
@Suite(.enabled(if: gitIsAvailable)) struct SinceTests {
    static let withJunk = "entities:\n  M:\n    attributes:\n      a: String\n      junk: String?\n"
    static let withoutJunk = "entities:\n  M:\n    attributes:\n      a: String\n"
    static let withB = withoutJunk.replacingOccurrences(of: "a: String\n", with: "a: String\n      b: Integer 32?\n")

    /// A repository whose `main` holds `M` {a, junk?} → `M 2` {a}, checked out on a branch `change`.
    static func repository() throws -> URL {
        let root = try makeTemporaryDirectory()
        let folder = root.appendingPathComponent("M")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("current: M 2\n".utf8).write(to: folder.appendingPathComponent("_manifest.yaml"))
        try Data(withJunk.utf8).write(to: folder.appendingPathComponent("M.yaml"))
        try Data(withoutJunk.utf8).write(to: folder.appendingPathComponent("M 2.yaml"))
        try runGit(["init", "-q"], in: root)
        try runGit(["add", "."], in: root)
        try runGit(["commit", "-q", "-m", "released"], in: root)
        try runGit(["branch", "-M", "main"], in: root)
        try runGit(["checkout", "-q", "-b", "change"], in: root)
        return root
    }

    /// Adds `M 3` with `text` and makes it current.
    static func addVersion(_ text: String, in root: URL) throws {
        let folder = root.appendingPathComponent("M")
        try Data(text.utf8).write(to: folder.appendingPathComponent("M 3.yaml"))
        try Data("current: M 3\n".utf8).write(to: folder.appendingPathComponent("_manifest.yaml"))
    }

    @Test func aFindingTheReleasedModelsHadCannotFailTheChange() throws {
        let root = try Self.repository()
        try Self.addVersion(
            Self.withoutJunk.replacingOccurrences(of: "a: String\n", with: "a: String\n      b: Integer 32?\n"),
            in: root)
        // Without --since, the removal of `junk` fails the run on the direct step M → M 3 a store takes.
        #expect(try runMapwright(["check", "M", "--fail-on", "warning"], in: root).status == 1)
        let check = try runMapwright(["check", "M", "--fail-on", "warning", "--since", "main"], in: root)
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        #expect(check.stdout.contains("M.junk: attribute removed"), "still reported")
        #expect(check.stdout.contains("known before this change (--since)"), "\(check.stdout)")
        let sarif = try runMapwright(
            ["check", "M", "--fail-on", "warning", "--since", "main", "--format", "sarif"], in: root)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
        let results = ((document["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]) ?? []
        let known = try #require(
            results.first { ($0["properties"] as? [String: Any])?["exemption"] as? String == "since" },
            "\(sarif.stdout)")
        #expect(known["level"] as? String == "note", "code scanning opens no alert for a known finding")
    }

    @Test func aFindingTheChangeBringsFailsIt() throws {
        let root = try Self.repository()
        try Self.addVersion("entities:\n  M:\n    attributes:\n      b: String?\n", in: root)
        let check = try runMapwright(["check", "M", "--fail-on", "warning", "--since", "main"], in: root)
        #expect(check.status == 1, "\(check.stdout)\(check.stderr)")
        #expect(check.stdout.contains("M.a: attribute removed"), "\(check.stdout)")
    }

    /// A version `main` holds is released, but the current one edited in place: editing one since, or
    /// removing it, is MW423 (a warning: that it shipped is assumed), also when the change adds a newer
    /// version and "freezes" the old current one with an edit.
    static let releasedEdits: [(file: String, text: String?, addsVersion: Bool, expected: String?)] = [
        ("M.yaml", withoutJunk, false, "`M`, which `M 2` already followed at main, changed"),
        ("M 2.yaml", withoutJunk.replacingOccurrences(of: "a: String", with: "a: String?"), false, nil),
        (
            "M 2.yaml", withoutJunk.replacingOccurrences(of: "a: String", with: "a: String?"), true,
            "`M 2`, current at main and followed by `M 3` now, changed"
        ),
        ("M.yaml", nil, false, "`M`, which `M 2` already followed at main, is no longer in the model"),
    ]

    @Test(arguments: releasedEdits.indices)
    func aReleasedVersionEditedSinceIsReported(_ index: Int) throws {
        let (file, text, addsVersion, expected) = Self.releasedEdits[index]
        let root = try Self.repository()
        let folder = root.appendingPathComponent("M")
        if let text {
            try Data(text.utf8).write(to: folder.appendingPathComponent(file))
        } else {
            try FileManager.default.removeItem(at: folder.appendingPathComponent(file))
        }
        if addsVersion { try Self.addVersion(Self.withoutJunk, in: root) }
        let check = try runMapwright(["check", "M", "--since", "main", "--format", "json"], in: root)
        let reported = check.stdout.contains("\"MW423\"")
        #expect(reported == (expected != nil), "\(check.stdout)\(check.stderr)")
        if let expected { #expect(check.stdout.contains(expected), "\(check.stdout)") }
        #expect(check.status == 0, "a warning: \(check.stderr)")
    }

    /// A model moved since the revision (its folder renamed) is the revision's model, not a new one.
    @Test func aMovedModelKeepsWhatTheRevisionKnew() throws {
        let root = try Self.repository()
        try Self.addVersion(
            Self.withoutJunk.replacingOccurrences(of: "a: String\n", with: "a: String\n      b: Integer 32?\n"),
            in: root)
        try runGit(["add", "."], in: root)
        try runGit(["mv", "M", "Moved"], in: root)
        let check = try runMapwright(["check", "Moved", "--fail-on", "warning", "--since", "main"], in: root)
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        #expect(check.stdout.contains("known before this change (--since)"), "\(check.stdout)")
    }

    /// An unchanged tree exits as `check` does with every finding exempt, also when the revision's copy sees
    /// a mapping model the project does not (one outside the app's package): the removal it answers is said
    /// on the direct step there and once on the adjacent step ("also for stores … migrating directly") here.
    @Test func anUnchangedTreeHasEveryFindingKnown() throws {
        let root = try makeTemporaryDirectory()
        let folder = root.appendingPathComponent("App/M")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("current: M 3\n".utf8).write(to: folder.appendingPathComponent("_manifest.yaml"))
        try Data(Self.withJunk.utf8).write(to: folder.appendingPathComponent("M.yaml"))
        try Data(Self.withoutJunk.utf8).write(to: folder.appendingPathComponent("M 2.yaml"))
        try Data(Self.withB.utf8).write(to: folder.appendingPathComponent("M 3.yaml"))
        let readsJunk =
            "source: M\ndestination: M 2\nentityMappings:\n  - source: M\n    destination: M\n    attributes:\n"
            + "      - name: a\n        valueExpression: $source.junk\n"
        try Data(readsJunk.utf8).write(to: folder.appendingPathComponent("M to M 2.mapping.yaml"))
        let generated = try runMapwright(["generate", "App/M", "-o", "Shared"], in: root)
        #expect(generated.status == 0, "\(generated.stdout)\(generated.stderr)")
        try FileManager.default.removeItem(at: folder.appendingPathComponent("M to M 2.mapping.yaml"))
        try FileManager.default.removeItem(at: root.appendingPathComponent("Shared/M to M 2.mapping.yaml"))
        try Data().write(to: root.appendingPathComponent("App/Package.swift"))
        try runGit(["init", "-q"], in: root)
        try runGit(["add", "."], in: root)
        try runGit(["commit", "-q", "-m", "released"], in: root)
        // A comment since: the revision's copy is read (an unchanged model's is not).
        try Data((Self.withB + "# edited\n").utf8).write(to: folder.appendingPathComponent("M 3.yaml"))
        let check = try runMapwright(["check", "App/M", "--fail-on", "warning"], in: root)
        #expect(check.status == 1 && check.stdout.contains("[MW121]"), "\(check.stdout)")
        let since = try runMapwright(["check", "App/M", "--fail-on", "warning", "--since", "HEAD"], in: root)
        #expect(since.status == 0, "\(since.stdout)\(since.stderr)")
        #expect(since.stdout.contains("known before this change (--since)"), "\(since.stdout)")
    }

    /// A model whose files are the revision's has the revision's findings without a second reading: with the
    /// revision's copies of its files gone from git's store, the run still passes. A changed version file, a
    /// file the revision does not have, a mapping model `mappings:` adds, or one added anywhere in the project
    /// is read from the revision, which then fails.
    static let changes: [[(file: String, text: String)]] = [
        [], [("M/M 2.yaml", withB)], [("M/notes.txt", "draft\n")],
        [
            ("mapwright.yml", "mappings:\n  - extra\n"),
            ("extra/M to M 2.mapping.yaml", "source: M\ndestination: M 2\nentityMappings: []\n"),
        ],
        [("elsewhere/M to M 2.xcmappingmodel/xcmapping.xml", "<model/>\n")],
    ]

    @Test(arguments: changes.indices)
    func anUnchangedModelIsNotReadAgain(_ index: Int) throws {
        let root = try Self.repository()
        let files = ["M.yaml", "M 2.yaml", "_manifest.yaml"].map { "main:M/\($0)" }
        let objects = try runExecutable(URL(fileURLWithPath: "/usr/bin/git"), ["rev-parse"] + files, in: root)
        let ids = objects.stdout.split(separator: "\n")
        #expect(ids.count == 3, "\(objects.stderr)")
        for id in ids {
            try FileManager.default.removeItem(
                at: root.appendingPathComponent(".git/objects/\(id.prefix(2))/\(id.dropFirst(2))"))
        }
        for (file, text) in Self.changes[index] { try write(text, to: file, in: root) }
        let check = try runMapwright(["check", "M", "--fail-on", "warning", "--since", "main"], in: root)
        if Self.changes[index].isEmpty {
            #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
            #expect(check.stdout.contains("known before this change (--since)"), "\(check.stdout)")
        } else {
            #expect(check.status == 2, "\(check.stdout)")
            #expect(check.stderr.contains("git cannot read the revision's copy of M"), "\(check.stderr)")
        }
    }

    @Test func anUnknownRevisionIsAClearError() throws {
        let root = try Self.repository()
        let check = try runMapwright(["check", "M", "--since", "no-such-branch"], in: root)
        #expect(check.status == 2)
        #expect(check.stderr.contains("--since no-such-branch: no such revision"), "\(check.stderr)")
    }
}
