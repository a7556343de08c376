import Foundation
import MapwrightDiagnostics
import MapwrightModel
import MapwrightTestSupport
import Testing

@testable import MapwrightYAML

/// `.mapping.yaml` as input: a hand-written mapping model reads into the same ``ShippedMappingModel`` the
/// Xcode reader makes, and every mistake is an error at its file, line and column.
@Suite struct MappingYAMLReaderTests {
    /// Two entities merged into one: notes and tasks become entries, tasks through a custom policy.
    static let merged = """
        # Note and Task become Entry.
        source: Journal
        destination: Journal 2
        entityMappings:
          - name: NoteToEntry
            source: Note
            destination: Entry
            type: transform
            attributes:
              - name: body
                renamedFrom: text
              - name: kind
                valueExpression: "note"
            relationships:
              - name: tags
                sourceMapping: TagToTag
                sourceKeyPath: $source.labels
          - name: TaskToEntry
            source: Task
            destination: Entry
            policy: App.TaskPolicy
            attributes:
              - name: body
                valueExpression: $source.title
        """

    func read(_ text: String) throws -> (ShippedMappingModel?, [String]) {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Item to Item 2.mapping.yaml").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let diagnostics = CollectingDiagnosticCollector()
        let model = MappingYAMLReader.read(at: path, diagnostics: diagnostics)
        let lines = diagnostics.diagnostics.map {
            "\($0.location.map { "\($0.line):\($0.column)" } ?? "-") \($0.code) \($0.message)"
        }
        return (model, lines)
    }

    @Test func mergedEntitiesReadWithTheirExpressions() throws {
        let (read, problems) = try read(Self.merged)
        #expect(problems.isEmpty)
        let model = try #require(read)
        #expect(model.sourceVersionName == "Journal")
        #expect(model.destinationVersionName == "Journal 2")
        #expect(model.displayName == "Item to Item 2.mapping.yaml")
        #expect(model.entityMappings.map(\.name) == ["NoteToEntry", "TaskToEntry"])
        #expect(model.entityMappings.map(\.destinationEntity) == ["Entry", "Entry"])
        #expect(model.entityMappings.map(\.effectiveType) == [.transform, .custom])
        let note = model.entityMappings[0]
        #expect(note.attributeMappings.map(\.valueExpression) == ["$source.text", "note"])
        #expect(note.relationshipMappings[0].sourceMappingName == "TagToTag")
        #expect(note.relationshipMappings[0].sourceKeyPath == "$source.labels")
        let task = model.entityMappings[1]
        #expect(task.policyClassName == "App.TaskPolicy")
        #expect(task.attributeMappings.map(\.valueExpression) == ["$source.title"])
        #expect(task.anchor.location?.line == 18)
    }

    @Test(
        arguments: [
            (
                "FETCH(FUNCTION($manager, \"fetchRequestForSourceEntityNamed:predicateString:\" , \"Item\", \"notes != nil\"), $manager.sourceContext, NO)",
                "notes != nil"
            ),
            (
                "FETCH(FUNCTION($manager, \"fetchRequestForSourceEntityNamed:predicateString:\" , \"Item\", \"name == \\\"A\\\"\"), $manager.sourceContext, NO)",
                "name == \"A\""
            ),
            (
                "FETCH(FUNCTION($manager, \"fetchRequestForSourceEntityNamed:predicateString:\" , \"Item\", \"TRUEPREDICATE\"), $manager.sourceContext, NO)",
                nil
            ),
        ] as [(String, String?)])
    func aGeneratedSourceExpressionGivesBackItsFilter(_ expression: String, filter: String?) {
        #expect(NodeReader.filter(in: expression) == filter)
    }

    @Test(arguments: [
        (
            "source: A\ndestination: B\nentityMappings:\n  - source: A\n    destinaton: A\n",
            "5:5 MW006 unknown key `destinaton` in an entity mapping"
        ),
        ("source: A\nentityMappings: []\n", "1:1 MW013 `destination` is missing"),
        (
            "source: A\ndestination: B\nentityMappings:\n  - source: A\n    type: Migrate\n",
            "5:11 MW014 `type: Migrate` is not a mapping type"
        ),
        (
            "source: A\ndestination: B\nentityMappings:\n  - source: A\n    number: first\n",
            "5:13 MW007 `number` takes a whole number, not `first`"
        ),
        (
            "source: A\ndestination: B\nentityMappings:\n  - source: A\n    attributes: title\n",
            "5:17 MW007 `attributes` must be a list, not a single value"
        ),
        (
            "source: A\ndestination: B\nentityMappings:\n  - source: A\n    attributes:\n      - valueExpression: x\n",
            "6:9 MW013 `name` is missing"
        ),
        (
            "source: A\ndestination: B\nentityMappings:\n  - policy: P\n",
            "4:5 MW013 an entity mapping needs `source`, `destination` or both"
        ),
        (
            "source: A\ndestination: B\nentityMappings:\n  - source: A\n    sourceHash: abc\n",
            "5:17 MW007 `sourceHash` takes an entity version hash"
        ),
        ("source: [A\n", "MW004"),
        ("# nothing yet\n", "1:1 MW002 the mapping model is empty"),
    ])
    func mistakesAreErrorsWithTheirPosition(_ text: String, expected: String) throws {
        let (model, problems) = try read(text)
        #expect(model == nil)
        #expect(problems.contains { $0.hasPrefix(expected) || $0.contains(expected) }, "\(problems)")
    }

    @Test func userInfoIsReadAsTextsAndAnythingElseIsAPositionedError() throws {
        let good = Self.merged.replacingOccurrences(
            of: "    policy: App.TaskPolicy\n",
            with: "    policy: App.TaskPolicy\n    userInfo:\n      modelVersion: 3\n")
        let (model, problems) = try read(good)
        #expect(problems.isEmpty, "\(problems)")
        #expect(model?.entityMappings.last?.userInfo == ["modelVersion": "3"])
        let bad = Self.merged.replacingOccurrences(
            of: "    policy: App.TaskPolicy\n", with: "    policy: App.TaskPolicy\n    userInfo: [3]\n")
        let (_, badProblems) = try read(bad)
        #expect(
            badProblems.contains { $0.hasPrefix("22:15 MW") && $0.contains("`userInfo` must be a mapping of texts") },
            "\(badProblems)")
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
