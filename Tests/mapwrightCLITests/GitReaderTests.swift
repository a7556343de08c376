import Foundation
import MapwrightTestSupport
import Testing

/// A repository is untrusted input: git, as Mapwright runs it, starts none of the programs the repository's
/// configuration names, and says why when it refuses the repository.
@Suite(.enabled(if: gitIsAvailable)) struct GitReaderTests {
    /// A repository whose one commit (adding `M` {a} → `M 2` {a, b?}) is signed, with a hook, fsmonitor,
    /// pager, signature program, external diff, textconv and filters that each append to `marker`, and a
    /// model `New` that no commit holds.
    static func hostileRepository() throws -> (root: URL, marker: URL) {
        let root = try makeTemporaryDirectory()
        let marker = root.appendingPathComponent("marker")
        let folder = root.appendingPathComponent("M")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("current: M 2\n".utf8).write(to: folder.appendingPathComponent("_manifest.yaml"))
        try Data("entities:\n  M:\n    attributes:\n      a: String\n".utf8).write(
            to: folder.appendingPathComponent("M.yaml"))
        try Data("entities:\n  M:\n    attributes:\n      a: String\n      b: String?\n".utf8).write(
            to: folder.appendingPathComponent("M 2.yaml"))
        try runGit(["init", "-q"], in: root)
        try runGit(["add", "."], in: root)
        try runGit(["commit", "-q", "-m", "released"], in: root)
        // The commit signed: a `gpgsig` header is all git needs to call the signature program.
        let commit = try runProcess(["git", "cat-file", "commit", "HEAD"], in: root).output
        let signed = commit.replacingOccurrences(
            of: "\n\n", with: "\ngpgsig -----BEGIN PGP SIGNATURE-----\n AAAA\n -----END PGP SIGNATURE-----\n\n")
        let commitFile = root.appendingPathComponent(".git/signed-commit")
        try Data(signed.utf8).write(to: commitFile)
        let object = try runProcess(["git", "hash-object", "-t", "commit", "-w", commitFile.path], in: root)
        try runGit(["update-ref", "HEAD", object.output.trimmingCharacters(in: .whitespacesAndNewlines)], in: root)
        try FileManager.default.copyItem(at: folder, to: root.appendingPathComponent("New"))

        let program = root.appendingPathComponent(".git/program")
        try Data("#!/bin/sh\necho \"$0 $*\" >> '\(marker.path)'\ncat\n".utf8).write(to: program)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: program.path)
        for hook in ["post-index-change", "post-checkout", "reference-transaction"] {
            try FileManager.default.copyItem(at: program, to: root.appendingPathComponent(".git/hooks/\(hook)"))
        }
        let configuration = """
            [core]
            \tfsmonitor = \(program.path)
            \tpager = \(program.path)
            \teditor = \(program.path)
            [log]
            \tshowSignature = true
            [gpg]
            \tprogram = \(program.path)
            [diff]
            \texternal = \(program.path)
            [diff "evil"]
            \ttextconv = \(program.path)
            [filter "evil"]
            \tsmudge = \(program.path)
            \tclean = \(program.path)

            """
        let handle = try FileHandle(forWritingTo: root.appendingPathComponent(".git/config"))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(configuration.utf8))
        try handle.close()
        try Data("* filter=evil diff=evil\n".utf8).write(to: root.appendingPathComponent(".git/info/attributes"))
        return (root, marker)
    }

    /// The repository's programs do run when git is used as it is by default: the test proves something.
    @Test func theHostileConfigurationIsLive() throws {
        let (root, marker) = try Self.hostileRepository()
        _ = try runProcess(["git", "log", "-1", "--format=%H", "--", "M"], in: root)
        #expect(FileManager.default.fileExists(atPath: marker.path), "the signature program ran")
        try FileManager.default.removeItem(at: marker)
        _ = try runProcess(["git", "status", "--porcelain"], in: root)
        #expect(FileManager.default.fileExists(atPath: marker.path), "fsmonitor and filters ran")
    }

    /// Every command that reads git: plain `check` and `report` date versions (`git log`); `--since` reads a
    /// revision, resolves `:/` searches, and looks for the moves of a model the revision does not hold.
    static let commands: [[String]] = [
        ["check", "M"],
        ["check", "M", "--since", "HEAD"],
        ["check", "New", "--since", "HEAD"],
        ["check", "M", "--since", ":/released"],
        ["report", "M"],
    ]

    @Test(arguments: commands.indices)
    func nothingTheRepositoryConfiguresRuns(_ index: Int) throws {
        let (root, marker) = try Self.hostileRepository()
        let run = try runMapwright(Self.commands[index], in: root)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        let ran = (try? String(contentsOf: marker, encoding: .utf8)) ?? ""
        #expect(ran.isEmpty, "\(Self.commands[index]) started: \(ran)")
    }

    /// `:/message` finds the newest commit whose message matches: it is a revision like any other.
    @Test func aMessageSearchIsARevision() throws {
        let root = try SinceTests.repository()
        try SinceTests.addVersion("entities:\n  M:\n    attributes:\n      b: String?\n", in: root)
        let check = try runMapwright(["check", "M", "--fail-on", "warning", "--since", ":/released"], in: root)
        #expect(check.status == 1, "\(check.stdout)\(check.stderr)")
        #expect(check.stdout.contains("M.a: attribute removed"), "\(check.stdout)")
        #expect(!check.stderr.contains("no such revision"), "\(check.stderr)")
    }

    /// git's own reason is shown when it refuses the repository; a missing git is named as such.
    @Test func gitsReasonIsShown() throws {
        let root = try SinceTests.repository()
        try FileManager.default.removeItem(at: root.appendingPathComponent(".git"))
        try Data("gitdir: /nonexistent/repository\n".utf8).write(to: root.appendingPathComponent(".git"))
        let check = try runMapwright(["check", "M", "--since", "main"], in: root)
        #expect(check.status == 2)
        #expect(check.stderr.contains("(git: fatal: not a git repository: /nonexistent/repository)"), "\(check.stderr)")

        let missing = try runMapwright(
            ["check", "M", "--since", "main"], in: root, environment: ["PATH": "/nonexistent"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("git cannot be started"), "\(missing.stderr)")
    }
}
