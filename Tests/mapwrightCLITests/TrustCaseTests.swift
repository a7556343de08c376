import Foundation
import MapwrightTestSupport
import Testing

/// The cases real apps showed where a default `check` cried wolf or stayed silent, each from its minimal
/// files. Cases 2 and 4 are in DefaultContractTests, case 7 in GenerateThenCheckTests,
/// case 9 in DecisionTableTests, case 10 in LegacyVersionTests.
@Suite struct TrustCaseTests {
    /// An Xcode bundle `name.xcdatamodeld` in `root` holding `versions` (name → the `<entity>` elements of
    /// its `contents`), with `current` recorded in `.xccurrentversion`.
    static func bundle(_ name: String, _ versions: [(String, String)], current: String, in root: URL) throws -> URL {
        let bundle = root.appendingPathComponent("\(name).xcdatamodeld")
        for (version, entities) in versions {
            let folder = bundle.appendingPathComponent("\(version).xcdatamodel")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let contents = """
                <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
                <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" minimumToolsVersion="Automatic" sourceLanguage="Swift">
                \(entities)
                </model>

                """
            try Data(contents.utf8).write(to: folder.appendingPathComponent("contents"))
        }
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>_XCCurrentVersionName</key><string>\(current).xcdatamodel</string></dict></plist>

            """
        try Data(plist.utf8).write(to: bundle.appendingPathComponent(".xccurrentversion"))
        return bundle
    }

    static let note =
        #"<entity name="Note" representedClassName="Note"><attribute name="text" attributeType="String"/></entity>"#
    static let noteWithTitle =
        #"<entity name="Note" representedClassName="Note"><attribute name="text" attributeType="String"/><attribute name="title" optional="YES" attributeType="String"/></entity>"#

    /// Case 3: Xcode's multi-platform template names the first version `Shared`; the numbered ones follow.
    @Test func anUnnumberedFirstVersionComesFirst() throws {
        let root = try makeTemporaryDirectory()
        _ = try Self.bundle(
            "Model", [("Shared", Self.note), ("0.5", Self.note), ("0.6", Self.noteWithTitle)], current: "0.6", in: root)
        let check = try runMapwright(["check", "Model.xcdatamodeld", "--fail-on", "warning"], in: root)
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        #expect(check.stdout.contains("Shared → 0.5: none"), "\(check.stdout)")
        #expect(check.stdout.contains("0.5 → 0.6: lightweight"), "\(check.stdout)")
        #expect(!check.stdout.contains("MW451"))
    }
}

extension TrustCaseTests {
    /// A project `proj` (marked by its `mapwright.yml`) inside `root` with a YAML model whose heavy step
    /// is served by a generated mapping model and policy stub.
    static func projectWithPolicy(in root: URL) throws -> (project: URL, stubs: [String]) {
        let project = root.appendingPathComponent("proj")
        let shop = project.appendingPathComponent("Shop")
        try FileManager.default.createDirectory(at: shop, withIntermediateDirectories: true)
        try Data("# project\n".utf8).write(to: project.appendingPathComponent("mapwright.yml"))
        try Data("final class AppDelegate {}\n".utf8).write(to: project.appendingPathComponent("App.swift"))
        try Data("current: Shop 2\n".utf8).write(to: shop.appendingPathComponent("_manifest.yaml"))
        try Data("entities:\n  Order:\n    attributes:\n      number: Integer 32\n".utf8).write(
            to: shop.appendingPathComponent("Shop.yaml"))
        try Data("entities:\n  Order:\n    attributes:\n      number: String\n".utf8).write(
            to: shop.appendingPathComponent("Shop 2.yaml"))
        let generate = try runMapwright(["generate", "Shop", "-o", "Shop"], in: project)
        #expect(generate.status == 0, "\(generate.stdout)\(generate.stderr)")
        let stubs = try FileManager.default.contentsOfDirectory(atPath: shop.path).filter { $0.hasSuffix(".swift") }
        return (project, stubs)
    }

    /// Case 8: policy classes are looked for in the model's project, not under the working directory.
    @Test func policyClassesAreLookedForInTheProjectNotTheWorkingDirectory() throws {
        let root = try makeTemporaryDirectory()
        let (project, stubs) = try Self.projectWithPolicy(in: root)
        #expect(!stubs.isEmpty)
        let found = try runMapwright(["check", "proj/Shop", "--format", "json"], in: root)
        #expect(found.status == 0, "\(found.stdout)\(found.stderr)")
        #expect(!found.stdout.contains("MW175"), "\(found.stdout)")

        // The class now sits under the working directory but outside the project: it does not count.
        let elsewhere = root.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        for stub in stubs {
            try FileManager.default.moveItem(
                at: project.appendingPathComponent("Shop/\(stub)"), to: elsewhere.appendingPathComponent(stub))
        }
        let missing = try runMapwright(["check", "proj/Shop"], in: root)
        #expect(missing.stdout.contains("[MW175]"), "\(missing.stdout)\(missing.stderr)")
    }
}

extension TrustCaseTests {
    /// Case 6: `generate` writes nothing for a step the project serves with its own `.xcmappingmodel`.
    @Test func generateLeavesAStepTheProjectServesAlone() throws {
        let root = try makeTemporaryDirectory()
        let (project, stubs) = try Self.projectWithPolicy(in: root)
        let shop = project.appendingPathComponent("Shop")
        // The project's own mapping model, under the name its app loads it by, away from generate's output.
        let migrations = project.appendingPathComponent("Migrations")
        try FileManager.default.createDirectory(at: migrations, withIntermediateDirectories: true)
        try FileManager.default.moveItem(
            at: shop.appendingPathComponent("Shop to Shop 2.xcmappingmodel"),
            to: migrations.appendingPathComponent("Mapping_1_2.xcmappingmodel"))
        for file in stubs + ["Shop to Shop 2.mapping.yaml"] {
            try FileManager.default.removeItem(at: shop.appendingPathComponent(file))
        }
        try Data("import CoreData\nfinal class Order1ToOrder2Policy: NSEntityMigrationPolicy {}\n".utf8).write(
            to: migrations.appendingPathComponent("Policy.swift"))

        let check = try runMapwright(["check", "Shop"], in: project)
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        #expect(
            check.stdout.contains("Shop → Shop 2: heavy (covered by Mapping_1_2.xcmappingmodel)"), "\(check.stdout)")

        let generate = try runMapwright(["generate", "Shop", "-o", "Shop"], in: project)
        #expect(generate.status == 0, "\(generate.stdout)\(generate.stderr)")
        #expect(
            generate.stderr.contains(
                "Shop → Shop 2 is served by the project's Mapping_1_2.xcmappingmodel: nothing generated for it [MW211]"),
            "\(generate.stdout)\(generate.stderr)")
        let written = try FileManager.default.contentsOfDirectory(atPath: shop.path)
        #expect(!written.contains { $0.hasSuffix(".xcmappingmodel") || $0.hasSuffix(".swift") }, "\(written)")

        let forced = try runMapwright(["generate", "Shop", "-o", "Shop", "--include-shipped"], in: project)
        #expect(forced.status == 0)
        #expect(
            FileManager.default.fileExists(atPath: shop.appendingPathComponent("Shop to Shop 2.xcmappingmodel").path))
    }
}

extension TrustCaseTests {
    static let shop1 =
        "entities:\n  Item:\n    attributes:\n      title: String\n      priority: String?\n  Tag:\n    attributes:\n      label: String\n      color: String?\n"
    static let shop2 =
        "entities:\n  Item:\n    attributes:\n      title: String\n      priority: Integer 16?\n  Tag:\n    attributes:\n      label: String\n  Folder:\n    attributes:\n      name: String?\n"
    static let itemMapping =
        "  - source: Item\n    destination: Item\n    attributes:\n      - name: title\n      - name: priority\n        valueExpression: FUNCTION($source.priority, \"integerValue\")\n"
    static let tagMapping = "  - source: Tag\n    destination: Tag\n    attributes:\n      - name: label\n"

    /// `check --format json` of the two versions above with `mapping` as the step's `.mapping.yaml`: the
    /// mapping models covering the step and its findings' codes and messages.
    static func checkShop(mapping: String) throws -> (coveredBy: [String], findings: [(code: String, message: String)])
    {
        let root = try makeTemporaryDirectory()
        let folder = root.appendingPathComponent("Shop")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("current: Shop 2\n".utf8).write(to: folder.appendingPathComponent("_manifest.yaml"))
        try Data(shop1.utf8).write(to: folder.appendingPathComponent("Shop.yaml"))
        try Data(shop2.utf8).write(to: folder.appendingPathComponent("Shop 2.yaml"))
        let header = "source: Shop\ndestination: Shop 2\nentityMappings:\n"
        try Data((header + mapping).utf8).write(to: folder.appendingPathComponent("Shop to Shop 2.mapping.yaml"))
        let check = try runMapwright(["check", "Shop", "--format", "json"], in: root)
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(check.stdout.utf8)) as? [String: Any], "\(check.stderr)")
        let step = try #require((document["steps"] as? [[String: Any]])?.first)
        let findings = (step["findings"] as? [[String: Any]] ?? []).map {
            ($0["code"] as? String ?? "", $0["message"] as? String ?? "")
        }
        return (step["coveredBy"] as? [String] ?? [], findings)
    }

    /// Case 5: a mapping model serves its step although a new entity has no entity mapping; one that leaves
    /// out a kept entity says exactly why it does not serve, and suppresses nothing it does not address.
    @Test func aMappingModelIsUnderstoodNotJustMatched() throws {
        let serving = try Self.checkShop(mapping: Self.itemMapping + Self.tagMapping)
        #expect(serving.coveredBy == ["Shop to Shop 2.mapping.yaml"], "\(serving)")
        #expect(
            serving.findings.contains {
                $0.code == "MW179" && $0.message.contains("`Folder`, new in Shop 2: it starts empty")
            })
        #expect(
            serving.findings.contains { $0.code == "MW121" && $0.message.contains("Tag.color") },
            "the loss it does not address stays")
        #expect(!serving.findings.contains { ["MW170", "MW178"].contains($0.code) })

        let withPolicy = try Self.checkShop(
            mapping: Self.itemMapping + "    policy: FolderFillingPolicy\n" + Self.tagMapping)
        #expect(withPolicy.coveredBy == ["Shop to Shop 2.mapping.yaml"])
        #expect(!withPolicy.findings.contains { $0.code == "MW179" }, "a policy may fill the new entity")

        let partial = try Self.checkShop(mapping: Self.itemMapping)
        #expect(partial.coveredBy.isEmpty)
        let uncovered = try #require(partial.findings.first { $0.code == "MW170" }, "\(partial)")
        #expect(
            uncovered.message.hasSuffix(
                "Shop to Shop 2.mapping.yaml matches the step's hashes but has no entity mapping for `Tag`, which Shop 2 keeps from Shop"
            ))
        #expect(partial.findings.contains { $0.code == "MW178" && $0.message.contains("no entity mapping from `Tag`") })
        #expect(partial.findings.contains { $0.code == "MW121" && $0.message.contains("Tag.color") })
    }
}

extension TrustCaseTests {
    /// Case 11: the baseline survives a new version; a finding keyed by its versions' content stays known.
    @Test func aBaselineSurvivesANewVersion() throws {
        let root = try CheckProjectTests.project()
        let write = try runMapwright(
            ["check", "ToDo", "--fail-on", "warning", "--write-baseline", "baseline.json"], in: root)
        #expect(write.status == 0, "\(write.stdout)\(write.stderr)")
        let folder = root.appendingPathComponent("ToDo")
        try FileManager.default.copyItem(
            at: folder.appendingPathComponent("ToDo 3.yaml"), to: folder.appendingPathComponent("ToDo 4.yaml"))
        try CheckProjectTests.edit(folder.appendingPathComponent("_manifest.yaml"), replacing: "ToDo 3", with: "ToDo 4")
        let check = try runMapwright(["check", "ToDo", "--format", "json", "--baseline", "baseline.json"], in: root)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(check.stdout.utf8)) as? [String: Any])
        let baseline = try #require(document["baseline"] as? [String: Any])
        #expect(baseline["gone"] as? Int == 0, "\(check.stdout)")
        #expect(baseline["known"] as? Int == 4, "the fact on ToDo 2 → ToDo 3 is known on the new direct step too")
        // The one finding left is new and real: stores of ToDo 2 now migrate straight to ToDo 4, which the
        // step ToDo 2 → ToDo 3's mapping needs would not serve.
        let left = (document["steps"] as? [[String: Any]] ?? []).flatMap { $0["findings"] as? [[String: Any]] ?? [] }
        #expect(left.compactMap { $0["code"] as? String } == ["MW161"], "\(check.stdout)")
    }

    /// A baseline written before keys held content still applies, by step title.
    @Test func aBaselineOfTheFirstFormatStillApplies() throws {
        let root = try CheckProjectTests.project()
        #expect(try runMapwright(["check", "ToDo", "--write-baseline", "baseline.json"], in: root).status == 0)
        let url = root.appendingPathComponent("baseline.json")
        var document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        document["version"] = 1
        document["currentVersions"] = nil
        document["findings"] = (document["findings"] as? [[String: Any]] ?? []).map { entry in
            entry.filter { $0.key != "from" && $0.key != "to" }
        }
        try JSONSerialization.data(withJSONObject: document).write(to: url)
        let check = try runMapwright(
            ["check", "ToDo", "--fail-on", "warning", "--baseline", "baseline.json"], in: root)
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        #expect(check.stdout.contains("0 baseline entries no longer occur"), "\(check.stdout)")
    }
}

extension TrustCaseTests {
    /// Case 12: import → export keeps the app's mapping-model name and a constant value expression.
    @Test(.needsShared("corpus")) func theRoundTripKeepsTheMappingModelsNameAndConstants() throws {
        let root = try makeTemporaryDirectory()
        let imported = try runMapwright(
            ["import", MappingRoundTripTests.bundle, "--output", "schemas/MigrationDemo"], in: root)
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(!imported.stderr.contains("MW204"), "import writes no .xcmappingmodel: nothing is left out")
        let readable = root.appendingPathComponent("schemas/MigrationDemo/OrganismV2ToV3.mapping.yaml")
        var lines = try String(contentsOf: readable, encoding: .utf8).components(separatedBy: "\n")
        let index = try #require(lines.firstIndex { $0.contains("valueExpression:") })
        lines[index] = lines[index].prefix { $0 == " " } + "valueExpression: 1"
        try Data(lines.joined(separator: "\n").utf8).write(to: readable)

        let exported = try runMapwright(
            ["export", "schemas/MigrationDemo", "--output", "App/MigrationDemo.xcdatamodeld"], in: root)
        #expect(exported.status == 0, "\(exported.stderr)")
        #expect(!exported.stderr.contains("MW204"), "\(exported.stderr)")
        #expect(
            FileManager.default.fileExists(
                atPath: root.appendingPathComponent("App/OrganismV2ToV3.xcmappingmodel").path))

        let again = try runMapwright(["import", "App/MigrationDemo.xcdatamodeld", "--output", "again"], in: root)
        #expect(again.status == 0, "\(again.stderr)")
        let text = try String(
            contentsOf: root.appendingPathComponent("again/OrganismV2ToV3.mapping.yaml"), encoding: .utf8)
        #expect(text.contains("valueExpression: 1\n") || text.contains("valueExpression: '1'\n"), "\(text)")
    }
}

extension TrustCaseTests {
    /// Case 1: a rename guess is a warning, and no finding at all when the app's mapping model performs
    /// the rename (an entity mapping from the old entity to the new one).
    @Test func aRenameGuessIsAWarningAndNothingWhenTheMappingModelRenames() throws {
        let root = try makeTemporaryDirectory()
        let folder = root.appendingPathComponent("M")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("current: M 2\n".utf8).write(to: folder.appendingPathComponent("_manifest.yaml"))
        try Data("entities:\n  Tag:\n    attributes:\n      label: String\n".utf8).write(
            to: folder.appendingPathComponent("M.yaml"))
        try Data("entities:\n  Label:\n    attributes:\n      label: String\n".utf8).write(
            to: folder.appendingPathComponent("M 2.yaml"))
        let guess = try runMapwright(["check", "M"], in: root)
        #expect(guess.status == 0, "a guess never fails the default check: \(guess.stdout)")
        #expect(
            guess.stdout.contains("warning: Label: entity `Tag` removed and `Label` added without renaming identifier"),
            "\(guess.stdout)")
        #expect(guess.stdout.contains("evidence: a guess"))

        let mapping =
            "source: M\ndestination: M 2\nentityMappings:\n  - source: Tag\n    destination: Label\n    attributes:\n      - name: label\n"
        try Data(mapping.utf8).write(to: folder.appendingPathComponent("Rename.mapping.yaml"))
        let renamed = try runMapwright(["check", "M", "--fail-on", "warning"], in: root)
        #expect(renamed.status == 0, "\(renamed.stdout)")
        #expect(renamed.stdout.contains("M → M 2: lightweight (covered by Rename.mapping.yaml)"), "\(renamed.stdout)")
        #expect(!renamed.stdout.contains("MW126") && !renamed.stdout.contains("MW177"), "\(renamed.stdout)")
    }
}

extension TrustCaseTests {
    /// Case 3, with git: versions after the current one that git says came before it (an app renamed:
    /// `ArtsyPartner 5` sorts after `ArtsyFolio v2.7.0`) are misordered, not newer: git's order is followed,
    /// the current version last; neither MW451 nor MW452.
    @Test(.enabled(if: gitIsAvailable)) func versionsAfterTheCurrentOneThatGitSaysCameFirstAreMisordered() throws {
        let root = try makeTemporaryDirectory()
        _ = try Self.bundle(
            "Model", [("Old 1", Self.note), ("New 1", Self.note), ("New 2", Self.noteWithTitle)], current: "New 2",
            in: root)
        try runGit(["init", "-q"], in: root)
        try runGit(["add", "Model.xcdatamodeld/Old 1.xcdatamodel"], in: root)
        try runGit(["commit", "-q", "-m", "first"], in: root, date: "2015-01-01T00:00:00Z")
        try runGit(["add", "."], in: root)
        try runGit(["commit", "-q", "-m", "renamed app"], in: root, date: "2016-01-01T00:00:00Z")
        let check = try runMapwright(["check", "Model.xcdatamodeld"], in: root)
        #expect(!check.stdout.contains("[MW452]"), "\(check.stdout)")
        #expect(!check.stdout.contains("[MW451]"), "\(check.stdout)")
        #expect(check.stdout.contains("Old 1 → New 1"), "\(check.stdout)")
    }
}

extension TrustCaseTests {
    /// `generate` of a hand-written mapping model that keeps the app's name, run twice into the model's
    /// folder: the second run knows the file as its own (no MW211) and writes the same.
    @Test(.needsShared("corpus")) func generateKnowsTheFilesItWroteUnderAnAppsName() throws {
        let root = try makeTemporaryDirectory()
        #expect(try runMapwright(["import", MappingRoundTripTests.bundle, "--output", "M"], in: root).status == 0)
        let first = try runMapwright(["generate", "M", "-o", "M"], in: root)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(
            FileManager.default.fileExists(atPath: root.appendingPathComponent("M/OrganismV2ToV3.xcmappingmodel").path))
        let second = try runMapwright(["generate", "M", "-o", "M"], in: root)
        #expect(second.status == 0, "\(second.stderr)")
        #expect(!second.stderr.contains("MW211"), "\(second.stderr)")
        #expect(second.stdout.contains("unchanged OrganismV2ToV3.xcmappingmodel/xcmapping.xml"), "\(second.stdout)")
    }
}
