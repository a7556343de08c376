import Foundation
import MapwrightDiagnostics
import MapwrightModel
import MapwrightTestSupport
import MapwrightYAML
import Testing

/// read → write → read gives an equal model; write(read(file)) is stable; the writer's output is pinned.
@Suite struct RoundTripTests {
    static let versionFiles = [
        "Constructs/Everything.yaml"
    ]

    @Test(arguments: versionFiles)
    func writtenVersionReadsBackEqual(path: String) throws {
        let model = try #require(readFixture(path).model)
        let text = YAMLModelWriter.render(model)
        let (again, diagnostics) = try readVersion(source: text, name: model.name)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.summaryLine))\n\(text)")
        #expect(again == model)
        #expect(YAMLModelWriter.render(try #require(again)) == text)
    }

    @Test func writerOutputMatchesGolden() throws {
        let model = try #require(readFixture("Constructs/Everything.yaml").model)
        let text = YAMLModelWriter.render(model, schemaReference: "../mapwright-model.schema.json")
        try Golden.check(text, against: fixtures.appendingPathComponent("Constructs/Everything.written.yaml"))
    }

    @Test(arguments: ["ToDo", "Lists"])
    func exampleSchemasRoundTripThroughAFolder(name: String) throws {
        let diagnostics = ExpectingDiagnosticCollector()
        let history = try #require(
            YAMLModelReader.readHistory(
                at: packageRoot.appendingPathComponent("schemas/\(name)").path, diagnostics: diagnostics))
        let folder = try makeTemporaryDirectory().appendingPathComponent(name)
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        try YAMLModelWriter.write(history, toFolder: folder.path, schemaReference: "../mapwright-model.schema.json")
        let again = try #require(YAMLModelReader.readHistory(at: folder.path, diagnostics: diagnostics))
        #expect(again.versions == history.versions)
        #expect(again.currentVersionName == history.currentVersionName)
        #expect(again.name == history.name)
    }

    /// The example schemas are written the way the writer writes them (comments aside).
    @Test(arguments: ["ToDo/ToDo.yaml", "ToDo/ToDo 3.yaml", "Lists/Lists.yaml", "Lists/Lists 2.yaml"])
    func exampleFilesAreInWriterForm(path: String) throws {
        let url = packageRoot.appendingPathComponent("schemas/\(path)")
        let diagnostics = CollectingDiagnosticCollector()
        let model = try #require(YAMLModelReader.readVersion(at: url.path, diagnostics: diagnostics))
        let source = try String(contentsOf: url, encoding: .utf8)
        let withoutComments = source.split(separator: "\n").filter {
            !$0.trimmingCharacters(in: .whitespaces).hasPrefix("#") || $0.hasPrefix("# yaml-language-server")
        }
        #expect(
            YAMLModelWriter.render(model, schemaReference: "../mapwright-model.schema.json") == withoutComments.joined(
                separator: "\n") + "\n")
    }

    @Test func manifestListsVersionsOnlyWhenTheOrderIsNotNumeric() {
        let numeric = ModelHistory(
            name: "M", versions: [DataModel(name: "M"), DataModel(name: "M 2"), DataModel(name: "M 10")],
            currentVersionName: "M 10", origin: "")
        #expect(YAMLModelWriter.renderManifest(numeric) == "current: M 10\n")
        let custom = ModelHistory(
            name: "M", versions: [DataModel(name: "Beta"), DataModel(name: "Alpha")], currentVersionName: "Alpha",
            origin: "")
        #expect(YAMLModelWriter.renderManifest(custom) == "current: Alpha\nversions:\n  - Beta\n  - Alpha\n")
    }

    @Test(arguments: [
        ("plain text", "plain text"), ("a: b", "\"a: b\""), ("", "\"\""), ("null", "\"null\""), ("#x", "\"#x\""),
        ("x #y", "\"x #y\""), ("line\nbreak", "\"line\\nbreak\""), ("say \"hi\"", "say \"hi\""), ("- x", "\"- x\""),
        (" padded", "\" padded\""), ("[String]", "\"[String]\""), ("ünïcode", "ünïcode"),
    ])
    func scalarsAreQuotedOnlyWhenNeeded(text: String, written: String) throws {
        let model = DataModel(name: "M", versionIdentifier: text)
        let rendered = YAMLModelWriter.render(model)
        #expect(rendered == "versionIdentifier: \(written)\nentities: {}\n")
        #expect(try readVersion(source: rendered, name: "M").model?.versionIdentifier == text)
    }
}
