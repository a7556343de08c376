import Foundation
import MapwrightTestSupport
import Testing

/// What the command line does for a person at a terminal: `--quiet`, suggestions for a mistyped command,
/// the command's own usage after its errors, rule pages and templates from the binary, and paths to a
/// model's files taken as the model.
@Suite struct CommandLineHelpTests {
    static let toDo = packageRoot.appendingPathComponent("schemas/ToDo").path

    @Test func quietPrintsOnlyWhatCanFailTheRun() throws {
        let full = try runMapwright(["check", Self.toDo])
        let quiet = try runMapwright(["check", Self.toDo, "--quiet"])
        #expect(full.stdout.contains("ToDo: heavy;") && full.stdout.contains("ToDo → ToDo 2"))
        #expect(!quiet.stdout.contains("ToDo: heavy;") && !quiet.stdout.contains("→ ToDo 2:"), "\(quiet.stdout)")
        #expect(quiet.stdout.contains("[MW101]"))
        #expect(quiet.status == full.status)
        // Nothing that cannot fail the run: no note, no finding of a step no store takes.
        #expect(!quiet.stdout.contains(": note:"))
        // No progress line when standard error is not a terminal.
        #expect(!quiet.stderr.contains("checking"))
    }

    @Test(arguments: [("chek", "check"), ("genrate", "generate"), ("rule", "rules")])
    func aMistypedCommandGetsASuggestion(typed: String, meant: String) throws {
        let result = try runMapwright([typed])
        #expect(result.status == 2)
        #expect(
            result.stderr.hasPrefix("Error: unknown command '\(typed)'; did you mean '\(meant)'?"), "\(result.stderr)")
    }

    @Test func aCommandsErrorShowsItsOwnUsage() throws {
        let result = try runMapwright(["generate", Self.toDo], in: try makeTemporaryDirectory())
        #expect(result.status == 2)
        #expect(result.stderr.contains("Usage: mapwright generate "), "\(result.stderr)")
        #expect(result.stderr.contains("See 'mapwright generate --help'"))
    }

    @Test func rulesListsEveryRuleAndPrintsItsPage() throws {
        let list = try runMapwright(["rules"])
        #expect(list.status == 0)
        #expect(list.stdout.contains("MW121  warning  Attribute removed"), "\(list.stdout.prefix(300))")
        let page = try runMapwright(["rules", "mw121"])
        let expected = try String(
            contentsOf: packageRoot.appendingPathComponent("docs/rules/MW121.md"), encoding: .utf8)
        // The page in docs/rules/ adds the example files from the tests; the binary has the rest.
        #expect(expected.hasPrefix(String(page.stdout.prefix(while: { $0 != "A" }).prefix(200))))
        #expect(page.stdout.contains("## Why Core Data cares") && page.stdout.contains("## How to fix it"))
        let unknown = try runMapwright(["rules", "MW12"])
        #expect(unknown.status == 2 && unknown.stderr.contains("did you mean 'MW012'?"))
    }

    @Test func templatesArePrintedAndDumped() throws {
        let list = try runMapwright(["templates"])
        #expect(list.stdout == "policy.swift.stencil\n")
        let text = try runMapwright(["templates", "policy.swift.stencil"])
        let file = try String(
            contentsOf: packageRoot.appendingPathComponent("templates/policy.swift.stencil"), encoding: .utf8)
        #expect(text.stdout == file)
        let directory = try makeTemporaryDirectory()
        let dump = try runMapwright(["templates", "--dump", "Templates"], in: directory)
        #expect(dump.status == 0, "\(dump.stderr)")
        #expect(
            try String(contentsOf: directory.appendingPathComponent("Templates/policy.swift.stencil"), encoding: .utf8)
                == file)
        let again = try runMapwright(["templates", "--dump", "Templates"], in: directory)
        #expect(again.status == 2 && again.stderr.contains("would overwrite"), "\(again.stderr)")
        #expect(try runMapwright(["templates", "--dump", "Templates", "--force"], in: directory).status == 0)
    }

    /// A path to a file inside a model means the model: a version's `contents`, a folder's `_manifest.yaml`.
    @Test func pathsToAModelsFilesMeanTheModel() throws {
        let contents = packageRoot.appendingPathComponent(
            "Tests/mapwrightCLITests/Fixtures/xcode/Showcase.xcdatamodeld/Showcase 2.xcdatamodel/contents"
        ).path
        let version = try runMapwright(["validate", contents])
        #expect(version.status == 0, "\(version.stderr)")
        #expect(version.stdout.hasPrefix("Showcase 2 (current): valid"))
        let manifest = try runMapwright(["check", Self.toDo + "/_manifest.yaml"])
        let folder = try runMapwright(["check", Self.toDo])
        #expect(manifest.stdout == folder.stdout && manifest.status == folder.status, "\(manifest.stderr)")
    }
}

extension CommandLineHelpTests {
    /// One run writes every report a CI job needs.
    @Test func reportFilesAreWrittenInTheSameRun() throws {
        let directory = try makeTemporaryDirectory()
        let result = try runMapwright(
            ["check", Self.toDo, "--report-file", "sarif=out.sarif", "--report-file", "markdown=out.md", "--quiet"],
            in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        let sarif = try String(contentsOf: directory.appendingPathComponent("out.sarif"), encoding: .utf8)
        #expect(sarif.contains("\"version\" : \"2.1.0\""))
        #expect(try String(contentsOf: directory.appendingPathComponent("out.md"), encoding: .utf8).contains("ToDo"))
        let bad = try runMapwright(["check", Self.toDo, "--report-file", "sarf=out.sarif"], in: directory)
        #expect(bad.status == 2 && bad.stderr.contains("--report-file takes reporter=file"), "\(bad.stderr)")
    }
}
