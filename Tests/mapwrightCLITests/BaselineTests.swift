import Foundation
import MapwrightTestSupport
import Testing

/// `check --write-baseline` and `check --baseline` (and `baseline:` in mapwright.yml) on copies of `schemas/ToDo`.
@Suite struct BaselineTests {
    static func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func baselineMakesTheSecondCheckPassAndANewFindingFailsIt() throws {
        let root = try CheckProjectTests.project()
        #expect(try runMapwright(["check", "ToDo", "--fail-on", "warning"], in: root).status == 1)

        let write = try runMapwright(
            ["check", "ToDo", "--fail-on", "warning", "--write-baseline", "mapwright-baseline.json"], in: root)
        #expect(write.status == 0, "\(write.stdout)\(write.stderr)")
        let written = try String(contentsOf: root.appendingPathComponent("mapwright-baseline.json"), encoding: .utf8)
        #expect(written.contains("\"code\" : \"MW101\""))
        #expect(written.contains("\"step\" : \"ToDo 2 → ToDo 3\""))
        #expect(!written.contains("line"), "findings are keyed without positions")

        let second = try runMapwright(
            ["check", "ToDo", "--fail-on", "warning", "--baseline", "mapwright-baseline.json"], in: root)
        #expect(second.status == 0, "\(second.stdout)")
        #expect(!second.stdout.contains("[MW101]"))
        #expect(
            second.stdout.contains("known findings left out; 0 baseline entries no longer occur"), "\(second.stdout)")

        try CheckProjectTests.edit(
            root.appendingPathComponent("ToDo/ToDo 3.yaml"), replacing: "      completed: Boolean = NO\n", with: "")
        let third = try runMapwright(
            ["check", "ToDo", "--fail-on", "warning", "--baseline", "mapwright-baseline.json"], in: root)
        #expect(third.status == 1)
        #expect(third.stdout.contains("ToDo.completed: attribute removed"), "\(third.stdout)")
        #expect(!third.stdout.contains("[MW101]"))
    }

    @Test func writingTwiceGivesTheSameBytesInAnyWorkingFolder() throws {
        let root = try CheckProjectTests.project()
        #expect(try runMapwright(["check", "ToDo", "--write-baseline", "a.json"], in: root).status == 0)
        #expect(
            try runMapwright([
                "check", root.appendingPathComponent("ToDo").path, "--write-baseline",
                root.appendingPathComponent("b.json").path,
            ]).status == 0)
        let first = try Data(contentsOf: root.appendingPathComponent("a.json"))
        #expect(first == (try Data(contentsOf: root.appendingPathComponent("b.json"))))
    }

    @Test func configuredBaselineAndWhatNoLongerOccursInEveryReporter() throws {
        let root = try CheckProjectTests.project()
        #expect(try runMapwright(["check", "ToDo", "--write-baseline", "baseline.json"], in: root).status == 0)
        try Data("models: [ToDo]\nfailOn: warning\nbaseline: baseline.json\n".utf8).write(
            to: root.appendingPathComponent("mapwright.yml"))
        #expect(try runMapwright(["check"], in: root).status == 0)

        // String? → String? again: the String → Integer 16 finding (MW101) is gone.
        try CheckProjectTests.edit(
            root.appendingPathComponent("ToDo/ToDo 3.yaml"), replacing: "priority: Integer 16 = 0",
            with: "priority: String?")
        let json = try Self.json(try runMapwright(["check", "--reporter", "json"], in: root).stdout)
        let baseline = try #require(json["baseline"] as? [String: Any])
        #expect(baseline["file"] as? String == "baseline.json")
        #expect((baseline["gone"] as? Int ?? 0) >= 1)

        let text = try runMapwright(["check"], in: root)
        #expect(text.stdout.contains("no longer occur"), "\(text.stdout)")
        let markdown = try runMapwright(["check", "--reporter", "markdown"], in: root)
        #expect(markdown.stdout.contains("baseline baseline.json:"))

        let sarif = try Self.json(
            try runMapwright(["check", "--reporter", "sarif", "--fail-on", "heavy"], in: root).stdout)
        let run = try #require((sarif["runs"] as? [[String: Any]])?.first)
        #expect((run["properties"] as? [String: Any])?["baselineGone"] as? Int == baseline["gone"] as? Int)
        for result in run["results"] as? [[String: Any]] ?? [] { #expect(result["baselineState"] as? String == "new") }
    }

    @Test(arguments: [
        ("", "the baseline missing.json cannot be read; write it with `mapwright check --write-baseline missing.json`"),
        ("{\"findings\": 3}", "missing.json is not a Mapwright baseline"),
    ])
    func unusableBaselineIsAnErrorNamingTheFile(content: String, message: String) throws {
        let root = try CheckProjectTests.project()
        if !content.isEmpty { try Data(content.utf8).write(to: root.appendingPathComponent("missing.json")) }
        let result = try runMapwright(["check", "ToDo", "--baseline", "missing.json"], in: root)
        #expect(result.status == 2)
        #expect(result.stderr.contains("error: \(message)"), "\(result.stderr)")
    }
}
