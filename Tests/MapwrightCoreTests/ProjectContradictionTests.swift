import Foundation
import MapwrightDiagnostics
import MapwrightTestSupport
import Testing

@testable import MapwrightCore

/// MW471: two sources of one fact of a model saying different things are said once, with both places and the
/// source used, as a note. One case per kind of contradiction, and close cases whose sources agree.
@Suite struct ProjectContradictionTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        /// Files written before the commits, by path.
        var files: [String: String]
        /// Paths committed one commit each, a year apart from 2020 on.
        var commits: [String] = []
        /// MW471's message, none when the sources agree.
        var expected: String?
        var testDescription: String { name }
    }

    static let itemVersions = [
        "Item/Item.yaml": "entities:\n  Item:\n    attributes:\n      title: String\n",
        "Item/Item 2.yaml": "entities:\n  Item:\n    attributes:\n      title: String\n      notes: String?\n",
        "Item/Item 3.yaml":
            "entities:\n  Item:\n    attributes:\n      title: String\n      notes: String?\n      date: Date?\n",
        "Item/_manifest.yaml": "current: Item 3\n",
    ]
    static let itemMapping = [
        "Item/Item to Item 2.mapping.yaml":
            "source: Item\ndestination: Item 2\nentityMappings:\n  - source: Item\n    destination: Item\n"
    ]
    static func items(_ more: [String: String]...) -> [String: String] {
        more.reduce(itemVersions) { $0.merging($1) { _, new in new } }
    }

    static func migrator(_ names: String) -> [String: String] {
        ["App/Migrator.swift": "let versions = [\(names)]\n"]
    }

    /// An Xcode project whose target `App` builds `App/Store.swift`, and `App/Model.xcdatamodeld` when asked.
    static func project(buildingModel: Bool) -> [String: String] {
        let model = buildingModel ? "A2, " : ""
        let text = """
            // !$*UTF8*$!
            {
                objects = {
                    A1 = {isa = PBXBuildFile; fileRef = F1; };
                    A2 = {isa = PBXBuildFile; fileRef = V1; };
                    F1 = {isa = PBXFileReference; path = Store.swift; sourceTree = "<group>"; };
                    V1 = {isa = XCVersionGroup; children = (M1, ); path = Model.xcdatamodeld; sourceTree = "<group>"; };
                    M1 = {isa = PBXFileReference; path = Model.xcdatamodel; sourceTree = "<group>"; };
                    G0 = {isa = PBXGroup; children = (G1, ); sourceTree = "<group>"; };
                    G1 = {isa = PBXGroup; children = (F1, V1, ); path = App; sourceTree = "<group>"; };
                    S1 = {isa = PBXSourcesBuildPhase; files = (A1, \(model)); };
                    T1 = {isa = PBXNativeTarget; buildPhases = (S1, ); name = App; };
                    P1 = {isa = PBXProject; mainGroup = G0; targets = (T1, ); };
                };
                rootObject = P1;
            }
            """
        return [
            "App.xcodeproj/project.pbxproj": text,
            "App/Model.xcdatamodeld/Model.xcdatamodel/contents":
                #"<?xml version="1.0" encoding="UTF-8" standalone="yes"?><model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0"><entity name="Note" representedClassName="Note"><attribute name="text" attributeType="String"/></entity></model>"#,
        ]
    }

    static let loadsModel = ["App/Store.swift": "let container = NSPersistentContainer(name: \"Model\")\n"]

    static let cases: [Case] = [
        Case(
            name: "migration: mapwright.yml over the code",
            files: items(["mapwright.yml": "migration: step-by-step\n"], loadsItem),
            expected:
                "Item: migration: mapwright.yml (mapwright.yml:1:12) says step-by-step, used over the app's code (App/Store.swift:1:17), which shows automatic"
        ),
        Case(
            name: "migration: mapwright.yml as the code",
            files: items(["mapwright.yml": "migration: automatic\n"], loadsItem)),
        Case(
            name: "versions: mapwright.yml over the code's list",
            files: items(
                ["mapwright.yml": "versions:\n  Item: [Item 2, Item, Item 3]\n"],
                migrator(#""Item", "Item 2", "Item 3""#)),
            expected:
                "Item: versions: the order from mapwright.yml (mapwright.yml:2:9) is Item 2 → Item → Item 3, used over the app's code (App/Migrator.swift:1:16), which lists Item → Item 2 → Item 3"
        ),
        Case(
            name: "versions: mapwright.yml as the code's list",
            files: items(
                ["mapwright.yml": "versions:\n  Item: [Item, Item 2, Item 3]\n"],
                migrator(#""Item", "Item 2", "Item 3""#))),
        Case(
            name: "versions: mapwright.yml over a mapping model",
            files: items(["mapwright.yml": "versions:\n  Item: [Item 2, Item, Item 3]\n"], itemMapping),
            expected:
                "Item: versions: the order from mapwright.yml (mapwright.yml:2:9) has `Item 2` before `Item`, used over the mapping model Item/Item to Item 2.mapping.yaml, which maps Item → Item 2"
        ),
        Case(
            name: "versions: the code's list over a mapping model",
            files: items(["mapwright.yml": "# project\n"], migrator(#""Item 2", "Item", "Item 3""#), itemMapping),
            expected:
                "Item: versions: the order from the app's code (App/Migrator.swift:1:16) has `Item 2` before `Item`, used over the mapping model Item/Item to Item 2.mapping.yaml, which maps Item → Item 2"
        ),
        Case(
            name: "versions: the code's list as a mapping model",
            files: items(["mapwright.yml": "# project\n"], migrator(#""Item", "Item 2", "Item 3""#), itemMapping)),
        Case(
            name: "versions: the mapping models over git",
            files: items(["mapwright.yml": "# project\n"], itemMapping),
            commits: ["Item/Item 2.yaml", "Item/Item.yaml", "Item/Item 3.yaml"],
            expected:
                "Item: versions: the order from the hashes the mapping models record has `Item` before `Item 2`, used over git, which saw `Item 2` first"
        ),
        Case(
            name: "versions: the code's list against git is MW452's",
            files: items(["mapwright.yml": "# project\n"], migrator(#""Item", "Item 2", "Item 3""#)),
            commits: ["Item/Item 2.yaml", "Item/Item.yaml", "Item/Item 3.yaml"]),
        Case(
            name: "built: mapwright.yml over the build file",
            files: project(buildingModel: true).merging(["mapwright.yml": "built:\n  App/Model.xcdatamodeld: false\n"])
            {
                $1
            },
            expected:
                "Model: built: mapwright.yml (mapwright.yml:2:27) says it is not built, used over App.xcodeproj/project.pbxproj, target `App`, which builds it"
        ),
        Case(
            name: "built: the code loading a bundle no target lists",
            files: project(buildingModel: false).merging(loadsModel) { $1 },
            expected:
                "Model: built: the app's code (App/Store.swift:1:17) loads `Model`, used over App.xcodeproj/project.pbxproj, whose targets do not list the bundle (it may come in another way: a pod, a script)"
        ),
        Case(
            name: "built: the build file and the code agree",
            files: project(buildingModel: true).merging(loadsModel) { $1 }),
    ]

    static let loadsItem = ["App/Store.swift": "let container = NSPersistentContainer(name: \"Item\")\n"]

    @Test(arguments: cases) func eachContradictionIsSaidOnceWithBothPlaces(_ testCase: Case) throws {
        if !testCase.commits.isEmpty, !gitIsAvailable { return }
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        for (path, text) in testCase.files { try write(text, to: path, in: root) }
        if !testCase.commits.isEmpty {
            try runGit(["init", "-q"], in: root)
            for (index, path) in testCase.commits.enumerated() {
                try runGit(["add", path], in: root)
                try runGit(["commit", "-q", "-m", path], in: root, date: "202\(index)-01-01T00:00:00Z")
            }
        }
        let found = try Self.check(root).filter { $0.code == "MW471" }
        if let expected = testCase.expected {
            #expect(found.map(\.message) == [expected])
            #expect(found.allSatisfy { $0.severity == .note })
        } else {
            #expect(found.isEmpty, "\(found.map(\.message))")
        }
    }

    /// A model `built: false` sets aside is said to be not built because mapwright.yml says so.
    @Test func aModelTheConfigurationSetsAsideIsNotBuiltByIt() throws {
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let files = Self.project(buildingModel: true).merging([
            "mapwright.yml": "built:\n  App/Model.xcdatamodeld: false\n"
        ]) { $1 }
        for (path, text) in files { try write(text, to: path, in: root) }
        let notBuilt = try Self.check(root).filter { $0.code == "MW470" }.map(\.message)
        #expect(notBuilt == ["Model: not built: mapwright.yml (mapwright.yml:2:27) says so; its steps are history"])
    }

    /// Every finding `check` makes of the models under `root`, run there.
    static func check(_ root: URL) throws -> [Diagnostic] {
        let diagnostics = CollectingDiagnosticCollector()
        let configuration = try #require(
            ConfigurationLoader.load(explicitPath: nil, workingDirectory: root.path, diagnostics: diagnostics))
        let pipeline = Pipeline(configuration: configuration, workingDirectory: root.path)
        let report = pipeline.check(ModelDiscovery.models(under: root.path))
        return diagnostics.diagnostics + pipeline.diagnostics.diagnostics
            + (report?.models.flatMap(\.uniqueFindings) ?? [])
    }

}
