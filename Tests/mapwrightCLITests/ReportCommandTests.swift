import Foundation
import MapwrightTestSupport
import Testing

/// `mapwright report`: the HTML page through the same pipeline as `check`.
@Suite struct ReportCommandTests {
    @Test func writesOnePageThatTheConfigurationAppliesTo() throws {
        let root = try CheckProjectTests.project()
        try Data(
            """
            suppress:
              - {code: MW101, model: ToDo, entity: ToDo, property: priority, reason: "digits only <b>checked</b>"}
            rulesDocumentationURL: https://example.com/rules/

            """.utf8
        ).write(to: root.appendingPathComponent("mapwright.yml"))
        let result = try runMapwright(["report", "ToDo", "--output", "report.html"], in: root)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        let page = try String(contentsOf: root.appendingPathComponent("report.html"), encoding: .utf8)
        #expect(page.hasPrefix("<!DOCTYPE html>"))
        #expect(
            page.contains("Suppressed at mapwright.yml:2:5: digits only &lt;b&gt;checked&lt;/b&gt;"),
            "the entry's reason, escaped")
        #expect(page.contains("href=\"https://example.com/rules/MW101.md\""))
        #expect(!page.contains("<b>"))
    }

    @Test func printsThePageWithoutOutput() throws {
        let root = try CheckProjectTests.project()
        let result = try runMapwright(["report", "ToDo"], in: root)
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("<!DOCTYPE html>"))
        // Two adjacent steps, the direct one and the current model.
        #expect(result.stdout.components(separatedBy: "<svg").count - 1 == 4)
    }

    @Test func unreadableModelIsInvalidInput() throws {
        let root = try makeTemporaryDirectory()
        let result = try runMapwright(["report", "Missing", "--output", "report.html"], in: root)
        #expect(result.status == 2)
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("report.html").path))
    }
}
