import Foundation
import MapwrightAnalysis
import MapwrightDiagnostics
import MapwrightModel
import MapwrightSupport
import MapwrightTestSupport
import Testing

@testable import MapwrightXcode

/// Versions saved before Xcode 4 (`elements`, no `contents`) are read: Xcode still compiles them, and
/// long-lived apps carry them as their first versions.
@Suite struct LegacyVersionTests {
    static let folder = "\(Fixtures.real ?? "")/legacy"

    @Test(.needsShared("corpus")) func aPreXcode4VersionIsReadWithTheHashesXcodesOwnSnapshotOfItGives() throws {
        let diagnostics = CollectingDiagnosticCollector()
        let history = try #require(
            XcodeModelReader.readHistory(
                at: "\(Self.folder)/OsiriXDB_DataModel.xcdatamodeld", diagnostics: diagnostics),
            "\(diagnostics.sorted.map(\.summaryLine))")
        #expect(diagnostics.sorted.isEmpty, "\(diagnostics.sorted.map(\.summaryLine))")
        let version = try #require(history.version(named: "OsiriXDB_DataModel"))
        #expect(version.entities.map(\.name) == ["Album", "Image", "LogEntry", "Series", "Study"])

        // The snapshot a mapping model archived from this version: other bytes, the same model.
        let snapshotData = try Data(
            contentsOf: URL(fileURLWithPath: "\(Self.folder)/OsiriXDB_DataMapping.destinationmodeldata"))
        let snapshot = try ModelSnapshotDecoder.model(from: snapshotData, name: "OsiriXDB_DataModel").model
        let read = VersionHasher.entityHashes(version).mapValues(\.hex)
        #expect(read == VersionHasher.entityHashes(snapshot).mapValues(\.hex))
        #expect(read["Study"] == "481ba8da78b927674b0476f263e96080b0207625073bab78e29700b84acfcff4")
        #expect(VersionHasher.modelVersionHash(version) == VersionHasher.modelVersionHash(snapshot))
    }

    /// mogenerator's test model, converted by Xcode 4.5 from `elements` to `contents` in one commit that
    /// changed nothing else: the two forms hash alike.
    @Test(.needsShared("corpus")) func aVersionHashesTheSameInBothFormsXcodeSavedItIn() throws {
        func hashes(_ form: String) throws -> [String: String] {
            let diagnostics = CollectingDiagnosticCollector()
            let version = try #require(
                XcodeModelReader.readVersion(
                    at: "\(Self.folder)/mogenerator/\(form)/test.xcdatamodel", diagnostics: diagnostics),
                "\(diagnostics.sorted.map(\.summaryLine))")
            return VersionHasher.entityHashes(version).mapValues(\.hex)
        }
        let elements = try hashes("elements")
        #expect(elements.count == 8)
        #expect(elements == (try hashes("contents")))
    }

    @Test func anElementsFileThatIsNotAKeyedArchiveIsRefusedWithTheReason() throws {
        let diagnostics = CollectingDiagnosticCollector()
        #expect(XcodeModelReader.readHistory(at: Fixtures.bad("Legacy.xcdatamodeld"), diagnostics: diagnostics) == nil)
        let diagnostic = try #require(diagnostics.sorted.first)
        #expect(diagnostic.code == "MW032")
        #expect(diagnostic.message.contains("saved before Xcode 4"))
        #expect(diagnostic.message.contains("cannot be read: "))
    }

    @Test func aBinaryFileIsNeverQuotedUnderItsDiagnostic() throws {
        let elements = try makeTemporaryDirectory().appendingPathComponent("elements")
        try Data(Array("bplist00".utf8) + [0xD4, 0x00, 0x01, 0x0A]).write(to: elements)
        let diagnostic = Diagnostic(
            XcodeRules.unsupportedLegacyVersion, "m", at: SourceLocation(file: elements.path, line: 1, column: 1))
        #expect(DiagnosticRenderer().render(diagnostic) == diagnostic.summaryLine + "\n")
    }
}
