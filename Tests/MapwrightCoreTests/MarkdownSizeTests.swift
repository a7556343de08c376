import Foundation
import MapwrightCore
import MapwrightModel
import MapwrightReportModel
import MapwrightTestSupport
import Testing

@testable import MapwrightReport

/// The markdown report is a pull-request comment: summary first, and under GitHub's 65,536 characters
/// for any history.
@Suite struct MarkdownSizeTests {
    /// `versions` versions of one entity; each adds an attribute, every third removes the one before,
    /// every seventh changes a type Core Data cannot convert: hundreds of findings over many steps.
    static func longHistory(versions: Int) -> ModelHistory {
        var models: [DataModel] = []
        var attributes = [Attribute(name: "title", type: .string, isOptional: true)]
        for index in 1...versions {
            attributes.append(Attribute(name: "field\(index)", type: .string, isOptional: true))
            if index % 3 == 0 { attributes.remove(at: attributes.count - 2) }
            if index % 7 == 0 { attributes[0].type = attributes[0].type == .string ? .integer64 : .string }
            let entities = (0..<12).map { Entity(name: "Entity\($0)", attributes: attributes) }
            models.append(DataModel(name: "Model \(index)", entities: entities))
        }
        return ModelHistory(
            name: "Long", versions: models, currentVersionName: "Model \(versions)", origin: "Long.xcdatamodeld")
    }

    static func report(_ history: ModelHistory) throws -> CheckReport {
        let pipeline = Pipeline(workingDirectory: "/project")
        let loaded = try #require(pipeline.modelHistory(history, path: "Long.xcdatamodeld"))
        return CheckReport(models: [pipeline.report(pipeline.analyze(loaded))], rules: RuleRegistry.all)
    }

    static func markdown(_ history: ModelHistory) throws -> String {
        MarkdownReporter(options: ReporterOptions(toolVersion: "0")).render(try report(history))
    }

    /// A step's text written for less room than it takes is left out (or longer than the room, so that it is
    /// not used); written for the room it takes or more, it is the whole text. Steps with and without a
    /// diagram, with tables cut at 20 rows and without.
    @Test func aStepWrittenForTheRoomLeftIsWholeOrDoesNotFit() throws {
        let reporter = MarkdownReporter(options: ReporterOptions(toolVersion: "0"))
        let steps = try Self.report(Self.longHistory(versions: 30)).models[0].steps.filter { !$0.findings.isEmpty }
        #expect(steps.contains { reporter.stepBlock($0, room: .max).text?.contains("```mermaid") == true })
        #expect(steps.contains { reporter.stepBlock($0, room: .max).text?.contains("```mermaid") == false })
        #expect(steps.contains { $0.analysis.changes.count > MarkdownReporter.rowsPerStep })
        for step in steps {
            let whole = try #require(reporter.stepBlock(step, room: .max))
            let size = try #require(whole.text).utf16.count
            for room in Set(stride(from: 0, through: size + 2, by: 13)).union([size - 1, size, size + 1]) {
                let block = reporter.stepBlock(step, room: room)
                #expect(block.short == whole.short)
                if room >= size {
                    #expect(block.text == whole.text)
                } else if let text = block.text {
                    #expect(text == whole.text, "room \(room)")
                }
            }
        }
    }

    @Test func aLongHistoryFitsInAComment() throws {
        let text = try Self.markdown(Self.longHistory(versions: 120))
        #expect(text.utf16.count <= 65_536, "\(text.utf16.count) characters")
        // The summary comes first and names every code found; what did not fit is counted.
        let summaryEnd = try #require(text.range(of: "\n\n### "))
        let summary = text[..<summaryEnd.lowerBound]
        for code in ["MW126", "MW101", "MW161"] { #expect(summary.contains("| \(code) |"), "\(summary)") }
        #expect(
            text.contains("(not shown: see the SARIF or HTML report)")
                || text.contains("not listed for lack of room: see the SARIF or HTML report"))
    }

    @Test func aSmallHistoryIsShownWhole() throws {
        let text = try Self.markdown(Self.longHistory(versions: 4))
        #expect(!text.contains("not shown"))
        #expect(text.contains("```mermaid"))
    }
}
