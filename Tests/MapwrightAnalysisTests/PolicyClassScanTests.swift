import Testing

@testable import MapwrightAnalysis

/// The scan for policy classes reads only the files and lines that hold `class` (`@interface` in
/// Objective-C), and finds what a reading of every line finds.
@Suite struct PolicyClassScanTests {
    /// (file, text, the declarations found as `name objcName superclass`)
    static let files: [(String, String, [String])] = [
        ("A.swift", "struct Settings {}\nlet x = 1\n", []),
        (
            "A.swift", "@objc(Legacy)\n\nfinal class Policy: NSEntityMigrationPolicy {}\n",
            ["Policy Legacy NSEntityMigrationPolicy"]
        ),
        ("A.swift", "@objc(Legacy)\nlet x = 1\nclass Policy: Base {}\n", ["Policy - Base"]),
        ("A.swift", "// class Fake: NSEntityMigrationPolicy\nclass Real: App.Base {}\n", ["Real - Base"]),
        (
            "A.m", "@interface TagPolicy : NSEntityMigrationPolicy\n@end\n",
            ["TagPolicy TagPolicy NSEntityMigrationPolicy"]
        ),
        ("A.swift", "@interface TagPolicy : NSEntityMigrationPolicy\n", []),
        ("A.h", "class NotObjectiveC: NSObject {}\n", []),
        // Line breaks written as Windows writes them, indentation, no line break at the end.
        (
            "A.swift", "@objc(Legacy)\r\n\r\n\tfinal class Policy: NSEntityMigrationPolicy {}\r\nclass B: Policy {}",
            ["Policy Legacy NSEntityMigrationPolicy", "B - Policy"]
        ),
        (
            "A.m", "@interface TagPolicy : NSEntityMigrationPolicy\r\n@end\r\n",
            ["TagPolicy TagPolicy NSEntityMigrationPolicy"]
        ),
        (
            "A.swift", "    // class Fake: NSEntityMigrationPolicy\n  @objc(Named) @MainActor\nclass É: Base {}",
            ["É Named Base"]
        ),
    ]

    @Test(arguments: files.indices)
    func findsTheDeclaredClasses(index: Int) {
        let (file, text, expected) = Self.files[index]
        var scanned = PolicyClassIndex()
        scanned.scan(text, file: file)
        #expect(
            scanned.declarations.map { "\($0.name) \($0.objectiveCName ?? "-") \($0.superclass ?? "-")" } == expected)
    }
}
