import Foundation
import MapwrightTestSupport
import Testing

/// Messages that tell a user what to do next: a misspelt reporter, a model given to `diff`, the exact
/// `generate` command for missing files, where a lock goes in an Xcode project.
@Suite struct GuidanceTests {
    @Test(arguments: [("sarf", "sarif"), ("jsno", "json"), ("markdwon", "markdown")])
    func misspeltReporterIsAUsageErrorWithASuggestion(typed: String, meant: String) throws {
        let root = try CheckProjectTests.project()
        let result = try runMapwright(["check", "ToDo", "--reporter", typed], in: root)
        #expect(result.status == 2)
        #expect(result.stderr.contains("unknown reporter '\(typed)'; did you mean '\(meant)'?"), "\(result.stderr)")
    }

    @Test(arguments: [["ToDo", "ToDo"], ["ToDo/ToDo 2.yaml", "ToDo"]])
    func diffOfAWholeModelSaysWhatDiffTakes(arguments: [String]) throws {
        let root = try CheckProjectTests.project()
        let result = try runMapwright(["diff"] + arguments, in: root)
        #expect(result.status == 2)
        #expect(result.stderr.contains("`ToDo` is a whole model, and `diff` compares two versions"), "\(result.stderr)")
        #expect(result.stderr.contains("mapwright check ToDo"))
    }

    @Test func diffOfTwoVersionFilesStillWorks() throws {
        let root = try CheckProjectTests.project()
        let result = try runMapwright(["diff", "ToDo/ToDo 2.yaml", "ToDo/ToDo 3.yaml"], in: root)
        #expect(result.status == 0, "\(result.stderr)")
    }

    @Test func missingGeneratedFileSaysTheExactGenerateCommand() throws {
        let root = try CheckProjectTests.project()
        try Data("models: [ToDo]\noutput: Generated Migrations\n".utf8).write(
            to: root.appendingPathComponent("mapwright.yml"))
        let check = try runMapwright(["check"], in: root)
        #expect(check.status == 1)
        #expect(check.stdout.contains("[MW401]"))
        #expect(
            check.stdout.contains(
                "fix: run `mapwright generate ToDo --output 'Generated Migrations'` and commit the files"),
            "\(check.stdout)")
        let generate = try runMapwright(["generate", "ToDo", "--output", "Generated Migrations"], in: root)
        #expect(generate.status == 0)
        #expect(try runMapwright(["check"], in: root).status == 0)
    }

    @Test func lockOfABundleInAnXcodeProjectGoesBesideTheProjectNotIntoTheAppFolder() throws {
        let root = try makeTemporaryDirectory()
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("App.xcodeproj"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("App/Model"), withIntermediateDirectories: true)
        let bundle = root.appendingPathComponent("App/Model/Model.xcdatamodeld")
        try FileManager.default.copyItem(atPath: XcodeFixtures.path("Model.xcdatamodeld"), toPath: bundle.path)

        let lock = try runMapwright(["lock", "App/Model/Model.xcdatamodeld"], in: root)
        #expect(lock.status == 0, "\(lock.stderr)")
        #expect(lock.stdout.hasSuffix("→ Model.mapwright.lock\n"), "\(lock.stdout)")
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("Model.mapwright.lock").path))
        #expect(
            !FileManager.default.fileExists(atPath: root.appendingPathComponent("App/Model/Model.mapwright.lock").path))

        // `check` holds the model to that lock: a removed version is found.
        let versions = try FileManager.default.contentsOfDirectory(atPath: bundle.path).filter {
            $0.hasSuffix(".xcdatamodel")
        }.sorted()
        try FileManager.default.removeItem(at: bundle.appendingPathComponent(try #require(versions.first)))
        let check = try runMapwright(["check", "App/Model/Model.xcdatamodeld"], in: root)
        #expect(check.stdout.contains("[MW421]"), "\(check.stdout)\(check.stderr)")
    }

    @Test func lockAlreadyBesideTheBundleStaysThere() throws {
        let root = try makeTemporaryDirectory()
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("App.xcodeproj"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("App"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: XcodeFixtures.path("Model.xcdatamodeld"),
            toPath: root.appendingPathComponent("App/Model.xcdatamodeld").path)
        #expect(
            try runMapwright(["lock", "App/Model.xcdatamodeld", "--lock-file", "App/Model.mapwright.lock"], in: root)
                .status == 0)
        let relock = try runMapwright(["lock", "App/Model.xcdatamodeld"], in: root)
        #expect(relock.stdout.hasSuffix("→ App/Model.mapwright.lock\n"), "\(relock.stdout)")
    }
}
