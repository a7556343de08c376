import Foundation
import MapwrightCore
import MapwrightDiagnostics
import MapwrightTestSupport
import Testing

/// `lock` as a library run: its outcome, the line and problems it hands over, and what it leaves on disk.
@Suite struct LockRunTests {
    /// A folder holding the model `M`: `M` {a: String} → `M 2` {a: String, b: String?}.
    static func project() throws -> URL {
        let root = try makeTemporaryDirectory()
        try write("current: M 2\n", to: "M/_manifest.yaml", in: root)
        try write("entities:\n  M:\n    attributes:\n      a: String\n", to: "M/M.yaml", in: root)
        try write("entities:\n  M:\n    attributes:\n      a: String\n      b: String?\n", to: "M/M 2.yaml", in: root)
        return root
    }

    /// Runs `request` on the model `M` in `root`: the outcome, the reading problems, the lock's problems and
    /// the lines printed.
    static func run(_ request: LockRequest = LockRequest(), in root: URL) -> (
        outcome: LockRun.Outcome, loaded: [Diagnostic], problems: [Diagnostic], lines: [String]
    ) {
        var loaded: [Diagnostic] = []
        var problems: [Diagnostic] = []
        var lines: [String] = []
        let pipeline = Pipeline(configuration: ProjectConfiguration(baseDirectory: "."), workingDirectory: root.path)
        let outcome = LockRun.run(
            request, path: root.appendingPathComponent("M").path, pipeline: pipeline, loaded: { loaded += $0 },
            problems: { problems += $0 }, line: { lines.append($0) })
        return (outcome, loaded, problems, lines)
    }

    static func lockPath(_ root: URL) -> String { root.appendingPathComponent("M.mapwright.lock").path }

    static func lockText(_ root: URL) -> String? { try? String(contentsOfFile: lockPath(root), encoding: .utf8) }

    /// `M` gains an attribute: its locked hashes no longer hold.
    static func editFirstVersion(_ root: URL) throws {
        try write("entities:\n  M:\n    attributes:\n      a: String\n      c: String?\n", to: "M/M.yaml", in: root)
    }

    @Test func writesANewLockThenFindsNoNewVersion() throws {
        let root = try Self.project()
        let first = Self.run(in: root)
        #expect(first.outcome == .locked)
        #expect(first.lines == ["locked M: M, M 2 (new: M, M 2) → \(Self.lockPath(root))"])
        #expect(first.loaded.isEmpty && first.problems.isEmpty)
        #expect(try ModelLock.read(at: Self.lockPath(root)).versions.map(\.name) == ["M", "M 2"])
        let written = Self.lockText(root)
        let again = Self.run(in: root)
        #expect(again.outcome == .locked)
        #expect(again.lines == ["locked M: M, M 2 (no new version) → \(Self.lockPath(root))"])
        #expect(Self.lockText(root) == written)
    }

    @Test func upToLocksTheVersionsBeforeItAndAnUnknownOneNamesTheVersions() throws {
        let root = try Self.project()
        #expect(Self.run(LockRequest(upTo: "M"), in: root).outcome == .locked)
        #expect(try ModelLock.read(at: Self.lockPath(root)).versions.map(\.name) == ["M"])
        let written = Self.lockText(root)
        let unknown = Self.run(LockRequest(upTo: "M 3"), in: root)
        #expect(unknown.outcome == .unknownVersion("M 3", versions: ["M", "M 2"]))
        #expect(unknown.lines.isEmpty)
        #expect(Self.lockText(root) == written)
        let rest = Self.run(in: root)
        #expect(rest.lines == ["locked M: M, M 2 (new: M 2) → \(Self.lockPath(root))"])
    }

    @Test func anInvalidLockIsLeftAloneUnlessForced() throws {
        let root = try Self.project()
        try "not a lock".write(toFile: Self.lockPath(root), atomically: true, encoding: .utf8)
        let refused = Self.run(in: root)
        #expect(refused.outcome == .invalid)
        #expect(refused.problems.map(\.code) == ["MW422"])
        #expect(
            refused.problems.first?.message.hasPrefix("\(Self.lockPath(root)) is not a Mapwright lock file") == true)
        #expect(refused.lines.isEmpty)
        #expect(Self.lockText(root) == "not a lock")
        let forced = Self.run(LockRequest(force: true), in: root)
        #expect(forced.outcome == .locked)
        #expect(forced.problems.isEmpty)
        #expect(forced.lines == ["locked M: M, M 2 (new: M, M 2) → \(Self.lockPath(root))"])
        #expect(try ModelLock.read(at: Self.lockPath(root)).versions.map(\.name) == ["M", "M 2"])
    }

    @Test func aChangedLockedVersionReachesTheThresholdAndLeavesTheLock() throws {
        let root = try Self.project()
        _ = Self.run(in: root)
        let written = Self.lockText(root)
        try Self.editFirstVersion(root)
        let changed = Self.run(in: root)
        #expect(changed.outcome == .lockedVersionsChanged)
        #expect(changed.problems.map(\.code) == ["MW420"])
        #expect(changed.problems.allSatisfy { $0.severity == .error && !$0.message.hasSuffix("(relocked: --force)") })
        #expect(changed.lines.isEmpty)
        #expect(Self.lockText(root) == written)
    }

    @Test func forceRelocksAChangedVersionAndSaysSoInNotes() throws {
        let root = try Self.project()
        _ = Self.run(in: root)
        let written = Self.lockText(root)
        try Self.editFirstVersion(root)
        let forced = Self.run(LockRequest(force: true), in: root)
        #expect(forced.outcome == .locked)
        #expect(forced.problems.map(\.code) == ["MW420"])
        #expect(forced.problems.allSatisfy { $0.severity == .note && $0.message.hasSuffix(" (relocked: --force)") })
        #expect(forced.lines == ["locked M: M, M 2 (no new version) → \(Self.lockPath(root))"])
        #expect(Self.lockText(root) != written)
        #expect(Self.run(in: root).problems.isEmpty)
    }

    @Test func anUnreadableModelOrAnUnwritableLockIsSaid() throws {
        let root = try Self.project()
        try write("not a folder", to: "file", in: root)
        let unwritable = Self.run(LockRequest(lockFile: root.appendingPathComponent("file/M.lock").path), in: root)
        guard case .unwritable(let reason) = unwritable.outcome else {
            Issue.record("\(unwritable.outcome) is not unwritable")
            return
        }
        #expect(reason.contains("is a file, not a folder"))
        try write("entities: [", to: "M/M 2.yaml", in: root)
        let unreadable = Self.run(in: root)
        #expect(unreadable.outcome == .invalid)
        #expect(unreadable.loaded.contains { $0.severity == .error })
        #expect(unreadable.lines.isEmpty)
        #expect(Self.lockText(root) == nil)
    }
}
