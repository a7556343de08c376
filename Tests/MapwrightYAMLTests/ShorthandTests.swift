import MapwrightModel
import MapwrightYAML
import Testing

@Suite struct ShorthandTests {
    @Test(arguments: [
        ("String", AttributeType.string, false, nil as String?),
        ("String?", .string, true, nil),
        ("Boolean = NO", .boolean, false, "NO"),
        ("Integer 16? = 0", .integer16, true, "0"),
        ("Integer16=5", .integer16, false, "5"),
        ("Int64 = -3", .integer64, false, "-3"),
        ("Date? = 631123200", .date, true, "631123200"),
        ("String = a = b", .string, false, "a = b"),
        ("Data?", .binary, true, nil),
        ("URL?", .uri, true, nil),
    ])
    func attribute(text: String, type: AttributeType, optional: Bool, defaultValue: String?) throws {
        let (model, diagnostics) = try readVersion(
            source: "entities:\n  Thing:\n    attributes:\n      value: \(text)\n")
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.summaryLine))")
        let attribute = try #require(model?.entities.first?.attributes.first)
        #expect(attribute == Attribute(name: "value", type: type, isOptional: optional, defaultValue: defaultValue))
    }

    @Test(arguments: [
        ("Other", false, false, nil as String?, 1, 1),
        ("Other?", false, true, nil, 0, 1),
        ("Other.back", false, false, "back", 1, 1),
        ("Other.back?", false, true, "back", 0, 1),
        ("[Other]", true, true, nil, 0, 0),
        ("[Other.back]", true, true, "back", 0, 0),
    ])
    func relationship(text: String, toMany: Bool, optional: Bool, inverse: String?, minCount: Int, maxCount: Int) throws
    {
        let source = """
            entities:
              Thing:
                relationships:
                  link: \(text)
              Other:
                relationships:
                  back: [Thing.link]
            """
        let (model, diagnostics) = try readVersion(source: source)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.summaryLine))")
        let relationship = try #require(model?.entities.first?.relationships.first)
        #expect(relationship.destination == "Other")
        #expect(relationship.inverse == inverse)
        #expect(relationship.isToMany == toMany)
        #expect(relationship.isOptional == optional)
        #expect(relationship.minCount == minCount)
        #expect(relationship.maxCount == maxCount)
        #expect(relationship.deleteRule == .nullify)
    }

    @Test(arguments: ["Other..x", "Other.a.b", ".back", "Other thing"])
    func unreadableRelationshipShorthand(text: String) throws {
        let (model, diagnostics) = try readVersion(
            source: "entities:\n  Thing:\n    relationships:\n      link: \(text)\n")
        #expect(model == nil)
        #expect(diagnostics.map(\.code) == ["MW012"])
    }
}
