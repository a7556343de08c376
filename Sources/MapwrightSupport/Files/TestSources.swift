/// Which files belong to an app's tests rather than to the app: their schemas are fixtures and their
/// migration code is not the app's. One rule for every reader of a project's sources.
package enum TestSources {
    /// True for a folder or file name of a test target (`AppTests`, `FooTests.swift`, `Tests`,
    /// `TestSupport`, `App UI Tests`), its extension aside.
    package static func isTestName(_ name: some StringProtocol) -> Bool {
        isTestName(Array(name.utf8)[...])
    }

    /// True for a file of a test target: a folder or the file itself named as one (``isTestName(_:)``).
    package static func isTestFile(_ path: String) -> Bool {
        Array(path.utf8).split(separator: UInt8(ascii: "/")).contains { isTestName($0) }
    }

    // On the name's bytes: every file of an app's sources is asked, and splitting and searching `String`s
    // cost more than the rest of a check from the app's root.
    private static func isTestName(_ name: ArraySlice<UInt8>) -> Bool {
        // The name before its first extension (`.Tests` is `Tests`).
        let base = name.split(separator: UInt8(ascii: ".")).first ?? []
        return base.suffix(5).elementsEqual(tests) || base.suffix(4).elementsEqual(test) || base.starts(with: test)
            || base.count == 5 && base.lazy.map(lowercased).elementsEqual(lowercaseTests)
            || contains(spaceTests, in: base) || contains(underscoreTests, in: base)
    }

    private static let tests = Array("Tests".utf8), test = Array("Test".utf8)
    private static let lowercaseTests = Array("tests".utf8)
    private static let spaceTests = Array(" Tests".utf8), underscoreTests = Array("_Tests".utf8)

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
    }

    private static func contains(_ word: [UInt8], in bytes: ArraySlice<UInt8>) -> Bool {
        bytes.indices.contains { bytes[$0...].starts(with: word) }
    }
}
