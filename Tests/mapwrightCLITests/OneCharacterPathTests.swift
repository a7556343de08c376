import Foundation
import MapwrightTestSupport
import Testing

/// Paths of one character (`diff a b`) are read and written like any other: Foundation's
/// `deletingLastPathComponent` traps on them on Linux.
@Suite struct OneCharacterPathTests {
    static let version = "entities:\n  Item:\n    attributes: {title: String}\n"

    @Test func diffValidateAndHashReadOneCharacterFiles() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for name in ["a", "b"] {
            try Data(Self.version.utf8).write(to: directory.appendingPathComponent(name))
        }
        for arguments in [["diff", "a", "b"], ["validate", "a"], ["hash", "a"]] {
            let result = try runMapwright(arguments, in: directory)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
        }
    }

    @Test func reportWritesToAOneCharacterFile() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let model = directory.appendingPathComponent("M")
        try FileManager.default.createDirectory(at: model, withIntermediateDirectories: true)
        try Data(Self.version.utf8).write(to: model.appendingPathComponent("M.yaml"))
        try Data("current: M\n".utf8).write(to: model.appendingPathComponent("_manifest.yaml"))
        let result = try runMapwright(["report", "M", "--output", "r"], in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("r").path))
    }
}
