import Foundation
import MapwrightTestSupport
import Testing

/// A folder discovery cannot read is a warning, not silence; the run's status stays what the readable
/// models make it. (Permissions do not stop root, so the test runs as another user only.)
@Suite(.enabled(if: getuid() != 0)) struct UnreadableFolderTests {
    @Test func anUnreadableFolderIsAWarning() throws {
        let root = try makeTemporaryDirectory()
        for name in ["Readable", "Locked/Hidden"] {
            let folder = root.appendingPathComponent("App/\(name)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data("current: \(folder.lastPathComponent)\n".utf8).write(
                to: folder.appendingPathComponent("_manifest.yaml"))
            try Data("entities:\n  M:\n    attributes:\n      a: String\n".utf8).write(
                to: folder.appendingPathComponent("\(folder.lastPathComponent).yaml"))
        }
        let locked = root.appendingPathComponent("App/Locked")
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: locked.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: locked.path) }
        let check = try runMapwright(["check", "App"], in: root)
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        #expect(check.stderr.contains("App/Locked: warning: this folder cannot be read"), "\(check.stderr)")
    }
}
