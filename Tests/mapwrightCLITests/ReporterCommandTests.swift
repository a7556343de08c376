import Foundation
import MapwrightTestSupport
import Testing

/// The commands around the reporters, run as a user runs them: JUnit under each `--fail-on`, `generate
/// --step` beside `--prune` and `--check`, `lock --force`, a mistyped model path, `report` without a
/// model, the completion of `--reporter`, and an unreadable version's position in SARIF.
@Suite struct ReporterCommandTests {
    /// A JUnit server shows red exactly when the job is red.
    @Test(arguments: ["error", "warning", "lightweight", "heavy"])
    func junitFailuresFollowTheExitStatus(threshold: String) throws {
        let result = try runMapwright(
            ["check", "ToDo", "--reporter", "junit", "--fail-on", threshold], in: try CheckProjectTests.project())
        let header = try #require(result.stdout.split(separator: "\n").first { $0.hasPrefix("<testsuites ") })
        #expect(result.status == 0 || result.status == 1, "\(result.stderr)")
        #expect(header.contains("failures=\"0\"") == (result.status == 0), "\(threshold): \(header)")
    }

    /// `--step` writes one step's files; the other steps' files are not its orphans.
    @Test func aNamedStepLeavesTheOtherStepsFiles() throws {
        let root = try CheckProjectTests.project()
        let output = root.appendingPathComponent("Generated")
        #expect(try runMapwright(["generate", "ToDo", "--output", "Generated"], in: root).status == 0)
        let before = try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
        let named = try runMapwright(
            ["generate", "ToDo", "--output", "Generated", "--step", "ToDo 2:ToDo 3", "--prune"], in: root)
        #expect(named.status == 0, "\(named.stderr)")
        #expect(!named.stdout.contains("orphan") && !named.stdout.contains("deleted"), "\(named.stdout)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.path).sorted() == before)
        let check = try runMapwright(["generate", "ToDo", "--output", "Generated", "--check"], in: root)
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        #expect(!check.stderr.contains("MW401"))
    }

    /// Relocking edited versions under `--force` is what was asked: told as notes, exit 0, no `error:`.
    @Test func lockForcePrintsNoError() throws {
        let root = try CheckProjectTests.project()
        #expect(try runMapwright(["lock", "ToDo"], in: root).status == 0)
        try CheckProjectTests.edit(
            root.appendingPathComponent("ToDo/ToDo.yaml"), replacing: "      name: String\n",
            with: "      name: String\n      extra: String?\n")
        let refused = try runMapwright(["lock", "ToDo"], in: root)
        #expect(refused.status == 1 && refused.stderr.contains("error:"))
        let forced = try runMapwright(["lock", "ToDo", "--force"], in: root)
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(!forced.stderr.contains("error:") && forced.stderr.contains("note:"), "\(forced.stderr)")
    }

    /// MW001's own example: `check schemas/Todo` when the folder is `schemas/ToDo`.
    @Test func aMistypedModelPathGetsADidYouMean() throws {
        let result = try runMapwright(["check", "Todo"], in: try CheckProjectTests.project())
        #expect(result.status == 2)
        #expect(result.stderr.contains("[MW001]") && result.stderr.contains("did you mean 'ToDo'?"), "\(result.stderr)")
    }

    /// `report` finds its model as `check` does.
    @Test func reportWithoutAModelReportsTheOneFound() throws {
        let root = try CheckProjectTests.project()
        let bare = try runMapwright(["report"], in: root)
        let named = try runMapwright(["report", "ToDo"], in: root)
        #expect(bare.status == 0, "\(bare.stderr)")
        #expect(bare.stdout == named.stdout)
    }

    @Test func bashCompletionOffersTheReporters() throws {
        let result = try runMapwright(["--generate-completion-script", "bash"])
        #expect(result.status == 0)
        let reporters = ["xcode", "json", "sarif", "github", "markdown", "junit", "checkstyle", "codeclimate", "html"]
        #expect(result.stdout.contains(reporters.map { "'\($0)'" }.joined(separator: "$'\\n'")))
    }

    /// A version that cannot be read: its MW450 result has the read error's position and quotes it.
    @Test func anUnreadableVersionHasARegionInSARIF() throws {
        let root = try CheckProjectTests.project()
        let file = root.appendingPathComponent("ToDo/ToDo 2.yaml")
        let text = try String(contentsOf: file, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "      name: String\n", with: "      name: [String\n").utf8).write(
            to: file)
        let result = try runMapwright(["check", "ToDo", "--reporter", "sarif"], in: root)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let results = try #require((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        let unreadable = try #require(results.first { $0["ruleId"] as? String == "MW450" }, "\(result.stdout)")
        let location = try #require(
            (unreadable["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        let region = try #require(location["region"] as? [String: Any])
        #expect((region["startLine"] as? Int ?? 0) > 0)
        #expect(
            ((location["artifactLocation"] as? [String: Any])?["uri"] as? String)?.hasSuffix("ToDo%202.yaml") == true)
        #expect(result.status == 1 || result.status == 2, "\(result.stderr)")
    }
}
