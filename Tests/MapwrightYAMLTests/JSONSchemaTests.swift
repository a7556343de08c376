import Foundation
import MapwrightModel
import MapwrightTestSupport
import Testing

@testable import MapwrightYAML

/// schemas/mapwright-model.schema.json knows exactly the keys the reader knows.
@Suite struct JSONSchemaTests {
    private func schema() throws -> [String: Any] {
        let data = try Data(contentsOf: packageRoot.appendingPathComponent("schemas/mapwright-model.schema.json"))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    /// The `properties` keys of the object form at `path` (definition name, or nil for the top level).
    private func keys(_ schema: [String: Any], definition: String?) throws -> Set<String> {
        var node = schema
        if let definition {
            let definitions = try #require(schema["definitions"] as? [String: Any])
            node = try #require(definitions[definition] as? [String: Any])
        }
        if let properties = node["properties"] as? [String: Any] { return Set(properties.keys) }
        let variants = try #require(node["oneOf"] as? [[String: Any]])
        let object = try #require(variants.first { $0["properties"] != nil })
        return Set(try #require(object["properties"] as? [String: Any]).keys)
    }

    @Test func keySetsMatchTheReader() throws {
        let schema = try schema()
        #expect(try keys(schema, definition: nil) == Set(Keys.Model.all))
        #expect(try keys(schema, definition: "entity") == Set(Keys.Entity.all))
        #expect(try keys(schema, definition: "attribute") == Set(Keys.Attribute.all))
        #expect(try keys(schema, definition: "relationship") == Set(Keys.Relationship.all))
        #expect(try keys(schema, definition: "fetchRequest") == Set(Keys.FetchRequest.all))
        #expect(try keys(schema, definition: "fetchIndexElement") == Set(Keys.FetchIndexElement.all))
        let settings = try #require((schema["properties"] as? [String: Any])?["settings"] as? [String: Any])
        #expect(Set(try #require(settings["properties"] as? [String: Any]).keys) == Set(Keys.Settings.all))
    }

    @Test func attributeTypesMatchTheModel() throws {
        let definitions = try #require(try schema()["definitions"] as? [String: Any])
        let type = try #require(definitions["attributeType"] as? [String: Any])
        let names = try #require((type["anyOf"] as? [[String: Any]])?.first?["enum"] as? [String])
        #expect(Set(names) == Set(AttributeType.allCases.map(\.xcodeName)))
    }
}
