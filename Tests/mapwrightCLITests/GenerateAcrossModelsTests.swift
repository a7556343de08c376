import Foundation
import MapwrightTestSupport
import Testing

/// `generate` with several models and one output folder: a file two models would generate differently is
/// refused (MW200) with both positions, never written over the other model's.
@Suite struct GenerateAcrossModelsTests {
    /// A YAML model `name` whose second version asks `entity` for a custom policy.
    static func model(_ name: String, entity: String, in root: URL) throws {
        let folder = root.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("current: \(name) 2\n".utf8).write(to: folder.appendingPathComponent("_manifest.yaml"))
        try Data("entities:\n  \(entity):\n    attributes:\n      title: String\n      notes: String?\n".utf8).write(
            to: folder.appendingPathComponent("\(name).yaml"))
        try Data(
            "entities:\n  \(entity):\n    migrationPolicy: {reason: \"move the notes of \(name)\"}\n    attributes:\n      title: String\n"
                .utf8
        ).write(to: folder.appendingPathComponent("\(name) 2.yaml"))
    }

    @Test func twoModelsNamingOneStubAreRefused() throws {
        let root = try makeTemporaryDirectory()
        try Self.model("A", entity: "Item", in: root)
        try Self.model("B", entity: "Item", in: root)
        let generate = try runMapwright(["generate", "A", "B", "-o", "Out"], in: root)
        #expect(generate.status == 2, "\(generate.stdout)\(generate.stderr)")
        #expect(
            generate.stdout.components(separatedBy: "wrote Item1ToItem2Policy.swift").count == 2, "\(generate.stdout)")
        #expect(generate.stderr.contains("[MW200]"), "\(generate.stderr)")
        #expect(generate.stderr.contains("B/B 2.yaml:3:"), "B's position: \(generate.stderr)")
        #expect(generate.stderr.contains("both A (A/A 2.yaml:3:"), "A's position: \(generate.stderr)")
        let stub = try String(
            contentsOf: root.appendingPathComponent("Out/Item1ToItem2Policy.swift"), encoding: .utf8)
        #expect(stub.contains("move the notes of A"), "A's stub kept")
        let check = try runMapwright(["generate", "A", "B", "-o", "Out", "--check"], in: root)
        #expect(check.status != 0)
        #expect(check.stderr.contains("[MW200]"), "\(check.stderr)")
    }

    @Test func twoModelsWithDistinctFilesShareAFolder() throws {
        let root = try makeTemporaryDirectory()
        try Self.model("A", entity: "Item", in: root)
        try Self.model("B", entity: "Note", in: root)
        let generate = try runMapwright(["generate", "A", "B", "-o", "Out"], in: root)
        #expect(generate.status == 0, "\(generate.stdout)\(generate.stderr)")
        #expect(generate.stdout.contains("wrote Item1ToItem2Policy.swift"))
        #expect(generate.stdout.contains("wrote Note1ToNote2Policy.swift"))
        let check = try runMapwright(["generate", "A", "B", "-o", "Out", "--check"], in: root)
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
    }

    /// `check` with an output folder two models share: the clash `generate` refuses is MW200 there too, at
    /// the second model's policy and naming the first, not a stale stub (MW402).
    @Test func checkReportsTheClashNotAStaleStub() throws {
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        try Self.model("A", entity: "Item", in: root)
        try Self.model("B", entity: "Item", in: root)
        try Data("models: [A, B]\noutput: Out\n".utf8).write(to: root.appendingPathComponent("mapwright.yml"))
        let generate = try runMapwright(["generate"], in: root)
        #expect(generate.status == 2, "\(generate.stdout)\(generate.stderr)")
        let check = try runMapwright(["check", "--reporter", "text"], in: root)
        let output = check.stdout + check.stderr
        #expect(check.status != 0, "\(output)")
        #expect(output.contains("[MW200]"), "\(output)")
        #expect(output.contains("B/B 2.yaml:3:") && output.contains("both A (A/A 2.yaml:3:"), "\(output)")
        #expect(!output.contains("[MW402]"), "\(output)")
    }
}
