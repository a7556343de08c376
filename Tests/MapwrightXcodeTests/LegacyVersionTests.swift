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
        // Its one warning is the archive's own: a minimum of 0 on a Boolean, which Xcode compiles.
        #expect(diagnostics.sorted.map(\.code) == ["MW075"], "\(diagnostics.sorted.map(\.summaryLine))")
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

    /// `../shared/corpus/legacy-twins` beside the repository, when it is there: the same versions in both forms.
    static let twins = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "../../../shared/corpus/legacy-twins"
    ).standardizedFileURL.path
    static let hasTwins = FileManager.default.fileExists(atPath: twins)

    /// The changes from the `elements` form of mogenerator's test model, in `folder`, to its `contents` form.
    static func changesBetweenForms(in folder: String) throws -> [ModelChange] {
        func read(_ form: String) throws -> DataModel {
            let diagnostics = CollectingDiagnosticCollector()
            return try #require(
                XcodeModelReader.readVersion(at: "\(folder)/\(form)/test.xcdatamodel", diagnostics: diagnostics),
                "\(diagnostics.sorted.map(\.summaryLine))")
        }
        return ModelDiffer.diff(from: try read("elements"), to: try read("contents")).changes
    }

    /// Every setting of the binary form is read: the two forms differ only in what Xcode 4 records of itself
    /// (the tools version), not in defaults, validation, delete rules, indexes, class names, user info or
    /// fetch requests.
    @Test(.needsShared("corpus")) func aVersionReadsTheSameInBothFormsXcodeSavedItIn() throws {
        let changes = try Self.changesBetweenForms(in: "\(Self.folder)/mogenerator")
        #expect(changes.map(\.kind) == [.model(.modelSettingsChanged)], "\(changes)")
        let diagnostics = CollectingDiagnosticCollector()
        let version = try #require(
            XcodeModelReader.readVersion(
                at: "\(Self.folder)/mogenerator/elements/test.xcdatamodel", diagnostics: diagnostics))
        let human = try #require(version.entity(named: "Human"))
        let age = try #require(human.attributes.first { $0.name == "age" })
        #expect(age.defaultValue == "0" && age.minValue == "0")
        #expect(age.userInfo.map(\.key) == ["mogenerator.readonly"])
        let children = try #require(version.entity(named: "Parent")?.relationships.first { $0.name == "children" })
        #expect(children.deleteRule == .cascade && children.isIndexed)
        #expect(human.className == "HumanMO")
        #expect(
            version.fetchRequests.map(\.name) == [
                "allHumans", "byHumanName", "byParent", "byParentName", "oneByHumanName",
            ])
    }

    /// A finding about an element of a binary version (an attribute removed since) points at its `elements`
    /// file, not at the bundle.
    @Test(.needsShared("corpus")) func everyElementOfABinaryVersionIsLocatedInItsFile() throws {
        let path = "\(Self.folder)/mogenerator/elements/test.xcdatamodel"
        let version = try #require(XcodeModelReader.readVersion(at: path, diagnostics: CollectingDiagnosticCollector()))
        let locations = version.entities.flatMap { entity in
            [entity.anchor.location] + entity.attributes.map(\.anchor.location)
                + entity.relationships.map(\.anchor.location) + entity.fetchedProperties.map(\.anchor.location)
        }
        #expect(locations.count > 20)
        #expect(locations.allSatisfy { $0 == SourceLocation(file: path + "/elements", line: 1, column: 1) })
    }

    @Test(.enabled(if: hasTwins, "../shared/corpus/legacy-twins is not beside the repository"))
    func theSharedTwinsReadAndHashAlike() throws {
        let changes = try Self.changesBetweenForms(in: "\(Self.twins)/mogenerator")
        #expect(changes.map(\.kind) == [.model(.modelSettingsChanged)], "\(changes)")
        let diagnostics = CollectingDiagnosticCollector()
        let history = try #require(
            XcodeModelReader.readHistory(
                at: "\(Self.twins)/OsiriXDB_DataModel.xcdatamodeld", diagnostics: diagnostics),
            "\(diagnostics.sorted.map(\.summaryLine))")
        let version = try #require(history.current)
        let snapshot = try ModelSnapshotDecoder.model(
            from: Data(contentsOf: URL(fileURLWithPath: "\(Self.twins)/OsiriXDB_DataMapping.destinationmodeldata")),
            name: version.name
        ).model
        // The snapshot was archived at another save (without the Sync Services user info, with one more fetch
        // request): the settings differ, the hashes do not.
        #expect(VersionHasher.modelVersionHash(version) == VersionHasher.modelVersionHash(snapshot))
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
