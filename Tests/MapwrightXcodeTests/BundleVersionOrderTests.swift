import MapwrightModel
import MapwrightTestSupport
import MapwrightXcode
import Testing

@Suite struct BundleVersionOrderTests {
    @Test func bundleVersionsComeOldestFirstWithCurrentFromThePlist() throws {
        let (showcase, _) = try Fixtures.history("Showcase")
        #expect(showcase.versions.map(\.name) == ["Showcase", "Showcase 2", "Showcase 10"])
        #expect(showcase.currentVersionName == "Showcase 10")
    }

    @Test(.needsShared("corpus")) func realBundleVersionsComeOldestFirstWithCurrentFromThePlist() throws {
        let (sample, _) = try Fixtures.history("SampleModel")
        #expect(sample.versions.map(\.name) == ["SampleModel", "SampleModel2", "SampleModel3"])
        #expect(sample.currentVersionName == "SampleModel")
    }

    @Test(.needsShared("corpus")) func anEmptyCurrentVersionPlistTakesTheLastVersionWithANote() throws {
        let (history, diagnostics) = try Fixtures.history("Habitica")
        #expect(history.currentVersionName == "Habitica 6")
        #expect(diagnostics.map(\.code) == ["MW044"])
        #expect(diagnostics.first?.severity == .note)
    }
}
