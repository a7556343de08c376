import Foundation
import MapwrightTestSupport
import Testing

/// Steps between versions the lock records as released inform; they do not fail new work.
@Suite struct ReleasedStepTests {
    @Test func aFindingOnAReleasedStepCannotFailTheRun() throws {
        let root = try makeTemporaryDirectory()
        let folder = root.appendingPathComponent("M")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("current: M 3\n".utf8).write(to: folder.appendingPathComponent("_manifest.yaml"))
        try Data(SinceTests.withJunk.utf8).write(to: folder.appendingPathComponent("M.yaml"))
        try Data(SinceTests.withoutJunk.utf8).write(to: folder.appendingPathComponent("M 2.yaml"))
        try Data((SinceTests.withoutJunk + "      b: Integer 32?\n").utf8).write(
            to: folder.appendingPathComponent("M 3.yaml"))
        try Data("migration: step-by-step\n".utf8).write(to: root.appendingPathComponent("mapwright.yml"))
        #expect(try runMapwright(["check", "M", "--fail-on", "warning"], in: root).status == 1)

        let lock = try runMapwright(["lock", "M", "--up-to", "M 2"], in: root)
        #expect(lock.status == 0, "\(lock.stderr)")
        let check = try runMapwright(["check", "M", "--fail-on", "warning"], in: root)
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        #expect(check.stdout.contains("on a step between released (locked) versions"), "\(check.stdout)")
        #expect(check.stdout.contains("1 on released steps, which cannot fail the run"), "\(check.stdout)")
    }
}
