import Foundation
import MapwrightYAML
import Testing

/// One fixture per error (Fixtures/Errors): the first diagnostic's code, position and message.
@Suite struct ErrorFixtureTests {
    static let cases: [(file: String, code: String, line: Int, column: Int, message: String)] = [
        ("alias-bomb.yaml", "MW009", 4, 36, "aliases expand to more than 10000 nodes; refusing to expand further"),
        (
            "bad-bound.yaml", "MW065", 4, 7,
            "maximum 'long' of attribute 'name' of 'Thing' is not a length (a whole number, 0 or more)"
        ),
        (
            "bad-default-boolean.yaml", "MW061", 4, 7,
            "default value 'maybe' of attribute 'done' of 'Thing' is not a Boolean (YES or NO)"
        ),
        (
            "bad-default-date.yaml", "MW061", 4, 7,
            "default value 'tomorrow' of attribute 'due' of 'Thing' is not a date (seconds since 2001-01-01 00:00:00 UTC)"
        ),
        (
            "bad-default.yaml", "MW061", 4, 7,
            "default value '70000' of attribute 'count' of 'Thing' is not an Integer 16 (-32768…32767)"
        ),
        (
            "bad-delete-rule.yaml", "MW014", 7, 21,
            "`deleteRule` must be one of Nullify, Cascade, Deny, No Action, found 'Cascde'"
        ),
        (
            "bad-shorthand.yaml", "MW012", 4, 13,
            "cannot read attribute 'name': write `Type`, `Type?` or `Type = default`, found 'String ='"
        ),
        ("binary.yaml", "MW003", 4, 19, "the file holds binary data (control byte 0x00); model files are UTF-8 text"),
        ("comments-only.yaml", "MW002", 1, 1, "the file is empty; a model version needs at least `entities:`"),
        ("deep.yaml", "MW010", 1, 74, "nesting is deeper than 64 levels; a model file needs far fewer"),
        (
            "duplicate-inherited.yaml", "MW053", 8, 7,
            "entity 'Thing' has two properties named 'name' (inherited from 'Base')"
        ),
        ("duplicate-key.yaml", "MW005", 5, 7, "duplicate key 'name' (first written at line 4)"),
        ("duplicate-property.yaml", "MW053", 6, 7, "entity 'Thing' has two properties named 'owner'"),
        ("empty.yaml", "MW002", 1, 1, "the file is empty; a model version needs at least `entities:`"),
        (
            "entity-lowercase.yaml", "MW050", 2, 3,
            "entity name 'thing' must start with an uppercase letter and hold only letters, digits and underscores"
        ),
        (
            "entity-name.yaml", "MW050", 2, 3,
            "entity name '../x' must start with an uppercase letter and hold only letters, digits and underscores"
        ),
        ("inheritance-cycle.yaml", "MW058", 2, 3, "entity 'A' inherits from itself through 'B'"),
        ("latin1.yaml", "MW003", 2, 6, "the file is not valid UTF-8 (byte 0xE9)"),
        ("missing-type.yaml", "MW013", 4, 7, "attribute 'name' needs `type`"),
        (
            "property-name.yaml", "MW051", 4, 7,
            "property name 'due-date' must start with a lowercase letter and hold only letters, digits and underscores"
        ),
        (
            "reserved-name-objectid.yaml", "MW052", 4, 7,
            "property name 'objectID' is reserved: NSManagedObject or NSObject already uses it"
        ),
        (
            "reserved-name.yaml", "MW052", 4, 7,
            "property name 'description' is reserved: NSManagedObject or NSObject already uses it"
        ),
        (
            "syntax.yaml", "MW004", 5, 6,
            "invalid YAML: did not find expected key (while parsing a block mapping started at line 3)"
        ),
        ("top-level-list.yaml", "MW007", 1, 1, "a model version must be a mapping, found a list"),
        ("two-documents.yaml", "MW015", 2, 1, "a model file holds one YAML document; a second one starts here"),
        (
            "unclosed-flow.yaml", "MW004", 5, 1,
            "invalid YAML: did not find expected ',' or ']' (while parsing a flow sequence started at line 4)"
        ),
        ("undefined-alias.yaml", "MW016", 2, 10, "alias '*missing' names no anchor defined before it"),
        ("unknown-attribute-key.yaml", "MW006", 6, 9, "unknown key 'optinal' in attribute 'name'"),
        (
            "unknown-composite.yaml", "MW064", 4, 7,
            "attribute 'where' of 'Thing' names composite type 'Adress', which does not exist"
        ),
        (
            "unknown-constraint-property.yaml", "MW063", 2, 3,
            "a uniqueness constraint of 'Thing' names property 'nmae', which it does not have"
        ),
        (
            "unknown-destination.yaml", "MW054", 5, 7,
            "relationship 'category' of 'Thing' points to entity 'Categry', which does not exist"
        ),
        ("unknown-fetch-entity.yaml", "MW062", 4, 3, "fetch request 'all' names entity 'Thnig', which does not exist"),
        (
            "unknown-inverse.yaml", "MW056", 4, 7,
            "relationship 'items' of 'List' has inverse 'lists', but 'Item' has no relationship of that name"
        ),
        ("unknown-key.yaml", "MW006", 3, 5, "unknown key 'atributes' in entity 'Thing'"),
        ("unknown-parent.yaml", "MW055", 2, 3, "entity 'Thing' has parent 'Bsae', which does not exist"),
        ("unknown-type.yaml", "MW008", 4, 13, "unknown attribute type 'Strng' for attribute 'name'"),
        ("utf16.yaml", "MW003", 1, 1, "the file is UTF-16; model files must be UTF-8"),
        ("wrong-value-bool.yaml", "MW007", 3, 15, "`abstract` must be true or false, found 'maybe'"),
        ("wrong-value-count.yaml", "MW007", 7, 19, "`maxCount` must be a whole number, found 'ten'"),
        ("wrong-value-kind.yaml", "MW007", 2, 3, "`entities` must be a mapping, found a list"),
    ]

    @Test(arguments: cases)
    func reportsTheError(file: String, code: String, line: Int, column: Int, message: String) throws {
        let (model, diagnostics) = readFixture("Errors/\(file)")
        #expect(model == nil)
        let first = try #require(diagnostics.first)
        #expect(first.severity == .error)
        #expect(first.code == code)
        #expect(first.message == message)
        #expect(first.location?.line == line)
        #expect(first.location?.column == column)
        #expect(first.location?.file.hasSuffix("Errors/\(file)") == true)
    }

    @Test func everyErrorFixtureIsInTheTable() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: fixtures.appendingPathComponent("Errors").path)
            .filter { $0.hasSuffix(".yaml") }
        #expect(Set(files) == Set(Self.cases.map(\.file)))
    }

    @Test(arguments: [
        ("unknown-key.yaml", "did you mean 'attributes'?"),
        ("unknown-attribute-key.yaml", "did you mean 'optional'?"),
        ("unknown-type.yaml", "did you mean 'String'?"),
        ("bad-delete-rule.yaml", "did you mean 'Cascade'?"),
        ("unknown-destination.yaml", "did you mean 'Category'?"),
        ("unknown-parent.yaml", "did you mean 'Base'?"),
        ("unknown-fetch-entity.yaml", "did you mean 'Thing'?"),
        ("unknown-constraint-property.yaml", "did you mean 'name'?"),
        ("unknown-composite.yaml", "did you mean 'Address'?"),
    ])
    func suggestsTheClosestName(file: String, hint: String) throws {
        let first = try #require(readFixture("Errors/\(file)").diagnostics.first)
        #expect(first.hint == hint)
    }

    /// Every problem in a file is reported, not only the first, in position order.
    @Test func reportsEveryProblem() throws {
        let (model, diagnostics) = readFixture("Multiple/structure.yaml")
        #expect(model == nil)
        #expect(
            diagnostics.map { "\($0.location!.line):\($0.location!.column) \($0.code)" } == [
                "4:13 MW008", "5:32 MW006", "7:15 MW007", "10:7 MW005", "11:14 MW012",
            ])
        let (model2, semantic) = readFixture("Multiple/semantic.yaml")
        #expect(model2 == nil)
        #expect(
            semantic.map { "\($0.location!.line):\($0.location!.column) \($0.code)" } == [
                "2:3 MW050", "4:7 MW052", "5:7 MW061", "7:7 MW054", "8:3 MW055",
            ])
    }

    /// A file with independent problems reports each once, at the bad value, with no follow-on noise: an
    /// unknown key does not hide the rest, and a default is not re-checked against a type that did not read.
    @Test(arguments: [
        (
            "Multiple/five-independent.yaml",
            [
                "3:5 MW006 did you mean 'attributes'?", "9:7 MW061", "10:14 MW008 did you mean 'String'?", "11:7 MW051",
                "14:7 MW054",
            ]
        ),
        ("Multiple/full-form-type.yaml", ["5:15 MW008 did you mean 'Date'?", "7:7 MW061"]),
    ])
    func reportsEveryIndependentProblemOnce(file: String, expected: [String]) throws {
        let (model, diagnostics) = readFixture(file)
        #expect(model == nil)
        #expect(
            diagnostics.map { d in
                "\(d.location!.line):\(d.location!.column) \(d.code)" + (d.hint.map { " \($0)" } ?? "")
            } == expected)
    }
}
