/// Which files belong to an app's tests rather than to the app: their schemas are fixtures and their
/// migration code is not the app's. One rule for every reader of a project's sources.
package enum TestSources {
    /// True for a folder or file name of a test target (`AppTests`, `FooTests.swift`, `Tests`,
    /// `TestSupport`, `App UI Tests`), its extension aside.
    package static func isTestName(_ name: some StringProtocol) -> Bool {
        let name = String(name).split(separator: ".").first.map(String.init) ?? String(name)
        return name.hasSuffix("Tests") || name.hasSuffix("Test") || name.hasPrefix("Test")
            || name.lowercased() == "tests"
            || name.contains(" Tests") || name.contains("_Tests")
    }

    /// True for a file of a test target: a folder or the file itself named as one (``isTestName(_:)``).
    package static func isTestFile(_ path: String) -> Bool {
        path.split(separator: "/").contains { isTestName($0) }
    }
}
