import Foundation
import MapwrightTestSupport
import Testing

/// Writes are all or nothing, and no writer replaces a file the same run reads.
@Suite struct InputWriteTests {
    /// A YAML model `M` {a} → `M 2` {a, b?} in a new folder.
    static func project() throws -> URL {
        let root = try makeTemporaryDirectory()
        let folder = root.appendingPathComponent("M")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("current: M 2\n".utf8).write(to: folder.appendingPathComponent("_manifest.yaml"))
        try Data("entities:\n  M:\n    attributes:\n      a: String\n".utf8).write(
            to: folder.appendingPathComponent("M.yaml"))
        try Data("entities:\n  M:\n    attributes:\n      a: String\n      b: String?\n".utf8).write(
            to: folder.appendingPathComponent("M 2.yaml"))
        return root
    }

    static let aimedAtInputs: [[String]] = [
        ["report", "M", "--output", "M/M 2.yaml"],
        ["check", "M", "--write-baseline", "M/M.yaml"],
        ["check", "M", "--report-file", "json=M/M 2.yaml"],
        ["report", "M", "--output", "M"],
    ]

    @Test(arguments: aimedAtInputs)
    func aWriterAimedAtAnInputIsRefused(_ arguments: [String]) throws {
        let root = try Self.project()
        let before = try Data(contentsOf: root.appendingPathComponent("M/M.yaml"))
        let run = try runMapwright(arguments, in: root)
        #expect(run.status == 2, "\(run.stdout)\(run.stderr)")
        #expect(run.stderr.contains("will not write"), "\(run.stderr)")
        #expect(try Data(contentsOf: root.appendingPathComponent("M/M.yaml")) == before)
        let versions = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("M").path)
        #expect(versions.sorted() == ["M 2.yaml", "M.yaml", "_manifest.yaml"])
    }

    @Test func aWriterBesideTheInputsWrites() throws {
        let root = try Self.project()
        let run = try runMapwright(["report", "M", "--output", "M/report.html"], in: root)
        #expect(run.status == 0, "\(run.stderr)")
    }

    /// `config init` past a file size limit (a full disk as far as the write is concerned) leaves no file
    /// and no temporary behind, so the next run can write it.
    @Test func configInitIsAllOrNothing() throws {
        let root = try makeTemporaryDirectory()
        let mapwright = productsDirectory.appendingPathComponent("mapwright").path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "ulimit -f 1; exec \"$0\" config init", mapwright]
        process.currentDirectoryURL = root
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 2)
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path).isEmpty, "nothing left behind")
        let again = try runMapwright(["config", "init"], in: root)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("mapwright.yml").path))
    }
}
