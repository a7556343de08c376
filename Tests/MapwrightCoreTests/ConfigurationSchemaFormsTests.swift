import Foundation
import MapwrightCore
import MapwrightDiagnostics
import MapwrightModel
import MapwrightTestSupport
import Testing

/// The configuration schema accepts every form the reader and the docs accept: one path without a list,
/// the other spellings of a Boolean, the comment-only starter `config init` writes, and each example of
/// docs/configuration.md; it still refuses what the reader refuses.
@Suite struct ConfigurationSchemaFormsTests {
    /// `text` as mapwright.yml: the reader's problems and the schema's.
    static func problems(_ text: String) throws -> (reader: [String], schema: [String]) {
        let root = try makeTemporaryDirectory()
        let file = root.appendingPathComponent("mapwright.yml")
        try Data(text.utf8).write(to: file)
        let diagnostics = CollectingDiagnosticCollector()
        _ = ConfigurationLoader.read(
            at: file.path, shownAs: "mapwright.yml", baseDirectory: root.path, diagnostics: diagnostics)
        let validator = try SchemaFilesTests.validator("mapwright-config.schema.json")
        return (
            diagnostics.diagnostics.filter { $0.severity == .error }.map(\.summaryLine),
            // A file of comments only is an empty document: null, as an editor's YAML reader gives it.
            validator.problems(in: isEmpty(text) ? NSNull() : try SchemaFilesTests.json(ofYAML: file.path))
        )
    }

    /// True when `text` holds only comments and blank lines.
    static func isEmpty(_ text: String) -> Bool {
        text.split(separator: "\n").allSatisfy {
            $0.trimmingCharacters(in: .whitespaces).hasPrefix("#") || $0.allSatisfy(\.isWhitespace)
        }
    }

    @Test(arguments: [
        "models: schemas/ToDo\n", "ignore: schemas/Legacy\n", "mappings: Migrations\n", "githubAnnotations: yes\n",
        "githubAnnotations: on\n", "githubAnnotations: Off\n", "staged: no\n", "githubAnnotations: TRUE\n",
        "inference: off\n", "current:\n  App/Model.xcdatamodeld: Model 2\n", "policySources: App/Policies\n",
        "swiftData:\n  codable: transformable\n  associatedValues: strings\n", StarterConfiguration.text,
    ])
    func acceptedByTheReaderAndTheSchema(text: String) throws {
        let (reader, schema) = try Self.problems(text)
        #expect(reader.isEmpty, "\(reader)")
        if text == StarterConfiguration.text { #expect(Self.isEmpty(text)) }
        #expect(schema.isEmpty, "\(text): \(schema)")
    }

    @Test(arguments: [
        "githubAnnotations: maybe\n", "models: {a: b}\n", "failOn: sometimes\n", "inference: maybe\n",
        "current:\n  Item: [a]\n", "swiftData:\n  codable: blob\n", "swiftData:\n  codables: composite\n",
    ])
    func refusedByTheReaderAndTheSchema(text: String) throws {
        let (reader, schema) = try Self.problems(text)
        #expect(!reader.isEmpty)
        #expect(!schema.isEmpty, "\(text)")
    }

    /// Every `mapwright.yml` example of docs/configuration.md (the blocks that are not model files).
    @Test func theDocumentedExamplesAreAccepted() throws {
        let page = try String(
            contentsOf: packageRoot.appendingPathComponent("docs/configuration.md"), encoding: .utf8)
        let blocks = page.components(separatedBy: "```yaml\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
        let configurations = blocks.filter { !$0.hasPrefix("entities:") }
        #expect(!configurations.isEmpty)
        for text in configurations {
            #expect(try Self.problems(text).schema.isEmpty, "\(text)")
        }
    }
}
