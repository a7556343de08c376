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

    static func markdown(_ history: ModelHistory) throws -> String {
        let pipeline = Pipeline(workingDirectory: "/project")
        let loaded = try #require(pipeline.modelHistory(history, path: "Long.xcdatamodeld"))
        let report = CheckReport(models: [pipeline.report(pipeline.analyze(loaded))], rules: RuleRegistry.all)
        return MarkdownReporter(options: ReporterOptions(toolVersion: "0")).render(report)
    }

    @Test func aLongHistoryFitsInAComment() throws {
        let text = try Self.markdown(Self.longHistory(versions: 120))
        #expect(text.utf16.count <= 65_536, "\(text.utf16.count) characters")
        // The summary comes first and names every code found; what did not fit is counted.
        let summaryEnd = try #require(text.range(of: "\n\n### "))
        let summary = text[..<summaryEnd.lowerBound]
        for code in ["MW126", "MW101", "MW161"] { #expect(summary.contains("| \(code) |"), "\(summary)") }
        #expect(text.contains("(not shown: see the SARIF or HTML report)"))
    }

    @Test func aSmallHistoryIsShownWhole() throws {
        let text = try Self.markdown(Self.longHistory(versions: 4))
        #expect(!text.contains("not shown"))
        #expect(text.contains("```mermaid"))
    }
}
