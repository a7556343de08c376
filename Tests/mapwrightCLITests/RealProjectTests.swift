import Foundation
import MapwrightTestSupport
import Testing

/// Paths as users type them, and bundles with one version that cannot be read: no crash, every step that
/// can be analysed is, and exit 2 only when nothing of the model can be used (docs/validation.md).
@Suite struct RealProjectTests {
    /// A copy of `source` named `name` in a fresh folder; returns the copy.
    static func copy(_ source: String, as name: String) throws -> URL {
        let folder = try makeTemporaryDirectory().appendingPathComponent(name)
        try FileManager.default.copyItem(atPath: source, toPath: folder.path)
        return folder
    }

    static let modelBundle = XcodeFixtures.path("Model.xcdatamodeld")
    static let toDo = packageRoot.appendingPathComponent("schemas/ToDo").path

    @Test(arguments: ["check", "hash", "validate"])
    func dotInsideABundle(command: String) throws {
        let bundle = try Self.copy(Self.modelBundle, as: "Model.xcdatamodeld")
        let result = try runMapwright([command, "."], in: bundle)
        #expect(result.status == 0 || result.status == 1, "\(result.stderr)")
    }

    @Test func dotInsideAVersionFolder() throws {
        let bundle = try Self.copy(Self.modelBundle, as: "Model.xcdatamodeld")
        let result = try runMapwright(["hash", "."], in: bundle.appendingPathComponent("Model2.xcdatamodel"))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Model2"))
    }

    @Test(arguments: [["check", "S/"], ["check", "S"], ["lock", "S"], ["hash", "S/"]])
    func oneCharacterModelPath(arguments: [String]) throws {
        let model = try Self.copy(Self.toDo, as: "S")
        let result = try runMapwright(arguments, in: model.deletingLastPathComponent())
        #expect(result.status == 0, "\(result.stderr)")
        if arguments[0] == "lock" {
            #expect(
                FileManager.default.fileExists(
                    atPath: model.deletingLastPathComponent().appendingPathComponent("S.mapwright.lock").path))
        }
    }

    @Test func lockOfDotRecordsTheFolderName() throws {
        let model = try Self.copy(Self.toDo, as: "ToDo")
        let result = try runMapwright(["lock", ".", "--lock-file", "x"], in: model)
        #expect(result.status == 0, "\(result.stderr)")
        let lock = try String(contentsOf: model.appendingPathComponent("x"), encoding: .utf8)
        #expect(lock.contains(#""model" : "ToDo""#) || lock.contains(#""model":"ToDo""#), "\(lock)")
    }

    /// `Model2` of a copy of the three-version bundle made unreadable.
    static func bundleWithUnreadableMiddleVersion() throws -> URL {
        let bundle = try copy(modelBundle, as: "Model.xcdatamodeld")
        try Data("<<<<<<< HEAD\n".utf8).write(to: bundle.appendingPathComponent("Model2.xcdatamodel/contents"))
        return bundle
    }

    @Test func checkReportsTheUnreadableVersionAndAnalysesTheRest() throws {
        let bundle = try Self.bundleWithUnreadableMiddleVersion()
        let result = try runMapwright(
            ["check", bundle.path, "--reporter", "json"], in: bundle.deletingLastPathComponent())
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains("MW031"))
        #expect(result.stdout.contains("MW450"))
        #expect(
            result.stdout.contains("version `Model2` cannot be read: Model1 → Model2, Model2 → Model3 not analysed"))
        // The direct step Model1 → Model3 reads both its versions, so it is analysed.
        #expect(
            result.stdout.contains(#""from" : "Model1""#) || result.stdout.contains(#""from":"Model1""#),
            "\(result.stdout)")
    }

    @Test func lockedVersionThatCannotBeReadIsNotReportedAsRemoved() throws {
        let bundle = try Self.copy(Self.modelBundle, as: "Model.xcdatamodeld")
        let folder = bundle.deletingLastPathComponent()
        #expect(try runMapwright(["lock", "Model.xcdatamodeld"], in: folder).status == 0)
        try Data("<<<<<<< HEAD\n".utf8).write(to: bundle.appendingPathComponent("Model2.xcdatamodel/contents"))
        let result = try runMapwright(["check", "Model.xcdatamodeld"], in: folder)
        #expect(result.stdout.contains("[MW450]"))
        #expect(!result.stdout.contains("[MW421]"), "\(result.stdout)")
    }

    @Test func hashPrintsTheReadableVersionsAndExitsOne() throws {
        let bundle = try Self.bundleWithUnreadableMiddleVersion()
        let result = try runMapwright(["hash", bundle.path])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout.contains("Model1"))
        #expect(result.stdout.contains("Model3"))
    }

    @Test func namingTheUnreadableVersionExitsTwo() throws {
        let bundle = try Self.bundleWithUnreadableMiddleVersion()
        let result = try runMapwright(["check", bundle.appendingPathComponent("Model2.xcdatamodel").path])
        #expect(result.status == 2)
    }

    /// A project with a bundle, a YAML model folder, and copies in folders that are never searched.
    static func project() throws -> URL {
        let root = try makeTemporaryDirectory()
        for folder in ["App", "schemas", ".build/debug", "DerivedData", "Pods/Lib", "Carthage", ".git", "node_modules"]
        {
            try FileManager.default.createDirectory(
                at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        try FileManager.default.copyItem(
            atPath: modelBundle, toPath: root.appendingPathComponent("App/Model.xcdatamodeld").path)
        try FileManager.default.copyItem(atPath: toDo, toPath: root.appendingPathComponent("schemas/ToDo").path)
        try Data("name: App\n".utf8).write(to: root.appendingPathComponent("project.yml"))
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("App/loop").path, withDestinationPath: root.path)
        for skipped in [".build/debug", "DerivedData", "Pods/Lib", "Carthage", ".git", "node_modules"] {
            try FileManager.default.copyItem(
                atPath: modelBundle, toPath: root.appendingPathComponent("\(skipped)/Skipped.xcdatamodeld").path)
        }
        return root
    }

    @Test(arguments: [["check"], ["check", "."], ["check", "--reporter", "json"]])
    func findsEveryModelOfTheProject(arguments: [String]) throws {
        let root = try Self.project()
        let result = try runMapwright(arguments, in: root)
        #expect(result.status == 0 || result.status == 1, "\(result.stderr)")
        #expect(result.stdout.contains("Model"))
        #expect(result.stdout.contains("ToDo"))
        #expect(!result.stdout.contains("Skipped"), "\(result.stdout)")
    }

    @Test func checkOfASubfolderSearchesOnlyIt() throws {
        let root = try Self.project()
        let result = try runMapwright(["check", "schemas", "--reporter", "json"], in: root)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("ToDo"))
        #expect(!result.stdout.contains("Model.xcdatamodeld"))
    }
}

extension RealProjectTests {
    @Test func importRefusesAnXcodeBundleNameForItsYAMLFolder() throws {
        let root = try makeTemporaryDirectory()
        let result = try runMapwright(["import", Self.modelBundle, "--output", "Out.xcdatamodeld"], in: root)
        #expect(result.status == 2)
        #expect(result.stderr.contains("names an Xcode model, but import writes a YAML model folder"))
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("Out.xcdatamodeld").path))
    }
}

extension RealProjectTests {
    static let accepted = packageRoot.appendingPathComponent(
        "Tests/MapwrightXcodeTests/Fixtures/accepted/XcodeAccepts.xcdatamodeld"
    ).path

    /// A bundle of constructs Xcode compiles: read, analysed (the shared identifier makes the step heavy,
    /// MW106, exit 1), its warnings reported with the findings and configurable like them.
    @Test func modelXcodeCompilesIsCheckedWithItsWarningsAsFindings() throws {
        let root = try makeTemporaryDirectory()
        let bundle = root.appendingPathComponent("XcodeAccepts.xcdatamodeld")
        try FileManager.default.copyItem(atPath: Self.accepted, toPath: bundle.path)
        let result = try runMapwright(["check", "XcodeAccepts.xcdatamodeld", "--reporter", "json"], in: root)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        for code in ["MW057", "MW059", "MW075", "MW076", "MW106"] {
            #expect(result.stdout.contains("\"\(code)\""), "\(code)")
        }
        #expect(result.stdout.contains(#""migration" : "heavy""#) || result.stdout.contains(#""migration":"heavy""#))

        try Data("rules:\n  MW076: off\n  MW106: warning\n".utf8).write(
            to: root.appendingPathComponent("mapwright.yml"))
        let configured = try runMapwright(["check", "XcodeAccepts.xcdatamodeld", "--reporter", "json"], in: root)
        #expect(configured.status == 0, "\(configured.stdout)")
        #expect(!configured.stdout.contains("\"MW076\""))
    }
}

extension RealProjectTests {
    /// `Model2` committed before `Model1`: git's order is followed (the names say less), and a
    /// `versions:` list agreeing with it changes nothing.
    @Test(.enabled(if: gitIsAvailable)) func versionOrderFromGitHistory() throws {
        let root = try makeTemporaryDirectory()
        let bundle = root.appendingPathComponent("Model.xcdatamodeld")
        try FileManager.default.copyItem(atPath: Self.modelBundle, toPath: bundle.path)
        try runGit(["init", "-q"], in: root)
        try runGit(["add", "Model.xcdatamodeld/Model2.xcdatamodel", "Model.xcdatamodeld/.xccurrentversion"], in: root)
        try runGit(["commit", "-q", "-m", "first"], in: root, date: "2020-01-01T00:00:00Z")
        try runGit(["add", "."], in: root)
        try runGit(["commit", "-q", "-m", "second"], in: root, date: "2021-01-01T00:00:00Z")
        let result = try runMapwright(["check", "Model.xcdatamodeld"], in: root)
        #expect(!result.stdout.contains("MW452"), "\(result.stdout)")
        #expect(result.stdout.contains("Model2 → Model1"), "\(result.stdout)")

        try Data("versions:\n  Model.xcdatamodeld: [Model2, Model1, Model3]\n".utf8).write(
            to: root.appendingPathComponent("mapwright.yml"))
        let ordered = try runMapwright(["check", "Model.xcdatamodeld"], in: root)
        #expect(!ordered.stdout.contains("MW452"))
        #expect(ordered.stdout.contains("Model2 → Model1"), "\(ordered.stdout)")
    }
}
