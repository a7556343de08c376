import Testing

/// Models Xcode compiles and Core Data loads but that deserve a word: they are read, with every warning
/// at the right place and no error (docs/validation.md).
@Suite struct WarningFixtureTests {
    static let cases: [(file: String, expected: [String])] = [
        (
            "inverse-not-mutual.yaml",
            [
                "5:7 MW066 relationship 'archived' of 'List' has inverse 'Item.list', whose inverse is 'items', not 'archived'"
            ]
        ),
        (
            "inverse-wrong-entity.yaml",
            [
                "4:7 MW057 relationship 'items' of 'List' has inverse 'Item.owner', which points to 'User', not back to 'List'"
            ]
        ),
        (
            "duplicate-entity-identifier.yaml",
            ["4:3 MW060 entity 'Chore' has the renaming identifier 'ToDo' of entity 'Task'"]
        ),
        (
            "duplicate-property-identifier.yaml",
            [
                "10:7 MW059 property 'label' of entity 'Thing' has the renaming identifier 'name' of 'title'"
            ]
        ),
        (
            "capitalized-property-name.yaml",
            [
                "4:7 MW076 property name 'Title' starts with an uppercase letter; Core Data loads it, but Xcode's editor would not let it be typed"
            ]
        ),
        (
            "integer-default-spelling.yaml",
            [
                "4:7 MW075 default value '0.0' of attribute 'count' of 'Thing' is written as a decimal number, not as an Integer 32; Xcode compiles it and Core Data converts it",
                "5:7 MW075 default value 'NO' of attribute 'level' of 'Thing' is written as a Boolean, not as an Integer 64; Xcode compiles it and Core Data converts it",
            ]
        ),
        (
            "bounds-and-boolean-spelling.yaml",
            [
                "4:7 MW075 minimum '0.0' of attribute 'count' of 'Thing' is written as a decimal number, not as an Integer 16; Xcode compiles it and Core Data converts it",
                "4:7 MW075 maximum '10.0' of attribute 'count' of 'Thing' is written as a decimal number, not as an Integer 16; Xcode compiles it and Core Data converts it",
                "8:7 MW075 default value '0.0' of attribute 'flag' of 'Thing' is written as a decimal number, not as a Boolean; Xcode compiles it and Core Data converts it",
            ]
        ),
    ]

    @Test(arguments: cases)
    func warnsButReads(file: String, expected: [String]) throws {
        let (model, diagnostics) = readFixture("Warnings/\(file)")
        #expect(model != nil)
        #expect(diagnostics.allSatisfy { $0.severity == .warning })
        #expect(diagnostics.map { "\($0.location!.line):\($0.location!.column) \($0.code) \($0.message)" } == expected)
    }
}
