import Foundation
import MapwrightDiagnostics
import MapwrightModel
import MapwrightReport
import MapwrightReportModel
import MapwrightTestSupport
import MapwrightXcode
import Testing

@testable import MapwrightHTML

/// The diagrams' relationship labels, read from the SVG as a browser draws it: no label covers an entity
/// box or another label. The page names the mapping model covering a step, and a direct step has a diagram.
@Suite struct DiagramLabelTests {
    struct Rect {
        var minX, minY, maxX, maxY: Double
        func intersects(_ other: Rect) -> Bool {
            minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
        }
    }

    /// `name="value"` of an element's start tag.
    static func number(_ name: String, in tag: Substring) -> Double? {
        guard let range = tag.range(of: " \(name)=\"") else { return nil }
        return Double(tag[range.upperBound...].prefix { $0 != "\"" })
    }

    /// The problems of every `<svg>` of `page`: labels over boxes, labels over labels.
    static func overlaps(in page: String) -> [String] {
        var problems: [String] = []
        for svg in page.components(separatedBy: "<svg").dropFirst() {
            let body = svg.components(separatedBy: "</svg>")[0]
            var boxes: [Rect] = []
            for tag in body.components(separatedBy: "<rect").dropFirst().map({ $0.prefix { $0 != ">" } }) {
                guard let x = number("x", in: tag), let y = number("y", in: tag), let width = number("width", in: tag),
                    let height = number("height", in: tag)
                else { continue }
                boxes.append(Rect(minX: x, minY: y, maxX: x + width, maxY: y + height))
            }
            var labels: [(text: String, frame: Rect)] = []
            for part in body.components(separatedBy: "<text").dropFirst() where part.contains("class=\"link-label\"") {
                let tag = part.prefix { $0 != ">" }
                let text = part.drop { $0 != ">" }.dropFirst().prefix { $0 != "<" }
                guard let x = number("x", in: tag), let y = number("y", in: tag) else { continue }
                // 11px monospace: 0.6em a character; the glyphs reach 9px above the baseline and 3px below.
                let half = Double(text.count) * 6.6 / 2
                labels.append((String(text), Rect(minX: x - half, minY: y - 9, maxX: x + half, maxY: y + 3)))
            }
            for label in labels where boxes.contains(where: { $0.intersects(label.frame) }) {
                problems.append("label '\(label.text)' covers a box")
            }
            for (index, label) in labels.enumerated() {
                for other in labels[(index + 1)...] where other.frame.intersects(label.frame) {
                    problems.append("labels '\(label.text)' and '\(other.text)' overlap")
                }
            }
        }
        return problems
    }

    /// Twenty entities, each related to the three before it: many crossing lines, labels at their middles.
    @Test func labelsCoverNoBoxAndNoOtherLabel() throws {
        let entities = (0..<20).map { index in
            Entity(
                name: "Entity\(index)",
                attributes: (0..<4).map { Attribute(name: "a\($0)", type: .string, isOptional: true) },
                relationships: (1...3).compactMap { back in
                    index - back < 0
                        ? nil
                        : Relationship(
                            name: "toEntity\(index - back)", destination: "Entity\(index - back)", isOptional: true)
                })
        }
        let history = ModelHistory(
            name: "Dense", versions: [DataModel(name: "Dense", entities: entities)], currentVersionName: "Dense",
            origin: "Dense")
        let page = HTMLReportTests.page(history)
        #expect(page.contains("class=\"link-label\""))
        let problems = Self.overlaps(in: page)
        #expect(problems.isEmpty, "\(problems.prefix(10))")
    }

    /// The largest model of the corpus (44 entities), when the shared corpus is beside the repository.
    @Test func labelsOfTheLargestCorpusModelCoverNothing() throws {
        let bundle = packageRoot.deletingLastPathComponent().appendingPathComponent(
            "shared/corpus/HabitRPG__habitica-ios/Habitica")
        guard FileManager.default.fileExists(atPath: bundle.path) else {
            print("skipped: ../shared/corpus is absent")
            return
        }
        let diagnostics = CollectingDiagnosticCollector()
        let version = bundle.appendingPathComponent("Habitica 6.xcdatamodel").path
        let history = try #require(XcodeModelReader.readHistory(at: version, diagnostics: diagnostics))
        #expect(history.versions.last?.entities.count == 44)
        let page = HTMLReportTests.page(history)
        let problems = Self.overlaps(in: page)
        #expect(problems.isEmpty, "\(problems.count): \(problems.prefix(10))")
    }

    /// A direct step has its diagram, and a step a shipped mapping model covers names it.
    @Test func directStepsHaveADiagramAndCoveredStepsNameTheirMappingModel() throws {
        let history = HTMLReportTests.longHistory(versions: 4, entities: 6)
        var report = HTMLReportTests.report(of: history)
        report.steps[0].analysis.coveredBy = ["Model1ToModel2.xcmappingmodel"]
        let page = HTMLReport(toolVersion: "0").render(report, history: history, rules: [])
        #expect(page.contains("Covered by the project's mapping model Model1ToModel2.xcmappingmodel"))
        let directSteps = report.steps.filter(\.isDirect)
        #expect(!directSteps.isEmpty)
        let sections = page.components(separatedBy: "<details")
        for direct in directSteps {
            let heading = ">\(direct.title) (direct) "
            let section = sections.first { $0.contains(heading) } ?? ""
            #expect(section.contains("<svg"), "a direct step draws its diagram: \(direct.title)")
        }
    }
}
