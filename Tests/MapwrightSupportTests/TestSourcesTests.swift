import MapwrightSupport
import Testing

/// Which names are a test target's: the name before its first extension ends in `Tests` or `Test`, starts
/// with `Test`, is `tests` in any case, or holds ` Tests` or `_Tests`.
@Suite struct TestSourcesTests {
    static let names: [(String, Bool)] = [
        ("AppTests", true), ("FooTests.swift", true), ("Tests", true), ("tests", true), ("TESTS", true),
        ("TestSupport", true), ("App UI Tests", true), ("My_Tests.swift", true), ("UITest.m", true),
        ("Tests.swift", true), (".Tests", true), ("Model.Tests.swift", false), ("Contest.swift", false),
        ("Latest", false), ("Attestation.swift", false), ("testing", false), ("", false), ("..", false),
        ("É Tests", true), ("Tést", false), ("App", false),
    ]

    @Test(arguments: names)
    func aNameIsATestTargetsByItsRules(name: String, isTest: Bool) {
        #expect(TestSources.isTestName(name) == isTest)
        #expect(TestSources.isTestName(name[...]) == isTest)
    }

    static let paths: [(String, Bool)] = [
        ("App/Tests/Fixture.swift", true), ("AppTests/Migration.swift", true), ("App/Store.swift", false),
        ("/Users/me/App UI Tests/Launch.swift", true), ("Sources/Latest/Store.swift", false), ("Store.swift", false),
        ("App//StoreTests.swift", true), ("", false),
    ]

    @Test(arguments: paths)
    func aFileIsATestTargetsWhenAFolderOrItIs(path: String, isTest: Bool) {
        #expect(TestSources.isTestFile(path) == isTest)
    }
}
