import MapwrightDiagnostics
import MapwrightModel
import Testing

@Suite struct AttributeTypeTests {
    @Test(arguments: [
        ("Integer 16", AttributeType.integer16), ("Integer16", .integer16), ("int16", .integer16),
        ("String", .string), ("string", .string), ("Boolean", .boolean), ("Bool", .boolean),
        ("Binary", .binary), ("Data", .binary), ("URI", .uri), ("UUID", .uuid),
        ("Transformable", .transformable), ("Decimal", .decimal), ("Date", .date),
    ])
    func spellings(spelling: String, expected: AttributeType) {
        #expect(AttributeType(spelling: spelling) == expected)
    }

    @Test func unknownSpellingIsRejected() {
        #expect(AttributeType(spelling: "Strnig") == nil)
    }

    @Test func rawValuesMatchNSAttributeType() {
        #expect(AttributeType.integer16.coreDataRawValue == 100)
        #expect(AttributeType.transformable.coreDataRawValue == 1800)
        #expect(AttributeType.composite.coreDataRawValue == 2100)
    }

    @Test func numericTypes() {
        #expect(
            AttributeType.allCases.filter(\.isNumeric) == [
                .integer16, .integer32, .integer64, .decimal, .double, .float,
            ])
    }
}

@Suite struct SourceAnchorTests {
    @Test func locationsDoNotTakePartInEquality() {
        let a = Attribute(
            name: "title", type: .string, anchor: SourceAnchor(SourceLocation(file: "a.yaml", line: 1, column: 1)))
        let b = Attribute(
            name: "title", type: .string, anchor: SourceAnchor(SourceLocation(file: "b.yaml", line: 9, column: 3)))
        #expect(a == b)
    }
}
