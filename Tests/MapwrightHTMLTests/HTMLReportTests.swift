import Foundation
import MapwrightAnalysis
@testable import MapwrightHTML
import MapwrightModel
import MapwrightReport
import MapwrightTestSupport
import MapwrightYAML
import Testing

@Suite struct HTMLReportTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// The history of the YAML model at `path`, read without errors.
    static func history(at path: String) throws -> ModelHistory {
        let diagnostics = ExpectingDiagnosticCollector()
        return try #require(YAMLModelReader.readHistory(at: path, diagnostics: diagnostics))
    }

    /// The page for the model at `path`, with the analysis's findings as they are and positions relative to
    /// the package (so the page holds no machine path).
    static func page(at path: String, rulesDocumentationURL: String? = nil) throws -> String {
        let history = try history(at: path)
        let analysis = MigrationAnalyzer.analyze(history)
        let steps = analysis.adjacentSteps.map { ReportedStep(analysis: $0, isDirect: false, findings: $0.findings) }
            + analysis.toCurrentSteps.map { ReportedStep(analysis: $0, isDirect: true, findings: $0.findings) }
        let report = ModelReport(
            model: history.name, current: history.currentVersionName, origin: history.origin, steps: steps, lint: analysis.lint)
        return HTMLReport(rulesDocumentationURL: rulesDocumentationURL, toolVersion: "0.1.0").render(report, history: history)
            .replacingOccurrences(of: packageRoot.path + "/", with: "")
    }

    @Test func toDoPageMatchesGolden() throws {
        let page = try Self.page(at: packageRoot.appendingPathComponent("schemas/ToDo").path)
        try Golden.check(page, against: Self.fixtures.appendingPathComponent("ToDo.html"))
    }

    @Test func pageIsSelfContained() throws {
        let page = try Self.page(at: packageRoot.appendingPathComponent("schemas/ToDo").path)
        #expect(page.hasPrefix("<!DOCTYPE html>"))
        for forbidden in ["<script", "<link", "src=", "@import", "url(", "http://", "https://"] where forbidden != "http://" {
            #expect(!page.contains(forbidden), "the page holds \(forbidden)")
        }
        // The one http URL is the SVG namespace, which is never fetched.
        #expect(page.components(separatedBy: "http://").count - 1 == page.components(separatedBy: "http://www.w3.org/2000/svg").count - 1)
        #expect(page.contains("href=\"docs/rules/MW101.md\""))
        #expect(page.components(separatedBy: "<svg").count - 1 == 3, "one diagram per version")
    }

    @Test func rulePagesLinkToTheConfiguredURL() throws {
        let page = try Self.page(at: packageRoot.appendingPathComponent("schemas/ToDo").path, rulesDocumentationURL: "https://example.com/rules")
        #expect(page.contains("href=\"https://example.com/rules/MW101.md\""))
    }

    @Test func hostileNamesAndReasonsAreEscaped() throws {
        let page = try Self.page(at: Self.fixtures.appendingPathComponent("Hostile").path)
        #expect(!page.contains("<script>"), "model text reached the page unescaped")
        #expect(!page.contains("<img"))
        #expect(page.contains("&lt;script&gt;"))
        // A reason holding markup, as a `mapwright.yml` entry gives it.
        let history = try Self.history(at: Self.fixtures.appendingPathComponent("Hostile").path)
        var finding = Diagnostic(.warning, code: "MW121", message: "<b>removed</b>")
        finding.suppression = Suppression(location: MapwrightModel.SourceLocation(file: "x\"><script>", line: 1, column: 1), reason: "<script>alert(1)</script>")
        let report = ModelReport(model: history.name, current: history.currentVersionName, origin: "o", steps: [], projectFindings: [finding])
        let html = HTMLReport(rulesDocumentationURL: "\"><script>alert(2)</script>", toolVersion: "0.1.0").render(report, history: history)
        #expect(!html.contains("<script>"))
        #expect(!html.contains("<b>"))
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(html.contains("href=\"&quot;&gt;&lt;script&gt;alert(2)&lt;/script&gt;/MW121.md\""))
    }

    /// Reliability round 3, item 11: a raw ESC or a bidirectional override from the model never reaches
    /// the page (where `cat` would send it to a terminal), it is shown as `\u{…}`.
    @Test func terminalControlsFromTheModelAreShownAsEscapes() throws {
        let history = try Self.history(at: Self.fixtures.appendingPathComponent("Hostile").path)
        let finding = Diagnostic(.warning, code: "MW121", message: "removed \u{1B}[2J\u{1B}]0;owned\u{7} and \u{202E}txt.exe")
        let report = ModelReport(model: history.name, current: history.currentVersionName, origin: "o", steps: [], projectFindings: [finding])
        let html = HTMLReport(toolVersion: "0.1.0").render(report, history: history)
        #expect(!html.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x202E })
        #expect(html.contains("removed \\u{1B}[2J\\u{1B}]0;owned\\u{7} and \\u{202E}txt.exe"))
    }

    @Test(arguments: [("ToDo 2", "ToDo-2"), ("a/b", "a-47-b"), ("é", "-233-")])
    func anchorsAreLettersDigitsAndDashes(name: String, slug: String) {
        #expect(HTMLReport.slug(name) == slug)
    }

    @Test func diagramMarksWhatChangedSinceThePreviousVersion() throws {
        let history = try Self.history(at: packageRoot.appendingPathComponent("schemas/ToDo").path)
        let analysis = MigrationAnalyzer.analyze(history)
        let marks = VersionMarks(step: try #require(analysis.adjacentSteps.first))
        #expect(marks.entities == ["ToDo": .changed])
        #expect(marks.properties["ToDo"] == ["lastAlertDate": .added, "doNotAlert": .added, "priority": .added])
        let layout = DiagramLayout(version: history.versions[1], marks: marks)
        #expect(layout.boxes.map(\.name) == ["Category", "ToDo"])
        #expect(layout.links.map(\.label) == ["todos / category"])
        let laidOutAgain = DiagramLayout(version: history.versions[1], marks: marks)
        #expect(layout == laidOutAgain)
    }

    @Test(arguments: [(12.0, "12"), (12.25, "12.3"), (0.04, "0"), (7.3, "7.3")])
    func coordinatesHaveOneDecimalAtMost(value: Double, text: String) {
        #expect(EntityDiagram.number(value) == text)
    }
}
