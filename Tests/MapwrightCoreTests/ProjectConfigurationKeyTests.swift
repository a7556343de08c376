import Foundation
import MapwrightDiagnostics
import MapwrightTestSupport
import Testing

@testable import MapwrightCore

/// Each fact `mapwright.yml` can set over the project's files (docs/project.md): it is applied, `mapwright
/// project` names mapwright.yml as its source, and a bad value gets an error at its place.
@Suite struct ProjectConfigurationKeyTests {
    static let files = ProjectContradictionTests.items([
        "Item/Item 2 to Item 3.mapping.yaml":
            "source: Item 2\ndestination: Item 3\nentityMappings:\n  - source: Item\n    destination: Item\n    policy: MergePolicy\n",
        "Tools/MergePolicy.swift": "import CoreData\n\nfinal class MergePolicy: NSEntityMigrationPolicy {}\n",
        "App/Store.swift": "let options = [NSInferMappingModelAutomaticallyOption: false]\n",
    ])

    @Test(arguments: [
        (
            "current:\n  Item: Item 2\n",
            [
                "current: Item 2 — mapwright.yml (mapwright.yml:2:9)",
                "contradiction: current: mapwright.yml (mapwright.yml:2:9) says `Item 2`, used over ",
                "Item/_manifest.yaml, which says `Item 3`",
            ]
        ),
        (
            "inference: false\n",
            [
                "inference of mapping models: off — mapwright.yml (mapwright.yml:1:12)",
                "policy MergePolicy: declared in Tools/MergePolicy.swift",
            ]
        ),
        (
            "inference: true\n",
            [
                "inference of mapping models: on — mapwright.yml (mapwright.yml:1:12)",
                "contradiction: inference: mapwright.yml (mapwright.yml:1:12) says on, used over the app's code (App/Store.swift:1:16), which turns it off",
            ]
        ),
        ("# project\n", ["inference of mapping models: off — the app's code (App/Store.swift:1:16)"]),
        (
            "policySources: [App]\n",
            [
                "policy classes looked for in: App — mapwright.yml (mapwright.yml:1:16)",
                "policy MergePolicy: no source declares it",
            ]
        ),
        ("migration: step-by-step\n", ["migration: step-by-step — mapwright.yml (mapwright.yml:1:12)"]),
    ])
    func eachKeyIsAppliedAndShownAsTheSource(configuration: String, lines: [String]) throws {
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        for (path, text) in Self.files.merging(["mapwright.yml": configuration], uniquingKeysWith: { $1 }) {
            try write(text, to: path, in: root)
        }
        let diagnostics = CollectingDiagnosticCollector()
        let loaded = try #require(
            ConfigurationLoader.load(explicitPath: nil, workingDirectory: root.path, diagnostics: diagnostics))
        let pipeline = Pipeline(configuration: loaded, workingDirectory: root.path)
        let text = try #require(pipeline.overview([root.appendingPathComponent("Item").path])).text
        for line in lines { #expect(text.contains(line), "\(text)") }
        #expect(diagnostics.diagnostics.isEmpty, "\(diagnostics.diagnostics.map(\.summaryLine))")
    }

    /// `current:` is the version the run takes as current: the steps end at it.
    @Test func theConfiguredCurrentVersionIsTheCurrentOne() throws {
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        for (path, text) in Self.files.merging(
            ["mapwright.yml": "current:\n  Item: Item 2\n"], uniquingKeysWith: { $1 })
        {
            try write(text, to: path, in: root)
        }
        let findings = try ProjectContradictionTests.check(root)
        #expect(findings.contains { $0.code == "MW451" && $0.message.contains("the current version is `Item 2`") })
        #expect(findings.contains { $0.code == "MW471" && $0.location?.file == "mapwright.yml" })
    }

    @Test(arguments: [
        (
            "current: Item\n", "mapwright.yml:1:10",
            "`current` takes a mapping of model paths to version names, not a single value"
        ),
        ("current:\n  Item: [a]\n", "mapwright.yml:2:9", "`current.Item` takes a single value, not a list"),
        ("inference: maybe\n", "mapwright.yml:1:12", "`inference` takes true or false, not 'maybe'"),
        ("policySources: {a: b}\n", "mapwright.yml:1:16", "`policySources` takes a list of paths, not a mapping"),
    ])
    func aBadValueIsAnErrorAtItsPlace(text: String, place: String, message: String) throws {
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("mapwright.yml")
        try Data(text.utf8).write(to: file)
        let diagnostics = CollectingDiagnosticCollector()
        _ = ConfigurationLoader.read(
            at: file.path, shownAs: "mapwright.yml", baseDirectory: root.path, diagnostics: diagnostics)
        let errors = diagnostics.diagnostics.filter { $0.severity == .error }
        #expect(errors.map { "\($0.location?.description ?? "") \($0.message)" } == ["\(place) \(message)"])
    }

    /// A `current:` naming no version of the model stops the model, at the setting (exit status 2).
    @Test func aCurrentVersionTheModelLacksIsAnErrorAtTheSetting() throws {
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        for (path, text) in Self.files.merging(
            ["mapwright.yml": "current:\n  Item: Item 9\n"], uniquingKeysWith: { $1 })
        {
            try write(text, to: path, in: root)
        }
        let error = try ProjectContradictionTests.check(root).first { $0.code == "MW431" }
        #expect(error?.location?.description == "mapwright.yml:2:9")
        #expect(
            error?.message.hasPrefix("`current` for ") == true
                && error?.message.contains("names `Item 9`, which is not a version of Item: `Item`, `Item 2`, `Item 3`")
                    == true
        )
    }
}
