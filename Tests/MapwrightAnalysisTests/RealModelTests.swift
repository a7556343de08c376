import Foundation
import MapwrightAnalysis
import MapwrightDiagnostics
import MapwrightModel
import MapwrightTestSupport
import MapwrightXcode
import MapwrightYAML
import Testing

/// A real bundle nobody here wrote: the *Core Data by Tutorials* UnCloudNotes sample (4 versions), read from
/// `../shared/corpus`.
@Suite(.needsShared("corpus")) struct RealModelTests {
    static let bundle =
        (try? SharedFiles.stageCorpus([
            ("UnCloudNotesDataModel.xcdatamodeld", "nazmulcuet11__UnCloudNotes/UnCloudNotesDataModel")
        ]))?.appendingPathComponent("UnCloudNotesDataModel.xcdatamodeld").path ?? ""

    static func analysis() throws -> HistoryAnalysis {
        let diagnostics = CollectingDiagnosticCollector()
        let history = try #require(
            XcodeModelReader.readHistory(at: bundle, diagnostics: diagnostics), "\(diagnostics.diagnostics)")
        return MigrationAnalyzer.analyze(history)
    }

    @Test func everyStepInfersButTwoLoseOrRiskData() throws {
        let analysis = try Self.analysis()
        #expect(analysis.adjacentSteps.map(\.migration) == [.lightweight, .lightweight, .lightweight])
        #expect(analysis.adjacentSteps[0].findings.isEmpty)
        #expect(
            analysis.adjacentSteps[1].findings.map { "\($0.code) \($0.entity ?? "").\($0.property ?? "")" } == [
                "MW121 Note.image"
            ])
        #expect(
            analysis.adjacentSteps[2].findings.map { "\($0.code) \($0.entity ?? "").\($0.property ?? "")" }.sorted()
                == [
                    "MW111 Attachment.dateCreated", "MW121 Attachment.image",
                ])
    }

    @Test func imageMovesDownToANewSubEntity() throws {
        let step = try Self.analysis().adjacentSteps[2]
        let changes = step.diff.changes.map { "\($0.kind.rawValue) \($0.elementName)" }
        #expect(changes.contains("entityAdded ImageAttachment"))
        #expect(changes.contains("attributeRemoved Attachment.image"))
        #expect(!step.requiresMappingModel)
    }

    @Test func sameEntityHashesWhereNothingChanged() throws {
        let step = try Self.analysis().adjacentSteps[0]
        #expect(step.changedEntities == ["Note"])
    }
}
