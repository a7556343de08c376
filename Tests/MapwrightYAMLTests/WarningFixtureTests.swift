import Testing

/// Models Core Data accepts but that deserve a word: they load, with a warning at the right place.
@Suite struct WarningFixtureTests {
    @Test func inverseThatIsNotMutualWarnsButLoads() throws {
        let (model, diagnostics) = readFixture("Warnings/inverse-not-mutual.yaml")
        #expect(model != nil)
        let warning = try #require(diagnostics.first)
        #expect(diagnostics.count == 1)
        #expect(warning.severity == .warning)
        #expect(warning.code == "MW066")
        #expect(warning.message == "relationship 'archived' of 'List' has inverse 'Item.list', whose inverse is 'items', not 'archived'")
        #expect(warning.location?.line == 5)
        #expect(warning.location?.column == 7)
    }
}
