import Foundation
import MapwrightTestSupport
import Testing

/// The default contract of `check` (docs/check.md): findings are judged on the paths a store takes when
/// the current app opens it; released steps inform; a mapping model never covers a step it cannot serve.
@Suite struct DefaultContractTests {
    /// A YAML model folder `name` holding `versions` (file name without `.yaml` → text), current the last.
    func model(_ name: String, _ versions: [(String, String)], in root: URL) throws -> URL {
        let folder = root.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("current: \(versions.last!.0)\n".utf8).write(to: folder.appendingPathComponent("_manifest.yaml"))
        for (version, text) in versions {
            try Data(text.utf8).write(to: folder.appendingPathComponent("\(version).yaml"))
        }
        return folder
    }

    static let withJunk = "entities:\n  M:\n    attributes:\n      a: String\n      junk: String?\n"
    static let withoutJunk = "entities:\n  M:\n    attributes:\n      a: String\n"

    @Test func aRemovalOnlyInReleasedHistoryCannotFailTheRun() throws {
        let root = try makeTemporaryDirectory()
        _ = try model("M", [("M", Self.withJunk), ("M 2", Self.withoutJunk), ("M 3", Self.withJunk)], in: root)
        let check = try runMapwright(["check", "M", "--fail-on", "warning"], in: root)
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        #expect(check.stdout.contains("[MW121]"), "the removal is still reported")
        #expect(check.stdout.contains("M → M 2: lightweight [history: the current app's stores do not take this step]"))
    }

    @Test func theSameRemovalFailsWhenTheAppMigratesStepByStep() throws {
        let root = try makeTemporaryDirectory()
        _ = try model("M", [("M", Self.withJunk), ("M 2", Self.withoutJunk), ("M 3", Self.withJunk)], in: root)
        try Data("migration: step-by-step\n".utf8).write(to: root.appendingPathComponent("mapwright.yml"))
        let check = try runMapwright(["check", "M", "--fail-on", "warning"], in: root)
        #expect(check.status == 1, "\(check.stdout)\(check.stderr)")
        #expect(check.stdout.contains("stores migrate step-by-step (from mapwright.yml)"))
    }

    @Test func aMappingModelForTheAdjacentStepDoesNotHideTheLossOnTheDirectOne() throws {
        let root = try makeTemporaryDirectory()
        let folder = try model(
            "I",
            [
                ("Item", "entities:\n  Item:\n    attributes:\n      title: String\n      notes: String?\n"),
                (
                    "Item 2",
                    "entities:\n  Item:\n    migrationPolicy: {reason: \"move notes\"}\n    attributes:\n      title: String\n"
                ),
                ("Item 3", "entities:\n  Item:\n    attributes:\n      title: String\n      count: Integer 32 = 0\n"),
            ], in: root)
        let generate = try runMapwright(["generate", "I", "-o", "I"], in: root)
        #expect(generate.status == 0, "\(generate.stdout)\(generate.stderr)")
        #expect(
            FileManager.default.fileExists(atPath: folder.appendingPathComponent("Item to Item 2.xcmappingmodel").path))
        let check = try runMapwright(["check", "I", "--format", "json"], in: root)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(check.stdout.utf8)) as? [String: Any])
        let steps = try #require(document["steps"] as? [[String: Any]])
        let direct = try #require(steps.first { $0["path"] as? String == "toCurrent" })
        let codes = (direct["findings"] as? [[String: Any]] ?? []).compactMap { $0["code"] as? String }
        #expect(codes.contains("MW121"), "\(check.stdout)")
        #expect(direct["taken"] as? Bool == true)
        #expect(
            (steps.first { $0["from"] as? String == "Item" && $0["to"] as? String == "Item 2" })?["taken"] as? Bool
                == false)
    }

    @Test func aMappingModelInASiblingFolderOfTheProjectCoversItsStep() throws {
        let root = try makeTemporaryDirectory()
        try Data("# project\n".utf8).write(to: root.appendingPathComponent("mapwright.yml"))
        let versions = root.appendingPathComponent("Models/Versions")
        try FileManager.default.createDirectory(at: versions, withIntermediateDirectories: true)
        let shop = try model(
            "Shop",
            [
                ("Shop", "entities:\n  Order:\n    attributes:\n      number: Integer 32\n"),
                ("Shop 2", "entities:\n  Order:\n    attributes:\n      number: String\n"),
            ], in: versions)
        let generated = root.appendingPathComponent("Models/Migrations")
        let generate = try runMapwright(["generate", shop.path, "-o", generated.path], in: root)
        #expect(generate.status == 0, "\(generate.stdout)\(generate.stderr)")
        // Only the Xcode mapping model is kept, away from the versions: Core Data finds it by its hashes.
        for name in try FileManager.default.contentsOfDirectory(atPath: generated.path)
        where !name.hasSuffix(".xcmappingmodel") {
            try FileManager.default.removeItem(at: generated.appendingPathComponent(name))
        }
        let check = try runMapwright(["check", "Models/Versions/Shop"], in: root)
        #expect(check.stdout.contains("Shop → Shop 2: heavy (covered by"), "\(check.stdout)\(check.stderr)")
        #expect(!check.stdout.contains("MW170"))
    }

    @Test func aMappingModelMadeForAnotherBundleBesideTheModelIsNotItsOwn() throws {
        let root = try makeTemporaryDirectory()
        let shop = try model(
            "Shop",
            [
                ("Shop", "entities:\n  Order:\n    attributes:\n      number: Integer 32\n"),
                ("Shop 2", "entities:\n  Order:\n    attributes:\n      number: String\n"),
            ], in: root)
        let notes = try model(
            "Notes",
            [
                ("Notes", "entities:\n  Note:\n    attributes:\n      text: String\n"),
                ("Notes 2", "entities:\n  Note:\n    attributes:\n      text: String\n      date: Date?\n"),
            ], in: root)
        let generated = root.appendingPathComponent("Generated")
        #expect(try runMapwright(["generate", shop.path, "-o", generated.path], in: root).status == 0)
        // Shop's mapping model lies beside Notes' versions, as bundles of one folder share their mapping models.
        try FileManager.default.copyItem(
            at: generated.appendingPathComponent("Shop to Shop 2.xcmappingmodel"),
            to: notes.appendingPathComponent("Shop to Shop 2.xcmappingmodel"))
        let check = try runMapwright(["check", "Notes", "--fail-on", "warning"], in: root)
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        #expect(!check.stdout.contains("Shop to Shop 2"), "\(check.stdout)")
    }

    /// MW161 on the direct step of a history whose first step changes a type, with `configuration` in mapwright.yml.
    func heavyDirectFinding(configuration: String) throws -> [String: Any] {
        let root = try makeTemporaryDirectory()
        try Data(configuration.utf8).write(to: root.appendingPathComponent("mapwright.yml"))
        _ = try model(
            "Item",
            [
                ("Item", "entities:\n  Item:\n    attributes:\n      priority: String?\n"),
                ("Item 2", "entities:\n  Item:\n    attributes:\n      priority: Integer 16 = 0\n"),
                (
                    "Item 3",
                    "entities:\n  Item:\n    attributes:\n      priority: Integer 16 = 0\n      notes: String?\n"
                ),
            ], in: root)
        let check = try runMapwright(["check", "Item", "--format", "json"], in: root)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(check.stdout.utf8)) as? [String: Any])
        let steps = try #require(document["steps"] as? [[String: Any]])
        let findings = steps.flatMap { $0["findings"] as? [[String: Any]] ?? [] }
        return try #require(findings.first { $0["code"] as? String == "MW161" }, "\(check.stdout)")
    }

    @Test func aFindingOnTheAssumedStyleIsAWarningAndOnTheConfiguredOneAnError() throws {
        let assumed = try heavyDirectFinding(configuration: "# nothing said\n")
        #expect(assumed["severity"] as? String == "warning")
        #expect(assumed["evidence"] as? String == "assumption")
        let configured = try heavyDirectFinding(configuration: "migration: automatic\n")
        #expect(configured["severity"] as? String == "error")
        #expect(configured["evidence"] as? String == "project-code")
    }
}
