import Foundation
import MapwrightAnalysis
import MapwrightCore
import MapwrightDiagnostics
import MapwrightReport
import MapwrightTestSupport
import Testing

/// `check` as a library run: the baseline, `--since`, report files, the reporter and the outcome.
@Suite struct CheckRunTests {
    static let withJunk = "entities:\n  M:\n    attributes:\n      a: String\n      junk: String?\n"
    static let withoutJunk = "entities:\n  M:\n    attributes:\n      a: String\n"

    /// A folder holding the model `M`: `M` {a, junk?} → `M 2` {a}, whose step removes `junk` (a warning).
    static func project() throws -> URL {
        let root = try makeTemporaryDirectory()
        try write("current: M 2\n", to: "M/_manifest.yaml", in: root)
        try write(withJunk, to: "M/M.yaml", in: root)
        try write(withoutJunk, to: "M/M 2.yaml", in: root)
        return root
    }

    /// Runs `request` in `root` with `settings`: the outcome (or failure), what was read and the output.
    static func run(
        _ request: CheckRequest, in root: URL,
        settings: ProjectConfiguration = ProjectConfiguration(baseDirectory: ".", failOn: .warning)
    ) -> (outcome: Result<CheckRun.Outcome, Error>, read: [Diagnostic], output: String) {
        var read: [Diagnostic] = []
        var output: [UInt8] = []
        let pipeline = Pipeline(configuration: settings, workingDirectory: root.path)
        let outcome = Result {
            try CheckRun.run(request, pipeline: pipeline, read: { read = $0 }, output: { output += $0 })
        }
        return (outcome, read, String(decoding: output, as: UTF8.self))
    }

    static func request(_ root: URL) -> CheckRequest {
        CheckRequest(models: [root.appendingPathComponent("M").path], toolVersion: "0.0.0")
    }

    @Test func aWrittenBaselineKeepsTodaysFindingsFromFailingTheRun() throws {
        let root = try Self.project()
        let baseline = root.appendingPathComponent("baseline.json").path
        #expect(try Self.run(Self.request(root), in: root).outcome.get() == .thresholdReached)
        var request = Self.request(root)
        request.writeBaseline = baseline
        let written = Self.run(request, in: root)
        #expect(try written.outcome.get() == .passed, "\(written.output)")
        #expect(FileManager.default.fileExists(atPath: baseline))
        let read = Self.run(
            Self.request(root), in: root,
            settings: ProjectConfiguration(baseDirectory: ".", failOn: .warning, baseline: baseline))
        #expect(try read.outcome.get() == .passed, "\(read.output)")
    }

    @Test func reportFilesHoldTheirReportersOutputAndStandardOutputTheChosenOne() throws {
        let root = try Self.project()
        var request = Self.request(root)
        request.reportFiles = ["sarif=" + root.appendingPathComponent("out.sarif").path]
        let result = Self.run(
            request, in: root, settings: ProjectConfiguration(baseDirectory: ".", failOn: .error, reporter: "json"))
        #expect(try result.outcome.get() == .passed)
        let sarif = try Data(contentsOf: root.appendingPathComponent("out.sarif"))
        let document = try #require(try JSONSerialization.jsonObject(with: sarif) as? [String: Any])
        #expect(document["runs"] != nil)
        #expect(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) is [String: Any])
    }

    @Test func theReporterFollowsTheSettingsThenTheCI() {
        var request = CheckRequest(models: [], toolVersion: "0.0.0")
        let defaults = ProjectConfiguration(baseDirectory: ".")
        #expect(CheckRun.reporter(request, settings: defaults).identifier == XcodeReporter.identifier)
        request.environment = ["GITHUB_ACTIONS": "true"]
        #expect(CheckRun.reporter(request, settings: defaults).identifier == GitHubReporter.identifier)
        let noAnnotations = ProjectConfiguration(baseDirectory: ".", githubAnnotations: false)
        #expect(CheckRun.reporter(request, settings: noAnnotations).identifier == XcodeReporter.identifier)
        let json = ProjectConfiguration(baseDirectory: ".", reporter: "json")
        #expect(CheckRun.reporter(request, settings: json).identifier == "json")
    }

    @Test func unknownReportersAndMalformedReportFilesAreUsageErrors() throws {
        #expect(CheckRun.optionProblem(reporter: "jsn", reportFiles: [])?.contains("did you mean 'json'?") == true)
        #expect(CheckRun.optionProblem(reporter: "json", reportFiles: ["sarif"])?.contains("reporter=file") == true)
        #expect(CheckRun.optionProblem(reporter: nil, reportFiles: ["sarif=out.sarif"]) == nil)
        let empty = try makeTemporaryDirectory()
        let result = Self.run(CheckRequest(models: [empty.path], toolVersion: "0.0.0"), in: empty)
        #expect(throws: CheckRun.Failure.self) { try result.outcome.get() }
    }

    @Test func modelsThatCannotBeReadEndTheRunAfterTheirErrors() throws {
        let root = try makeTemporaryDirectory()
        try write("current: M\n", to: "M/_manifest.yaml", in: root)
        try write("entities: [\n", to: "M/M.yaml", in: root)
        let result = Self.run(Self.request(root), in: root)
        #expect(throws: CheckRun.Failure.unreadable) { try result.outcome.get() }
        #expect(result.read.contains { $0.severity == .error })
        #expect(result.output.isEmpty)
    }

    @Test(.enabled(if: gitIsAvailable)) func sinceLetsOnlyNewFindingsFailTheRun() throws {
        let root = try Self.project()
        try runGit(["init", "-q"], in: root)
        try runGit(["add", "."], in: root)
        try runGit(["commit", "-q", "-m", "released"], in: root)
        try runGit(["branch", "-M", "main"], in: root)
        var request = Self.request(root)
        request.since = "main"
        #expect(try Self.run(request, in: root).outcome.get() == .passed)
        request.since = "no-such-revision"
        #expect(throws: CheckRun.Failure.self) { try Self.run(request, in: root).outcome.get() }
    }

    /// A JSON run that ends before its report writes its errors as one document (docs/json-output.md).
    @Test func aJSONRunThatCannotReportWritesItsErrors() throws {
        let empty = try makeTemporaryDirectory()
        let result = Self.run(
            CheckRequest(models: [empty.path], toolVersion: "0.0.0"), in: empty,
            settings: ProjectConfiguration(baseDirectory: ".", reporter: "json"))
        #expect(throws: CheckRun.Failure.self) { try result.outcome.get() }
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any], "\(result.output)")
        #expect(document["exitStatus"] as? Int == 2)
        #expect((document["errors"] as? [[String: Any]])?.first?["code"] as? String == "usage")
    }

    /// The run reads the nearest mapwright.yml, and the request's flags override it; an invalid file ends
    /// the run with its errors.
    @Test func theConfigurationIsReadAndTheFlagsOverrideIt() throws {
        let root = try Self.project()
        try write("failOn: warning\n", to: "mapwright.yml", in: root)
        var read: [Diagnostic] = []
        let run = { (request: CheckRequest) in
            Result {
                try CheckRun.run(request, workingDirectory: root.path, read: { read += $0 }, output: { _ in })
            }
        }
        var request = Self.request(root)
        #expect(try run(request).get() == .thresholdReached)
        request.flags.failOn = .error
        #expect(try run(request).get() == .passed)
        try write("failOn: sometimes\n", to: "mapwright.yml", in: root)
        #expect(throws: CheckRun.Failure.unreadable) { try run(request).get() }
        #expect(read.contains { $0.severity == .error && $0.location?.file == "mapwright.yml" })
    }
}
