import Foundation
import MapwrightDiagnostics
import MapwrightModel
import MapwrightTestSupport
import MapwrightYAML
import Testing

/// Folders: which versions exist, their order, the current version.
@Suite struct ModelFolderTests {
    private func read(_ folder: String) -> (ModelHistory?, [String]) {
        let diagnostics = CollectingDiagnosticCollector()
        let history = YAMLModelReader.readHistory(
            at: fixtures.appendingPathComponent("Folders/\(folder)").path, diagnostics: diagnostics)
        let lines = diagnostics.sorted.map { d in
            let place = d.location.map { "\(($0.file as NSString).lastPathComponent):\($0.line):\($0.column) " } ?? ""
            return "\(place)\(d.code) \(d.message)"
        }
        return (history, lines)
    }

    @Test func exampleToDoHasThreeVersionsAndTheZarraPolicyRequest() throws {
        let diagnostics = CollectingDiagnosticCollector()
        let history = try #require(
            YAMLModelReader.readHistory(
                at: packageRoot.appendingPathComponent("schemas/ToDo").path, diagnostics: diagnostics))
        #expect(history.name == "ToDo")
        #expect(history.versions.map(\.name) == ["ToDo", "ToDo 2", "ToDo 3"])
        #expect(history.currentVersionName == "ToDo 3")
        let todo2 = try #require(history.versions[1].entity(named: "ToDo"))
        #expect(todo2.migrationPolicy?.reason == #"Flag every item whose name starts with "A" as doNotAlert."#)
        #expect(
            todo2.attribute(named: "doNotAlert") == Attribute(name: "doNotAlert", type: .boolean, defaultValue: "NO"))
        #expect(
            todo2.attribute(named: "lastAlertDate") == Attribute(name: "lastAlertDate", type: .date, isOptional: true))
        #expect(todo2.attribute(named: "priority")?.type == .string)
        #expect(history.versions[2].entity(named: "ToDo")?.attribute(named: "priority")?.type == .integer16)
        #expect(history.versions[2].entity(named: "ToDo")?.migrationPolicy == nil)
    }

    /// A model folder that is also the project's folder keeps `mapwright.yml` beside its versions; it is the
    /// configuration, not a version.
    @Test(arguments: ["mapwright.yml", "mapwright.yaml"])
    func projectConfigurationIsNotAVersion(name: String) throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (file, text) in [
            ("Item.yaml", "entities:\n  Item: {}\n"), ("_manifest.yaml", "current: Item\n"), (name, "failOn: error\n"),
        ] {
            try Data(text.utf8).write(to: folder.appendingPathComponent(file))
        }
        let diagnostics = CollectingDiagnosticCollector()
        let history = try #require(YAMLModelReader.readHistory(at: folder.path, diagnostics: diagnostics))
        #expect(history.versions.map(\.name) == ["Item"])
        #expect(diagnostics.diagnostics.isEmpty)
    }

    @Test func exampleListsAddsUserWithInverse() throws {
        let diagnostics = CollectingDiagnosticCollector()
        let history = try #require(
            YAMLModelReader.readHistory(
                at: packageRoot.appendingPathComponent("schemas/Lists").path, diagnostics: diagnostics))
        #expect(history.versions.map(\.name) == ["Lists", "Lists 2"])
        #expect(history.versions[0].entity(named: "User") == nil)
        let user = try #require(history.versions[1].entity(named: "User"))
        #expect(user.attributes.map(\.name) == ["firstName", "lastName"])
        #expect(
            user.relationship(named: "lists")
                == Relationship(name: "lists", destination: "List", inverse: "user", isToMany: true))
        #expect(history.versions[1].entity(named: "List")?.relationship(named: "user")?.inverse == "lists")
    }

    @Test func versionsAreOrderedNumerically() throws {
        let (history, problems) = read("Numeric")
        #expect(problems.isEmpty)
        #expect(history?.versions.map(\.name) == ["M", "M 2", "M 9", "M 10"])
        #expect(history?.currentVersionName == "M 9")
        #expect(VersionOrder.sorted(["B 2", "A 10", "A", "A 2", "B"]) == ["A", "A 2", "A 10", "B", "B 2"])
    }

    @Test func manifestListOrdersVersions() throws {
        let (history, problems) = read("Listed")
        #expect(problems.isEmpty)
        #expect(history?.versions.map(\.name) == ["Gamma", "Alpha", "Beta"])
        #expect(history?.versions.map(\.versionIdentifier) == ["Gamma", "Alpha", "Beta"])
        #expect(history?.current?.name == "Beta")
    }

    @Test(arguments: [
        (
            "NoManifest",
            [
                "MW011 the model folder \(fixtures.appendingPathComponent("Folders/NoManifest").path) has no _manifest.yaml naming the current version"
            ]
        ),
        ("BadCurrent", ["_manifest.yaml:1:10 MW011 the current version 'M 3' has no file 'M 3.yaml'"]),
        (
            "ListMismatch",
            [
                "_manifest.yaml:1:1 MW011 version file 'Beta.yaml' is missing from `versions`",
                "_manifest.yaml:4:5 MW011 `versions` lists 'Delta' but there is no file 'Delta.yaml'",
            ]
        ),
        (
            "Empty",
            [
                "MW011 the model folder \(fixtures.appendingPathComponent("Folders/Empty").path) holds no version files (*.yaml)"
            ]
        ),
        ("BrokenVersions", ["_manifest.yaml:2:1 MW006 unknown key 'extra' in the manifest"]),
    ])
    func folderProblems(folder: String, expected: [String]) {
        let (history, problems) = read(folder)
        #expect(history == nil)
        #expect(problems == expected)
    }

    @Test func everyVersionIsReportedNotOnlyTheFirst() throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["M.yaml", "M 2.yaml"] {
            try FileManager.default.copyItem(
                at: fixtures.appendingPathComponent("Folders/BrokenVersions/\(name)"),
                to: folder.appendingPathComponent(name))
        }
        try Data("current: M 2\n".utf8).write(to: folder.appendingPathComponent("_manifest.yaml"))
        let diagnostics = CollectingDiagnosticCollector()
        #expect(YAMLModelReader.readHistory(at: folder.path, diagnostics: diagnostics) == nil)
        #expect(diagnostics.sorted.map(\.code) == ["MW050", "MW006"])
    }

    @Test func singleFileIsAOneVersionHistory() throws {
        let diagnostics = CollectingDiagnosticCollector()
        let history = try #require(
            YAMLModelReader.readHistory(
                at: packageRoot.appendingPathComponent("schemas/ToDo/ToDo 2.yaml").path, diagnostics: diagnostics))
        #expect(history.versions.map(\.name) == ["ToDo 2"])
        #expect(history.currentVersionName == "ToDo 2")
    }
}
