import Foundation
import MapwrightTestSupport
import Testing

/// `mapwright check` with lock, configuration, suppression and generated files, `lock` and `config init`, on copies of
/// the bundled `schemas/ToDo` model.
@Suite struct CheckProjectTests {
    /// A temporary project holding a copy of `schemas/ToDo` as `ToDo/`.
    static func project() throws -> URL {
        let root = try makeTemporaryDirectory()
        try FileManager.default.copyItem(
            at: packageRoot.appendingPathComponent("schemas/ToDo"), to: root.appendingPathComponent("ToDo"))
        return root
    }

    static func edit(_ file: URL, replacing old: String, with new: String) throws {
        let text = try String(contentsOf: file, encoding: .utf8)
        try #require(text.contains(old), "\(file.lastPathComponent) lacks \(old)")
        try Data(text.replacingOccurrences(of: old, with: new).utf8).write(to: file)
    }

    @Test func editingALockedVersionFailsNamingTheEntityAndTheChange() throws {
        let root = try Self.project()
        let lock = try runMapwright(["lock", "ToDo"], in: root)
        #expect(lock.status == 0, "\(lock.stderr)")
        #expect(lock.stdout == "locked ToDo: ToDo, ToDo 2, ToDo 3 (new: ToDo, ToDo 2, ToDo 3) → ToDo.mapwright.lock\n")
        #expect(try runMapwright(["check", "ToDo"], in: root).status == 0)

        try Self.edit(
            root.appendingPathComponent("ToDo/ToDo 2.yaml"), replacing: "priority: String?", with: "priority: String")
        let check = try runMapwright(["check", "ToDo"], in: root)
        #expect(check.status == 1)
        #expect(
            check.stdout.contains(
                "ToDo/ToDo 2.yaml:17:7: error: locked version `ToDo 2` changed: `ToDo`'s version hash moved: `ToDo.priority`: attribute optionality changed (optional → required) [MW420]"
            ),
            "\(check.stdout)")

        let relock = try runMapwright(["lock", "ToDo"], in: root)
        #expect(relock.status == 1)
        #expect(relock.stderr.contains("[MW420]"))
        #expect(try runMapwright(["lock", "ToDo", "--force"], in: root).status == 0)
        #expect(try runMapwright(["check", "ToDo"], in: root).status == 0)
    }

    @Test func newVersionsNotYetLockedAreFineButRemovedOnesFail() throws {
        let root = try Self.project()
        #expect(try runMapwright(["lock", "ToDo", "--up-to", "ToDo 2"], in: root).status == 0)
        try Self.edit(
            root.appendingPathComponent("ToDo/ToDo 3.yaml"), replacing: "priority: Integer 16 = 0",
            with: "priority: Integer 32 = 0")
        #expect(try runMapwright(["check", "ToDo"], in: root).status == 0)

        try FileManager.default.moveItem(
            at: root.appendingPathComponent("ToDo/ToDo 2.yaml"), to: root.appendingPathComponent("ToDo/ToDo 2b.yaml"))
        let check = try runMapwright(["check", "ToDo"], in: root)
        #expect(check.status == 1)
        #expect(
            check.stdout.contains(
                "error: locked version `ToDo 2` is no longer in the model (removed or renamed); stores created with it cannot be opened; `ToDo 2b` has its hashes: was it renamed? [MW421]"
            ), "\(check.stdout)")
    }

    @Test func configurationIsFoundFromASubfolderAndFlagsOverrideIt() throws {
        let root = try Self.project()
        try Data("models: [ToDo]\nfailOn: heavy\n".utf8).write(to: root.appendingPathComponent("mapwright.yml"))
        let sub = root.appendingPathComponent("App/Sources")
        try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)

        let check = try runMapwright(["check"], in: sub)
        #expect(check.status == 1)
        #expect(
            check.stdout.contains(
                "../../ToDo/ToDo 3.yaml:16:7: warning: ToDo.priority: String → Integer 16 cannot be inferred [MW101]"),
            "\(check.stdout)")
        #expect(try runMapwright(["check", "--fail-on", "error"], in: sub).status == 0)
    }

    @Test func unknownConfigurationKeyIsAnErrorWithASuggestion() throws {
        let root = try Self.project()
        try Data("models: [ToDo]\nfailon: heavy\n".utf8).write(to: root.appendingPathComponent("mapwright.yml"))
        let check = try runMapwright(["check"], in: root)
        #expect(check.status == 2)
        #expect(check.stderr.contains("mapwright.yml:2:1: error: unknown key 'failon' in the configuration [MW430]"))
        #expect(check.stderr.contains("hint: did you mean 'failOn'?"))
    }

    @Test func configInitWritesAStarterAndNeverOverwrites() throws {
        let root = try makeTemporaryDirectory()
        let first = try runMapwright(["config", "init"], in: root)
        #expect(first.status == 0)
        let written = try String(contentsOf: root.appendingPathComponent("mapwright.yml"), encoding: .utf8)
        #expect(written.hasPrefix("# Mapwright configuration"))
        let second = try runMapwright(["config", "init"], in: root)
        #expect(second.status == 1)
        #expect(second.stderr.contains("already exists"))
    }

    /// `--ignore` leaves out what lies in matching files, as `ignore:` in mapwright.yml does.
    @Test func ignoreFlagLeavesOutFindingsInMatchingFiles() throws {
        let root = try Self.project()
        let all = try runMapwright(["check", "ToDo", "--reporter", "checkstyle"], in: root)
        #expect(all.stdout.contains("ToDo 3.yaml"), "\(all.stdout)")
        let ignored = try runMapwright(
            ["check", "ToDo", "--reporter", "checkstyle", "--ignore", "ToDo/ToDo 3.yaml"], in: root)
        #expect(ignored.status == 0, "\(ignored.stderr)")
        #expect(!ignored.stdout.contains("ToDo 3.yaml"), "\(ignored.stdout)")
    }

    @Test func staleGeneratedFilesFailTheCheck() throws {
        let root = try Self.project()
        try Data("models: [ToDo]\noutput: Migrations\n".utf8).write(to: root.appendingPathComponent("mapwright.yml"))
        #expect(try runMapwright(["generate", "ToDo", "--output", "Migrations"], in: root).status == 0)
        #expect(try runMapwright(["check"], in: root).status == 0)

        try Self.edit(
            root.appendingPathComponent("ToDo/ToDo 3.yaml"), replacing: "      completed: Boolean = NO\n",
            with: "      completed: Boolean = NO\n      notes: String?\n")
        let check = try runMapwright(["check"], in: root)
        #expect(check.status == 1)
        #expect(
            check.stdout.contains("is stale: it differs from what the models generate in Migrations [MW402]"),
            "\(check.stdout)")
    }

    @Test func suppressedFindingIsReportedAsSuppressedAndDoesNotFail() throws {
        let root = try Self.project()
        let file = root.appendingPathComponent("ToDo/ToDo 3.yaml")
        try Self.edit(
            file, replacing: "      priority: Integer 16 = 0",
            with: "      # mapwright:ignore MW101\n      priority: Integer 16 = 0")
        try Self.edit(
            root.appendingPathComponent("ToDo/ToDo 2.yaml"), replacing: "    migrationPolicy:",
            with: "    # mapwright:ignore MW107 MW109\n    migrationPolicy:")
        let json = try runMapwright(["check", "ToDo", "--format", "json", "--fail-on", "warning"], in: root)
        #expect(json.status == 0, "\(json.stdout)")
        #expect(json.stdout.contains("\"suppressed\" : true"))
        let text = try runMapwright(["check", "ToDo"], in: root)
        #expect(!text.stdout.contains("[MW101]"))
    }

    @Test func githubAnnotationsUnderActionsUnlessTurnedOff() throws {
        let root = try Self.project()
        let annotated = try runMapwright(["check", "ToDo"], in: root, environment: ["GITHUB_ACTIONS": "true"])
        #expect(annotated.stdout.contains("::warning file=ToDo/ToDo 3.yaml,line=16,col=7,title=MW101::"))
        let plain = try runMapwright(
            ["check", "ToDo", "--no-github-annotations"], in: root, environment: ["GITHUB_ACTIONS": "true"])
        #expect(!plain.stdout.contains("::warning"))
        #expect(plain.stdout.contains("ToDo/ToDo 3.yaml:16:7: warning:"))
    }

    @Test func xmlCommentSuppressesAFindingInAnXcodeBundle() throws {
        let root = try makeTemporaryDirectory()
        try FileManager.default.copyItem(
            atPath: XcodeFixtures.path("Model.xcdatamodeld"),
            toPath: root.appendingPathComponent("Model.xcdatamodeld").path)
        let contents = root.appendingPathComponent("Model.xcdatamodeld/Model1.xcdatamodel/contents")
        let before = try runMapwright(["check", "Model.xcdatamodeld"], in: root)
        #expect(
            before.stdout.contains(
                "Model.xcdatamodeld/Model1.xcdatamodel/contents:4:9: warning: Book.authorName: attribute removed: its values are lost (also for stores of `Model1` migrating directly) [MW121]"
            ), "\(before.stdout)")

        let element = "<attribute name=\"authorName\" optional=\"YES\" attributeType=\"String\" syncable=\"YES\"/>"
        try Self.edit(contents, replacing: element, with: element + " <!-- mapwright:ignore MW121 -->")
        let after = try runMapwright(
            ["check", "Model.xcdatamodeld", "--reporter", "sarif", "--include-suppressed"], in: root)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(after.stdout.utf8)) as? [String: Any])
        let results = try #require(((log["runs"] as? [[String: Any]])?.first)?["results"] as? [[String: Any]])
        let removal = try #require(results.first { $0["ruleId"] as? String == "MW121" })
        #expect((removal["suppressions"] as? [[String: Any]])?.first?["kind"] as? String == "inSource")
    }

    @Test func noModelAndNoConfigurationIsAUsageError() throws {
        let result = try runMapwright(["check"], in: try makeTemporaryDirectory())
        #expect(result.status == 2)
        #expect(result.stderr.contains("no model given"))
        #expect(result.stderr.contains("pass a model folder or bundle"))
    }

    /// A SwiftData model without versions (`@Model` classes, no `VersionedSchema`: Ice Cubes) is not read;
    /// the usage error says so, and what to declare, where it said only to pass a model.
    @Test(arguments: [["check"], ["hash", "."]])
    func anUnversionedSwiftDataModelIsNamedInTheUsageError(command: [String]) throws {
        let root = try makeTemporaryDirectory()
        try write(
            "import SwiftData\n\n@Model\nfinal class Draft {\n    var text = \"\"\n    init() {}\n}\n",
            to: "Models/Draft.swift", in: root)
        try write("@Model final class Fixture {}\n", to: "AppTests/Fixture.swift", in: root)
        let result = try runMapwright(command, in: root)
        #expect(result.status == 2)
        #expect(
            result.stderr.contains(
                "Models/Draft.swift declares a SwiftData `@Model` class, but no file declares a `VersionedSchema`: "
                    + "declare the model's versions as `VersionedSchema` enums for Mapwright to check them"),
            "\(result.stderr)")
    }

    @Test(arguments: ["sarif", "markdown", "json", "xcode", "github", "text"])
    func everyReporterRuns(reporter: String) throws {
        let result = try runMapwright(["check", "ToDo", "--reporter", reporter], in: try Self.project())
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stdout.isEmpty)
    }
}
