import Foundation
import MapwrightDiagnostics
import MapwrightSwiftData
import MapwrightTestSupport
import Testing

/// The test target's `Fixtures/` folder.
let fixturesDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

/// The Recipes app's sources: three versions and a plan whose last stage is wrongly `.lightweight`.
let recipesDirectory = fixturesDirectory.appendingPathComponent("Recipes")

/// A copy of the Recipes app in a temporary folder, with `edits` (file path under the app → text
/// replacements) applied, so that one fixture serves every plan variant.
func recipesCopy(editing edits: [String: [(String, String)]] = [:]) throws -> URL {
    let folder = try makeTemporaryDirectory().appendingPathComponent("Recipes")
    try FileManager.default.copyItem(at: recipesDirectory, to: folder)
    for (file, replacements) in edits {
        let url = folder.appendingPathComponent(file)
        var text = try String(contentsOf: url, encoding: .utf8)
        for (old, new) in replacements {
            try #require(text.contains(old), "\(file) has no `\(old)`")
            text = text.replacingOccurrences(of: old, with: new)
        }
        try Data(text.utf8).write(to: url)
    }
    return folder
}

/// Reads Swift sources given as text (file name → text); the diagnostics come back with the model.
func readSources(_ files: [String: String]) -> (model: SwiftDataModel?, diagnostics: [Diagnostic]) {
    let diagnostics = CollectingDiagnosticCollector()
    let model = SwiftDataReader.read(
        files: files.sorted { $0.key < $1.key }.map { (path: $0.key, text: $0.value) }, name: "App", origin: "Sources",
        diagnostics: diagnostics)
    return (model, diagnostics.sorted)
}

/// One schema `SchemaV1` with one `@Model` class `Item` whose body is `members`.
func oneModelSource(_ members: String, extra: String = "") -> String {
    """
    import SwiftData

    enum SchemaV1: VersionedSchema {
        static var versionIdentifier: Schema.Version { Schema.Version(1, 0, 0) }
        static var models: [any PersistentModel.Type] { [Item.self, Tag.self] }

        @Model final class Item {
            \(members)
        }

        @Model final class Tag {
            var label: String = ""
            var items: [Item]? = []
        }
    }
    \(extra)
    """
}
