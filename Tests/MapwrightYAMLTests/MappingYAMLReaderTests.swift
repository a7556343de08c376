import Foundation
import MapwrightModel
import MapwrightTestSupport
@testable import MapwrightYAML
import Testing

/// `.mapping.yaml` as input: a hand-written mapping model reads into the same ``ShippedMappingModel`` the
/// Xcode reader makes, and every mistake is an error at its file, line and column.
@Suite struct MappingYAMLReaderTests {
    static let split = """
        # Item is split: its notes move to a Note entity of their own.
        source: Item
        destination: Item 2
        entityMappings:
          - source: Item
            destination: Item
            attributes:
              - name: title
                valueExpression: $source.name
              - name: rank
                renamedFrom: priority
            relationships:
              - name: note
                valueExpression: FUNCTION($manager, "destinationInstancesForEntityMappingNamed:sourceInstances:", "ItemToNote", $source)
          - name: ItemToNote
            source: Item
            destination: Note
            policy: App.NotePolicy
            filter: notes != nil
            attributes:
              - name: text
                valueExpression: $source.notes
        """

    func read(_ text: String) throws -> (ShippedMappingModel?, [String]) {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Item to Item 2.mapping.yaml").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let diagnostics = DiagnosticsCollector()
        let model = MappingYAMLReader.read(at: path, diagnostics: diagnostics)
        let lines = diagnostics.diagnostics.map {
            "\($0.location.map { "\($0.line):\($0.column)" } ?? "-") \($0.code) \($0.message)"
        }
        return (model, lines)
    }

    @Test func aSplitEntityReadsWithItsExpressions() throws {
        let (read, problems) = try read(Self.split)
        #expect(problems.isEmpty)
        let model = try #require(read)
        #expect(model.sourceVersionName == "Item")
        #expect(model.destinationVersionName == "Item 2")
        #expect(model.displayName == "Item to Item 2.mapping.yaml")
        #expect(model.entityMappings.map(\.name) == ["ItemToItem", "ItemToNote"])
        #expect(model.entityMappings.map(\.effectiveType) == [.transform, .custom])
        let item = model.entityMappings[0]
        #expect(item.attributeMappings.map(\.valueExpression) == ["$source.priority", "$source.name"])
        #expect(item.relationshipMappings[0].sourceMappingName == "ItemToNote")
        #expect(item.relationshipMappings[0].sourceKeyPath == "$source")
        let note = model.entityMappings[1]
        #expect(note.policyClassName == "App.NotePolicy")
        #expect(note.sourceFilterPredicate == "notes != nil")
        #expect(note.anchor.location?.line == 15)
    }

    @Test(arguments: [
        ("source: A\ndestination: B\nentityMappings:\n  - source: A\n    destinaton: A\n", "5:5 MW006 unknown key `destinaton` in an entity mapping"),
        ("source: A\nentityMappings: []\n", "1:1 MW013 `destination` is missing"),
        ("source: A\ndestination: B\nentityMappings:\n  - source: A\n    type: Migrate\n", "5:11 MW014 `type: Migrate` is not a mapping type"),
        ("source: A\ndestination: B\nentityMappings:\n  - source: A\n    number: first\n", "5:13 MW007 `number` takes a whole number, not `first`"),
        ("source: A\ndestination: B\nentityMappings:\n  - source: A\n    attributes: title\n", "5:17 MW007 `attributes` must be a list, not a single value"),
        ("source: A\ndestination: B\nentityMappings:\n  - source: A\n    attributes:\n      - valueExpression: x\n", "6:9 MW013 `name` is missing"),
        ("source: A\ndestination: B\nentityMappings:\n  - policy: P\n", "4:5 MW013 an entity mapping needs `source`, `destination` or both"),
        ("source: A\ndestination: B\nentityMappings:\n  - source: A\n    sourceHash: abc\n", "5:17 MW007 `sourceHash` takes an entity version hash"),
        ("source: [A\n", "MW004"),
    ])
    func mistakesAreErrorsWithTheirPosition(_ text: String, expected: String) throws {
        let (model, problems) = try read(text)
        #expect(model == nil)
        #expect(problems.contains { $0.hasPrefix(expected) || $0.contains(expected) }, "\(problems)")
    }

    @Test func theSchemaKnowsTheReadersKeys() throws {
        let data = try Data(contentsOf: packageRoot.appendingPathComponent("schemas/mapwright-mapping.schema.json"))
        let schema = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        func keys(_ node: Any?) throws -> Set<String> {
            Set(try #require((node as? [String: Any])?["properties"] as? [String: Any]).keys)
        }
        let definitions = schema["definitions"] as? [String: Any]
        #expect(try keys(schema) == Set(MappingYAMLKeys.model))
        #expect(try keys(definitions?["entityMapping"]) == Set(MappingYAMLKeys.entityMapping))
        #expect(try keys(definitions?["propertyMapping"]) == Set(MappingYAMLKeys.propertyMapping))
    }

    @Test func aMappingModelBesideTheVersionsIsNotAVersion() throws {
        #expect(!ModelFolder.isVersionFile("Item to Item 2.mapping.yaml"))
        #expect(ModelFolder.isVersionFile("Item 2.yaml"))
    }
}
