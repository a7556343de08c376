import Foundation
import MapwrightCore
import MapwrightDiagnostics
import MapwrightGenerate
import MapwrightTestSupport
import Testing

/// `generate` as a library run: the lines it prints, its outcome, and what `--check` says of the files.
@Suite struct GenerateModelsRunTests {
    /// A folder holding the model `M`: `M` {a: String} → `M 2` {a: Integer 32}, a step that needs a mapping
    /// model and a policy; with `heavy` false, `M 2` only adds an optional attribute.
    static func project(heavy: Bool = true) throws -> URL {
        let root = try makeTemporaryDirectory()
        try write("current: M 2\n", to: "M/_manifest.yaml", in: root)
        try write("entities:\n  M:\n    attributes:\n      a: String\n", to: "M/M.yaml", in: root)
        let next = heavy ? "a: Integer 32\n" : "a: String\n      b: String?\n"
        try write("entities:\n  M:\n    attributes:\n      " + next, to: "M/M 2.yaml", in: root)
        return root
    }

    /// Runs `request` on the model `M` in `root`: the outcome, the reading problems, the lines printed and
    /// the problems of generation (nil when the run stopped before them).
    static func run(_ request: GenerateModelsRequest, in root: URL, model: String = "M") -> (
        outcome: GenerateModelsRun.Outcome, loaded: [Diagnostic], lines: [String], finished: [Diagnostic]?
    ) {
        var loaded: [Diagnostic] = []
        var lines: [String] = []
        var finished: [Diagnostic]?
        let pipeline = Pipeline(configuration: ProjectConfiguration(baseDirectory: "."), workingDirectory: root.path)
        let outcome = GenerateModelsRun.run(
            request, paths: [root.appendingPathComponent(model).path], pipeline: pipeline,
            loaded: { loaded += $0 }, line: { lines.append($0) }, finished: { finished = $0 })
        return (outcome, loaded, lines, finished)
    }

    static func request(_ root: URL, checkOnly: Bool = false) -> GenerateModelsRequest {
        var request = GenerateModelsRequest(output: root.appendingPathComponent("out").path, selection: .needed)
        request.checkOnly = checkOnly
        return request
    }

    @Test func writesEachFileThenFindsItUnchanged() throws {
        let root = try Self.project()
        let files = ["M to M 2.xcmappingmodel/xcmapping.xml", "M to M 2.mapping.yaml", "M1ToM2Policy.swift"]
        let written = Self.run(Self.request(root), in: root)
        #expect(written.outcome == .passed)
        #expect(written.lines == files.map { "wrote \($0)" })
        #expect(written.finished == [])
        let checked = Self.run(Self.request(root, checkOnly: true), in: root)
        #expect(checked.outcome == .passed)
        #expect(checked.lines == files.map { "unchanged \($0)" })
    }

    @Test func checkReachesTheThresholdOnAMissingFile() throws {
        let root = try Self.project()
        _ = Self.run(Self.request(root), in: root)
        try FileManager.default.removeItem(at: root.appendingPathComponent("out/M1ToM2Policy.swift"))
        let checked = Self.run(Self.request(root, checkOnly: true), in: root)
        #expect(checked.outcome == .thresholdReached)
        #expect(checked.lines.last == "missing M1ToM2Policy.swift")
        #expect(checked.finished?.map(\.code) == ["MW401"])
    }

    @Test func aModelWithoutAHeavyStepSaysSoAndWritesNothing() throws {
        let root = try Self.project(heavy: false)
        let result = Self.run(Self.request(root), in: root)
        #expect(result.outcome == .passed)
        #expect(result.lines == ["no step of M needs a mapping model"])
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("out").path))
    }

    @Test func anUnreadableModelStopsTheRunBeforeGenerating() throws {
        let root = try Self.project()
        try write("entities: [", to: "M/M 2.yaml", in: root)
        let result = Self.run(Self.request(root), in: root)
        #expect(result.outcome == .invalid)
        #expect(result.loaded.contains { $0.severity == .error })
        #expect(result.lines.isEmpty)
        #expect(result.finished == nil)
    }
}
