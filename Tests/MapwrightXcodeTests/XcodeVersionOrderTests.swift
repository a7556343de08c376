import MapwrightModel
import MapwrightXcode
import MapwrightYAML
import Testing

@Suite struct XcodeVersionOrderTests {
    @Test(arguments: [
        (["Foo 10", "Foo 2", "Foo", "Foo 9"], ["Foo", "Foo 2", "Foo 9", "Foo 10"]),
        (["Model3", "Model1", "Model2"], ["Model1", "Model2", "Model3"]),
        (["Notes_v4", "Notes", "Notes_v2", "Notes_v3"], ["Notes", "Notes_v2", "Notes_v3", "Notes_v4"]),
        (["MigrationDemoV3", "MigrationDemo", "MigrationDemoV2"], ["MigrationDemo", "MigrationDemoV2", "MigrationDemoV3"]),
        (["App v2.10", "App v2.9", "App v1.4"], ["App v1.4", "App v2.9", "App v2.10"]),
        (["Foo 02", "Foo 1"], ["Foo 1", "Foo 02"]),
        (["b", "B", "a"], ["a", "B", "b"]),
    ])
    func ordersNamesLikeXcode(input: [String], expected: [String]) {
        #expect(XcodeVersionOrder.sorted(input) == expected)
    }

    @Test func bundleVersionsComeOldestFirstWithCurrentFromThePlist() throws {
        let (showcase, _) = try Fixtures.history("Showcase")
        #expect(showcase.versions.map(\.name) == ["Showcase", "Showcase 2", "Showcase 10"])
        #expect(showcase.currentVersionName == "Showcase 10")
        let (sample, _) = try Fixtures.history("SampleModel")
        #expect(sample.versions.map(\.name) == ["SampleModel", "SampleModel2", "SampleModel3"])
        #expect(sample.currentVersionName == "SampleModel")
    }

    @Test func anEmptyCurrentVersionPlistTakesTheLastVersionWithANote() throws {
        let (history, diagnostics) = try Fixtures.history("Habitica")
        #expect(history.currentVersionName == "Habitica 6")
        #expect(diagnostics.map(\.code) == ["MW033"])
        #expect(diagnostics.first?.severity == .note)
    }
}
