import Foundation
import MapwrightAnalysis
import MapwrightDiagnostics
import MapwrightModel
import MapwrightTestSupport
import MapwrightXcode
import Testing

/// Models Xcode compiles and shipped apps migrate with are read and analysed, with warnings: integer
/// defaults spelt `0.0` or `NO`, a capitalised relationship name, an inverse naming another entity's
/// relationship, a shared renaming identifier, `usedWithCloudKit="false"` (docs/validation.md).
@Suite struct XcodeAcceptedModelTests {
    static func read() throws -> (ModelHistory, [Diagnostic]) {
        let diagnostics = CollectingDiagnosticCollector()
        let history = try #require(
            XcodeModelReader.readHistory(at: Fixtures.accepted("XcodeAccepts"), diagnostics: diagnostics))
        return (history, diagnostics.sorted)
    }

    /// A version whose one entity `A` holds `attribute` (an `<attribute>` element), read: the model when it
    /// reads, and the findings.
    static func readVersion(holding attribute: String) throws -> (model: DataModel?, found: [Diagnostic]) {
        let folder = try makeTemporaryDirectory().appendingPathComponent("A.xcdatamodel")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let xml =
            #"<?xml version="1.0"?><model><entity name="A" representedClassName="A">"# + attribute
            + "</entity></model>"
        try Data(xml.utf8).write(to: folder.appendingPathComponent("contents"))
        let diagnostics = CollectingDiagnosticCollector()
        let model = XcodeModelReader.readVersion(at: folder.path, diagnostics: diagnostics)
        return (model, diagnostics.sorted)
    }

    @Test func readsWithWarningsOnly() throws {
        let (history, diagnostics) = try Self.read()
        #expect(history.versions.map(\.name) == ["XcodeAccepts", "XcodeAccepts 2"])
        #expect(diagnostics.allSatisfy { $0.severity == .warning }, "\(diagnostics.map(\.summaryLine))")
        // `XcodeAccepts 2.xcdatamodel` sorts first; in each: the two integer defaults, the shared identifier
        // (second version only), the capitalised `Box`, and `Tag.box`'s inverse.
        #expect(
            diagnostics.map(\.code) == [
                "MW075", "MW075", "MW059", "MW076", "MW057", "MW075", "MW075", "MW076", "MW057",
            ])
        #expect(history.versions.allSatisfy { !$0.settings.isUsedWithCloudKit })
    }

    @Test func sharedRenamingIdentifierMakesTheStepHeavy() throws {
        let (history, _) = try Self.read()
        let step = try #require(MigrationAnalyzer.analyze(history).adjacentSteps.first)
        #expect(step.migration == .heavy)
        #expect(step.findings.map(\.code).contains("MW106"))
    }

    @Test(arguments: ["true", "false", "YES", "NO"])
    func cloudKitFlagSpellings(value: String) throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("mapwright-cloudkit-\(value)-\(ProcessInfo.processInfo.processIdentifier)")
            .appendingPathComponent("A.xcdatamodel")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let xml = #"<?xml version="1.0"?><model usedWithCloudKit="\#(value)"><entity name="A"/></model>"#
        try Data(xml.utf8).write(to: folder.appendingPathComponent("contents"))
        let diagnostics = ExpectingDiagnosticCollector()
        let model = try #require(XcodeModelReader.readVersion(at: folder.path, diagnostics: diagnostics))
        #expect(model.settings.isUsedWithCloudKit == (value == "true" || value == "YES"))
    }

    /// A UUID default that is no UUID is read on with MW077 (Trio ships `defaultValueString="empy"` through
    /// its releases); a valid one says nothing; another type's unreadable default still stops reading (MW061).
    @Test(arguments: [
        ("UUID", "empy", ["MW077"]), ("UUID", "", ["MW077"]), ("UUID", "2B5CD2C4-5A1E-4F0B-9B7E-3C3D3F0A1B2C", []),
        ("Integer 16", "empy", ["MW061"]),
    ])
    func uuidDefaults(type: String, value: String, codes: [String]) throws {
        let (model, found) = try Self.readVersion(
            holding: #"<attribute name="id" optional="YES" attributeType="\#(type)" defaultValueString="\#(value)"/>"#)
        #expect(found.map(\.code) == codes, "\(found.map(\.summaryLine))")
        #expect((model != nil) == !codes.contains("MW061"))
        #expect(found.allSatisfy { $0.severity == ($0.code == "MW077" ? .warning : .error) })
    }

    /// A date's default and limits are its `*DateTimeInterval` keys: a model first saved by an older Xcode
    /// (the Air Cadets' timesheets, fifteen shipped versions) keeps the text beside them, which Xcode does not
    /// compile. Any other type reads its `*ValueString`; a key written alone is read whatever the type.
    @Test(arguments: [
        (
            "Date", #"defaultDateTimeInterval="284061600" defaultValueString="2010-01-01 12:00:00 -0600""#,
            "284061600", [String]()
        ),
        ("Date", #"defaultDateTimeInterval="284061600" defaultValueString="January 1, 2010""#, "284061600", []),
        ("Date", #"defaultDateTimeInterval="0""#, "0", []),
        ("Date", #"defaultValueString="January 1, 2010""#, nil, ["MW061"]),
        ("Integer 16", #"defaultValueString="3" defaultDateTimeInterval="284061600""#, "3", []),
    ])
    func dateSettingsAreTheirIntervals(type: String, keys: String, expected: String?, codes: [String]) throws {
        let minimum = type == "Date" ? "2001-01-01" : "1"
        let (model, found) = try Self.readVersion(
            holding: #"<attribute name="at" optional="YES" attributeType="\#(type)" \#(keys) "#
                + #"minDateTimeInterval="0" minValueString="\#(minimum)"/>"#)
        #expect(found.map(\.code) == codes, "\(found.map(\.summaryLine))")
        guard codes.isEmpty else { return }
        let attribute = try #require(model?.entities.first?.attributes.first)
        #expect(attribute.defaultValue == expected)
        #expect(attribute.minValue == (type == "Date" ? "0" : "1"))
    }

    /// An emptied default field stays `defaultValueString=""` on an attribute whose type takes no default
    /// (Newsman's Transformable `searchTags`, saved by Xcode 13): Xcode compiles it to no default, so it is
    /// read as none. Any other default on such a type is still refused (MW061).
    @Test(arguments: [
        ("Transformable", "", nil, [String]()), ("Binary", "", nil, []), ("String", "", "", []),
        ("Transformable", "[]", nil, ["MW061"]),
    ])
    func anEmptiedDefaultOfATypeWithoutDefaultsIsNone(type: String, value: String, expected: String?, codes: [String])
        throws
    {
        let (model, found) = try Self.readVersion(
            holding: #"<attribute name="tags" optional="YES" attributeType="\#(type)" defaultValueString="\#(value)"/>"#
        )
        #expect(found.map(\.code) == codes, "\(found.map(\.summaryLine))")
        guard codes.isEmpty else { return }
        #expect(try #require(model?.entities.first?.attributes.first).defaultValue == expected)
    }

    /// Code generation never enters a hash: `none` (Meshtastic writes it for its manual classes) reads as
    /// manual, silently; another value reads as manual with MW043; Xcode compiles both.
    @Test(arguments: [
        ("class", CodeGeneration.class, []), ("category", .category, []), ("none", nil, []),
        ("someday", nil, ["MW043"]),
    ])
    func codeGenerationValues(value: String, expected: CodeGeneration?, codes: [String]) throws {
        let folder = try makeTemporaryDirectory().appendingPathComponent("A.xcdatamodel")
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let xml = #"<?xml version="1.0"?><model><entity name="A" codeGenerationType="\#(value)"/></model>"#
        try Data(xml.utf8).write(to: folder.appendingPathComponent("contents"))
        let diagnostics = CollectingDiagnosticCollector()
        let model = try #require(XcodeModelReader.readVersion(at: folder.path, diagnostics: diagnostics))
        #expect(model.entities.first?.codeGeneration == expected)
        #expect(diagnostics.diagnostics.map(\.code) == codes)
        #expect(diagnostics.diagnostics.allSatisfy { $0.severity == .warning })
    }

    @Test func versionsDifferingOnlyInCaseAreReadWithAWarning() throws {
        let bundle = try makeTemporaryDirectory().appendingPathComponent("M.xcdatamodeld")
        defer { try? FileManager.default.removeItem(at: bundle.deletingLastPathComponent()) }
        for version in ["M", "M 2", "m 2"] {
            let folder = bundle.appendingPathComponent("\(version).xcdatamodel")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try "<model>\n  <entity name=\"Item\"/>\n</model>\n".write(
                to: folder.appendingPathComponent("contents"), atomically: true, encoding: .utf8)
        }
        let diagnostics = ExpectingDiagnosticCollector(expecting: [
            XcodeRules.versionsDifferOnlyInCase.code, XcodeRules.noCurrentVersionRecorded.code,
        ])
        let history = try #require(XcodeModelReader.readHistory(at: bundle.path, diagnostics: diagnostics))
        #expect(history.versions.count == 3)
        let warning = try #require(
            diagnostics.diagnostics.first { $0.code == XcodeRules.versionsDifferOnlyInCase.code })
        #expect(warning.severity == .warning)
        #expect(
            warning.location?.file.hasSuffix("m 2.xcdatamodel/contents") == true
                || warning.location?.file.hasSuffix("M 2.xcdatamodel/contents") == true)
        #expect(diagnostics.codes.filter { $0 == XcodeRules.versionsDifferOnlyInCase.code }.count == 1)
    }
}
