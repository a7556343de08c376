import Foundation
import MapwrightCore
import MapwrightTestSupport
import Testing

/// An input warning every version repeats for the same element is reported once, in the newest version
/// holding it; warnings of different elements or codes stay apart.
@Suite struct RepeatedInputWarningsTests {
    static let uppercase = "entities:\n  Item:\n    attributes:\n      Title: String?\n"
    static let fixed =
        "entities:\n  Item:\n    attributes:\n      title: {type: String, optional: true, renamingIdentifier: Title}\n"
    static let two = "entities:\n  Item:\n    attributes:\n      Title: String?\n      Notes: String?\n"

    @Test(arguments: [
        // Every version: once, in the newest.
        ([uppercase, uppercase, uppercase], ["Item 3.yaml MW076"]),
        // Fixed in the current version: once, in the last version still holding it.
        ([uppercase, uppercase, fixed], ["Item 2.yaml MW076"]),
        // Two elements: each once, in the newest version holding it.
        ([uppercase, two, two], ["Item 3.yaml MW076", "Item 3.yaml MW076"]),
        // One version: as it is.
        ([uppercase], ["Item.yaml MW076"]),
    ])
    func repeatedWarningIsReportedOnce(versions: [String], expected: [String]) throws {
        let folder = try makeTemporaryDirectory().appendingPathComponent("Item")
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let names = versions.indices.map { $0 == 0 ? "Item" : "Item \($0 + 1)" }
        for (name, text) in zip(names, versions) { try write(text, to: "\(name).yaml", in: folder) }
        try write("current: \(names.last!)\n", to: "_manifest.yaml", in: folder)
        let pipeline = Pipeline(workingDirectory: folder.path)
        let loaded = try #require(pipeline.load(folder.path))
        let warnings = loaded.inputWarnings.map { warning in
            "\((warning.location?.file ?? "") .split(separator: "/").last ?? "") \(warning.code)"
        }
        #expect(warnings == expected)
    }
}
