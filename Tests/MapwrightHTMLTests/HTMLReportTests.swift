import Foundation
import MapwrightAnalysis
import MapwrightDiagnostics
import MapwrightModel
import MapwrightReport
import MapwrightReportModel
import MapwrightSupport
import MapwrightTestSupport
import MapwrightYAML
import Testing

@testable import MapwrightHTML

@Suite struct HTMLReportTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// The history of the YAML model at `path`, read without errors.
    static func history(at path: String) throws -> ModelHistory {
        let diagnostics = ExpectingDiagnosticCollector()
        return try #require(YAMLModelReader.readHistory(at: path, diagnostics: diagnostics))
    }

    /// The report of `history`, with the analysis's findings as they are.
    static func report(of history: ModelHistory) -> ModelReport {
        let analysis = MigrationAnalyzer.analyze(history)
        let steps =
            analysis.adjacentSteps.map {
                ReportedStep(analysis: $0, isDirect: false, findings: $0.findings.map(Diagnostic.init))
            }
            + analysis.toCurrentSteps.map {
                ReportedStep(analysis: $0, isDirect: true, findings: $0.findings.map(Diagnostic.init))
            }
        var report = ModelReport(
            model: history.name, current: history.currentVersionName, origin: history.origin, steps: steps,
            lint: analysis.lint.map(Diagnostic.init))
        report.history = history
        return report
    }

    /// The `html` reporter's page for several models: one part for each, every id on the page once.
    @Test func severalModelsShareOnePageWithoutAnIdTwice() throws {
        let toDo = Self.report(of: try Self.history(at: packageRoot.appendingPathComponent("schemas/ToDo").path))
        let lists = Self.report(of: try Self.history(at: packageRoot.appendingPathComponent("schemas/Lists").path))
        let page = HTMLReporter(options: ReporterOptions(toolVersion: "0.1.0"))
            .render(CheckReport(models: [toDo, lists], rules: AnalysisRules.all))
        let ids = page.components(separatedBy: " id=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(Set(ids).count == ids.count, "\(ids)")
        #expect(ids.contains("model-1-steps") && ids.contains("model-2-steps"))
        #expect(page.contains("<title>Mapwright: ToDo, Lists</title>"))
        #expect(page.components(separatedBy: "id=\"rules\"").count == 2)
        // One model: the page `mapwright report` writes.
        let one = HTMLReporter(options: ReporterOptions(toolVersion: "0.1.0"))
            .render(CheckReport(models: [toDo], rules: AnalysisRules.all))
        #expect(
            one
                == HTMLReport(toolVersion: "0.1.0").render(
                    toDo, history: try #require(toDo.history), rules: AnalysisRules.all))
    }

    /// The page for the model at `path`, with the analysis's findings as they are and positions relative to
    /// the package (so the page holds no machine path).
    static func page(at path: String, rulesDocumentationURL: String? = nil) throws -> String {
        let history = try history(at: path)
        return HTMLReport(rulesDocumentationURL: rulesDocumentationURL, toolVersion: "0.1.0").render(
            report(of: history), history: history, rules: AnalysisRules.all
        )
        .replacingOccurrences(of: packageRoot.path + "/", with: "")
    }

    @Test func toDoPageMatchesGolden() throws {
        let page = try Self.page(at: packageRoot.appendingPathComponent("schemas/ToDo").path)
        try Golden.check(page, against: Self.fixtures.appendingPathComponent("ToDo.html"))
    }

    @Test func pageIsSelfContained() throws {
        let page = try Self.page(at: packageRoot.appendingPathComponent("schemas/ToDo").path)
        #expect(page.hasPrefix("<!DOCTYPE html>"))
        for forbidden in ["<script", "<link", "src=", "@import", "url(", "http://", "https://"]
        where forbidden != "http://" {
            #expect(!page.contains(forbidden), "the page holds \(forbidden)")
        }
        // The one http URL is the SVG namespace, which is never fetched.
        #expect(
            page.components(separatedBy: "http://").count - 1 == page.components(
                separatedBy: "http://www.w3.org/2000/svg"
            ).count - 1)
        // Rule links stay on the page (a CI artifact has no docs/ folder beside it).
        #expect(page.contains("href=\"#rule-MW101\"") && page.contains("id=\"rule-MW101\""))
        #expect(!page.contains("docs/rules/"))
        // A diagram per step that changes entities (two adjacent, one direct), and the current model once: not
        // one per version.
        #expect(page.components(separatedBy: "<svg").count - 1 == 4)
    }

    @Test func rulePagesLinkToTheConfiguredURL() throws {
        let page = try Self.page(
            at: packageRoot.appendingPathComponent("schemas/ToDo").path,
            rulesDocumentationURL: "https://example.com/rules")
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
        finding.suppression = Suppression(
            location: MapwrightDiagnostics.SourceLocation(file: "x\"><script>", line: 1, column: 1),
            reason: "<script>alert(1)</script>")
        let report = ModelReport(
            model: history.name, current: history.currentVersionName, origin: "o", steps: [], projectFindings: [finding]
        )
        let html = HTMLReport(rulesDocumentationURL: "\"><script>alert(2)</script>", toolVersion: "0.1.0").render(
            report, history: history, rules: AnalysisRules.all)
        #expect(!html.contains("<script>"))
        #expect(!html.contains("<b>"))
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(html.contains("href=\"&quot;&gt;&lt;script&gt;alert(2)&lt;/script&gt;/MW121.md\""))
    }

    /// A raw ESC or a bidirectional override from the model never reaches
    /// the page (where `cat` would send it to a terminal), it is shown as `\u{…}`.
    @Test func terminalControlsFromTheModelAreShownAsEscapes() throws {
        let history = try Self.history(at: Self.fixtures.appendingPathComponent("Hostile").path)
        let finding = Diagnostic(
            .warning, code: "MW121", message: "removed \u{1B}[2J\u{1B}]0;owned\u{7} and \u{202E}txt.exe")
        let report = ModelReport(
            model: history.name, current: history.currentVersionName, origin: "o", steps: [], projectFindings: [finding]
        )
        let html = HTMLReport(toolVersion: "0.1.0").render(report, history: history, rules: AnalysisRules.all)
        #expect(!html.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x202E })
        #expect(html.contains("removed \\u{1B}[2J\\u{1B}]0;owned\\u{7} and \\u{202E}txt.exe"))
    }

    /// Every kind of character the page escapes, by its UTF-8 lead byte (the page is first passed over on
    /// its bytes), and characters that share a lead byte with them but are kept.
    @Test(arguments: [
        ("a\u{1B}b", "a\\u{1B}b"), ("a\u{7F}b", "a\\u{7F}b"), ("a\u{85}b", "a\\u{85}b"),
        ("a\u{61C}b", "a\\u{61C}b"), ("a\u{200E}b", "a\\u{200E}b"), ("a\u{2028}b", "a\\u{2028}b"),
        ("a\u{2066}b", "a\\u{2066}b"), ("a\u{202E}b", "a\\u{202E}b"),
        ("a\u{200F}b", "a\\u{200F}b"), ("a\u{2029}b", "a\\u{2029}b"), ("a\u{202A}b", "a\\u{202A}b"),
        ("a\u{2069}b", "a\\u{2069}b"), ("a\u{9F}b", "a\\u{9F}b"),
        ("v1 → v2\té\n\r", "v1 → v2\té\n\r"), ("\u{A0}\u{620}\u{2019}\u{2070}", "\u{A0}\u{620}\u{2019}\u{2070}"),
        ("— … · \u{2065}\u{206A}\u{2027}\u{202F}\u{200D}", "— … · \u{2065}\u{206A}\u{2027}\u{202F}\u{200D}"),
    ])
    func terminalSafeTextEscapesExactlyTheControls(page: String, expected: String) {
        #expect(TerminalSafeText.escaped(page) == expected)
    }

    /// A line starting (after blanks) with `::` has its first colon written `&#58;`; `::` anywhere else, or
    /// colons apart, is kept (the page is first passed over on its bytes).
    @Test(arguments: [
        ("::warning x", "&#58;:warning x"), ("a\n \t::x\nb", "a\n \t&#58;:x\nb"), (".step::before", ".step::before"),
        (": :x", ": :x"), (":\t:x", ":\t:x"), ("\r::x", "\r::x"), ("a: b\n:x", "a: b\n:x"),
        ("a\r\n::x\r\n", "a\r\n&#58;:x\r\n"),
    ])
    func terminalSafeTextBreaksCommandLinesOnly(page: String, expected: String) {
        #expect(TerminalSafeText.commandSafe(page) == expected)
    }

    /// The page is passed over eight bytes at a time while none can matter: what must be rewritten is found
    /// at every place in a word, and what must not is kept.
    @Test(arguments: ["\u{1B}", "\u{7F}", "\u{85}", "\u{202E}", "##[x", "\n::x", "\n \t::x"])
    func terminalSafeTextFindsWhatItRewritesAnywhere(inserted: String) {
        for offset in 0..<17 {
            let page = String(repeating: "a", count: offset) + inserted + String(repeating: "b", count: 17)
            #expect(TerminalSafeText.escaped(page) != page, "at \(offset)")
        }
        let plain = "→ é #[ # ## x::y a: \"!\" ~\t\r\n" + String(repeating: "text ", count: 4)
        #expect(TerminalSafeText.escaped(plain) == plain)
    }

    /// The bytes tell exactly the characters the escaping rewrites: every character of the Basic
    /// Multilingual Plane is escaped if and only if it is a control or a bidirectional control.
    @Test func terminalSafeTextTellsEveryControlFromItsBytes() {
        for value in UInt32(0)...0xFFFF {
            guard let scalar = Unicode.Scalar(value), !["\n", "\t", "\r"].contains(scalar) else { continue }
            let page = "a\(Character(scalar))b"
            let isControl = IdentifierRules.isControl(scalar) || IdentifierRules.isBidiControl(scalar)
            #expect((TerminalSafeText.escaped(page) != page) == isControl, "U+\(String(value, radix: 16))")
        }
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
        // Only marked entities have entries: `Category` is unchanged.
        #expect(marks.properties.count == 1)
        #expect(marks.removedProperties.isEmpty)
        let layout = DiagramLayout(version: history.versions[1], marks: marks)
        #expect(layout.boxes.map(\.name) == ["Category", "ToDo"])
        #expect(layout.links.map(\.label) == ["todos ∗ / category 1"])
        let laidOutAgain = DiagramLayout(version: history.versions[1], marks: marks)
        #expect(layout == laidOutAgain)
    }

    @Test(arguments: [(12.0, "12"), (12.25, "12.3"), (0.04, "0"), (7.3, "7.3")])
    func coordinatesHaveOneDecimalAtMost(value: Double, text: String) {
        #expect(EntityDiagram.number(value) == text)
    }
}

/// The page for a history of any length: every step collapsible with only what it changed drawn, the
/// current model once, an index of the findings, the cited rules' help, accessible tables and diagrams.
extension HTMLReportTests {
    /// `versions` versions of `entities` related entities; each version adds an attribute to one entity.
    static func longHistory(versions: Int, entities: Int) -> ModelHistory {
        var models: [DataModel] = []
        var all = (0..<entities).map { index in
            Entity(
                name: "Entity\(index)",
                attributes: (0..<8).map { Attribute(name: "a\($0)", type: .string, isOptional: true) },
                relationships: index == 0
                    ? []
                    : [Relationship(name: "parent\(index)", destination: "Entity\((index - 1) / 3)", isOptional: true)])
        }
        for version in 1...versions {
            all[version % entities].attributes.append(
                Attribute(name: "added\(version)", type: .integer64, isOptional: true))
            models.append(DataModel(name: "Model \(version)", entities: all))
        }
        return ModelHistory(name: "Long", versions: models, currentVersionName: "Model \(versions)", origin: "Long")
    }

    static func page(_ history: ModelHistory) -> String {
        HTMLReport(toolVersion: "0.1.0").render(report(of: history), history: history, rules: AnalysisRules.all)
    }

    /// Direct steps drawing the same entities share a drawing only when their marks are the same: `B` is new
    /// since V1 but changed since V2.
    @Test func directStepsShareADiagramOnlyWithTheSameMarks() throws {
        func entity(_ name: String, _ attributes: [String]) -> Entity {
            Entity(name: name, attributes: attributes.map { Attribute(name: $0, type: .string, isOptional: true) })
        }
        let versions = [
            DataModel(name: "V1", entities: [entity("A", ["a1"])]),
            DataModel(name: "V2", entities: [entity("A", ["a1"]), entity("B", ["b1"])]),
            DataModel(name: "V3", entities: [entity("A", ["a1"]), entity("B", ["b1", "b2"])]),
            DataModel(name: "V4", entities: [entity("A", ["a1", "a2"]), entity("B", ["b1", "b2"])]),
        ]
        let page = Self.page(ModelHistory(name: "M", versions: versions, currentVersionName: "V4", origin: "M"))
        func diagram(from version: String) throws -> Substring {
            let start = try #require(page.range(of: "aria-label=\"Entities \(version) → V4 changes\""))
            let end = try #require(page.range(of: "</svg>", range: start.upperBound..<page.endIndex))
            return page[start.upperBound..<end.lowerBound]
        }
        #expect(try diagram(from: "V1").contains("<g class=\"entity added\">"))
        #expect(try !diagram(from: "V2").contains("<g class=\"entity added\">"))
        #expect(try diagram(from: "V2").components(separatedBy: "<g class=\"entity changed\">").count == 3)
    }

    @Test func aTwentyFiveVersionHistoryStaysSmall() throws {
        let page = Self.page(Self.longHistory(versions: 25, entities: 40))
        #expect(page.utf8.count < 1_500_000, "\(page.utf8.count) bytes")
        // A diagram per step (24 adjacent, 23 direct), of the changed entities and their neighbours only, and
        // the model once.
        #expect(page.components(separatedBy: "<svg").count - 1 == 24 + 23 + 1)
        let stepDiagram = try #require(page.range(of: "<svg").map { page[$0.lowerBound...] }?.prefix { _ in true })
        let firstSVG = String(stepDiagram[..<(stepDiagram.range(of: "</svg>")?.upperBound ?? stepDiagram.endIndex)])
        let boxes = firstSVG.components(separatedBy: "<g class=\"entity").count - 1
        #expect(boxes > 1 && boxes < 10, "a step draws its entities and neighbours only: \(boxes) of 40")
    }

    @Test func tablesAndDiagramsAreAccessible() throws {
        let page = try Self.page(at: packageRoot.appendingPathComponent("schemas/ToDo").path)
        #expect(page.components(separatedBy: "<table").count == page.components(separatedBy: "<caption>").count)
        #expect(!page.contains("<th>"), "every header cell has a scope")
        // Each diagram is described by text on the page.
        let described = page.components(separatedBy: "aria-describedby=\"").dropFirst().map {
            String($0.prefix { $0 != "\"" })
        }
        #expect(!described.isEmpty)
        for id in described { #expect(page.contains("<figcaption id=\"\(id)\""), "\(id)") }
    }

    @Test func findingsAreIndexedAndCodeSpansRendered() throws {
        let page = try Self.page(at: packageRoot.appendingPathComponent("schemas/ToDo").path)
        #expect(page.contains("<section id=\"findings\">"))
        // Every code the page links to has its help on the page.
        let linked = Set(
            page.components(separatedBy: "href=\"#rule-").dropFirst().map { String($0.prefix { $0 != "\"" }) })
        #expect(!linked.isEmpty)
        for code in linked { #expect(page.contains("id=\"rule-\(code)\""), "\(code)") }
        #expect(!page.contains("`"), "a backtick left in the text: \(page.components(separatedBy: "`").count - 1)")
        #expect(page.contains("<code>ToDo</code> requests a custom policy"))
    }

    @Test(arguments: [
        ("`a` b `c`", "<code>a</code> b <code>c</code>"), ("no code", "no code"), ("odd ` one", "odd ` one"),
        ("`a` and `b", "<code>a</code> and `b"), ("a < `b&c` > d", "a &lt; <code>b&amp;c</code> &gt; d"),
        ("``", "<code></code>"), ("`a``b`", "<code>a</code><code>b</code>"),
        ("x ` <y> ` z `", "x <code> &lt;y&gt; </code> z `"),
        // A mark after a backtick joins it: that backtick opens nothing.
        ("a`\u{301}b` c`d`", "a`\u{301}b<code> c</code>d`"),
    ])
    func backticksBecomeCode(text: String, html: String) {
        #expect(InlineText.nodes(text).render() == html)
    }
}
