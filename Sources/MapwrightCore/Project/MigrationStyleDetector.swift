import MapwrightAnalysis
import MapwrightDiagnostics
import MapwrightSupport

/// Reads from a project's sources how its app migrates stores (docs/core-data/migration-paths.md):
/// staged (`NSStagedMigrationManager`), step by step (the app runs `NSMigrationManager` itself), or
/// automatic (a persistent container, or the automatic-migration store option). The strongest sign wins:
/// an app that walks the chain itself usually opens the migrated store with the automatic options too.
/// Test sources are not read.
enum MigrationStyleDetector {
    /// The words that show each style, strongest first.
    static let signs: [(style: MigrationStyle, words: [String])] = [
        (.staged, ["NSStagedMigrationManager"]),
        (.stepByStep, ["migrateStore(from:", "migrateStoreFromURL:", "NSMigrationManager("]),
        (
            .automatic,
            [
                "NSMigratePersistentStoresAutomaticallyOption", "shouldMigrateStoreAutomatically",
                "NSPersistentContainer(", "NSPersistentCloudKitContainer(", "[NSPersistentContainer",
                "[[NSPersistentContainer alloc]",
            ]
        ),
    ]

    private static let signSearches = signs.map { $0.words.map(ByteSearch.init) }

    /// The style the sources show, with the first place that shows it (paths relative to
    /// `displayRoot`); nil when they say nothing.
    static func detect(in sources: [(file: String, bytes: [UInt8])], displayRoot: String) -> MigrationPaths? {
        // A test harness migrating its fixtures says nothing about how the app opens its stores.
        let appSources = sources.filter { !TestSources.isTestFile($0.file) }
        for ((style, words), searches) in zip(signs, signSearches) {
            // Most files hold none of the words: told on their bytes before their lines are read.
            for source in appSources where searches.contains(where: { $0.isFound(in: source.bytes) }) {
                let text = String(decoding: source.bytes, as: UTF8.self)
                guard let location = firstLine(in: text, containing: words) else { continue }
                let file = PathText.join(displayRoot, source.file)
                return MigrationPaths(
                    style: style,
                    source: .sourceCode(SourceLocation(file: file, line: location.line, column: location.column)))
            }
        }
        return nil
    }

    /// True when what follows an option's name sets it off (`: false`, `= NO`, `: @NO`): a store opened
    /// without automatic migration (a read-only backup) does not show that the app migrates automatically.
    static func isTurnedOff(_ rest: Substring) -> Bool {
        let value = rest.drop { $0 == " " || $0 == "\t" }
        guard let first = value.first, first == ":" || first == "=" else { return false }
        let setting = value.dropFirst().drop { $0 == " " || $0 == "\t" }
        return ["false", "NO", "@NO", "@(NO)", "@0", "NSNumber(value: false)"].contains { setting.hasPrefix($0) }
    }

    /// The first line (1-based, with its column) holding one of `words` outside a `//` comment and outside
    /// code that compiles only in debug builds, an option set off not counted.
    static func firstLine(in text: String, containing words: [String]) -> (line: Int, column: Int)? {
        var number = 0
        var debugOnly = DebugOnlyLines()
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            if debugOnly.isDebugOnly(line) { continue }
            let code = line.range(of: "//").map { line[..<$0.lowerBound] } ?? line[...]
            for word in words {
                if let range = code.range(of: word), !isTurnedOff(code[range.upperBound...]) {
                    return (number, code.distance(from: code.startIndex, to: range.lowerBound) + 1)
                }
            }
        }
        return nil
    }
}
