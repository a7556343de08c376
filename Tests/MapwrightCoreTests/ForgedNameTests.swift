import Foundation
import MapwrightDiagnostics
import MapwrightModel
import MapwrightReportModel
import MapwrightSupport
import MapwrightTestSupport
import Testing

@testable import MapwrightCore
@testable import MapwrightReport

/// Names a file chose (a folder, a model, a version) never start an output line as a GitHub workflow
/// command nor leave a legacy one (`##[error]`, read anywhere in a line), under every reporter and under
/// `GITHUB_ACTIONS=true`; nor do they bring line breaks,
/// terminal controls or bidi controls into the line-based outputs, and long ones are cut.
@Suite struct ForgedNameTests {
    static let folder = "::error title=Forged::FORGED by a folder name ##[group]legacy"

    /// A three-version model whose names forge commands, in a folder named like one, with a finding in it.
    static func report() throws -> CheckReport {
        let names = [
            "::stop-commands::token ##[stop-commands]t",
            "M 2\n::error file=forged.yaml,line=1::FORGED\u{1B}[2J\u{202E}",
            "::warning::" + String(repeating: "x", count: 100_000),
        ]
        let models = names.enumerated().map { index, name in
            DataModel(
                name: name,
                entities: [
                    Entity(
                        name: "Item",
                        attributes: (0...index).map { Attribute(name: "a\($0)", type: .string, isOptional: index < 2) })
                ])
        }
        let history = ModelHistory(
            name: "::notice::model ##[warning]legacy", versions: models, currentVersionName: names[2],
            origin: folder + "/M.xcdatamodeld")
        let pipeline = Pipeline(workingDirectory: "/project")
        let loaded = try #require(pipeline.modelHistory(history, path: folder + "/M.xcdatamodeld"))
        var model = pipeline.report(pipeline.analyze(loaded))
        model.lint.append(
            Diagnostic(
                code: "MW121", severity: .warning,
                message: "`a1` removed\n::error::forged by a message ##[error]legacy",
                entity: "Item",
                location: MapwrightDiagnostics.SourceLocation(file: folder + "/M 2.yaml", line: 5, column: 7),
                reason: "r", fix: "f"))
        return CheckReport(models: [model], rules: RuleRegistry.all)
    }

    /// True for the workflow commands the github reporter writes itself.
    static func isOwnCommand(_ line: Substring) -> Bool {
        ["::error file=", "::warning file=", "::notice file=", "::notice title=Mapwright::"].contains {
            line.hasPrefix($0)
        }
    }

    @Test func noReporterStartsALineWithACommandANameChose() throws {
        let report = try Self.report()
        let environment = ["GITHUB_ACTIONS": "true"]
        var names = Reporters.identifiers
        names.append(Reporters.resolve(nil, environment: environment, githubAnnotations: true))
        #expect(names.last == "github")
        for name in names {
            let type = try #require(Reporters.named(name))
            let output = type.init(options: ReporterOptions(toolVersion: "0")).render(report)
            for line in output.split(omittingEmptySubsequences: true, whereSeparator: { $0.isNewline }) {
                // The runner reads a line starting with `::` as that command, never as a legacy one: the
                // annotation's `file=` keeps the real path.
                if line.contains(PrintableText.legacyCommandPrefix) {
                    #expect(name == "github" && Self.isOwnCommand(line), "\(name): \(line.prefix(120))")
                }
                let start = line.drop { $0 == " " || $0 == "\t" }
                if start.hasPrefix("::") {
                    #expect(name == "github" && Self.isOwnCommand(line), "\(name): \(line.prefix(120))")
                }
            }
            guard ["xcode", "github", "markdown"].contains(name) else { continue }
            #expect(!output.contains("\u{1B}") && !output.contains("\u{202E}"), "\(name)")
            let longest = output.split(separator: "\n" as Character).map { (line: Substring) in line.count }.max() ?? 0
            #expect(longest < 5_000, "\(name): a line of \(longest) characters")
        }
    }

    /// `mapwright diff`'s lines, its header starting with the version names.
    @Test func diffStartsNoCommand() throws {
        for step in try Self.report().models[0].steps {
            for line in AnalysisText.diff(step.analysis).split(separator: "\n") {
                #expect(!PrintableText.startsCommand(String(line)), "\(line.prefix(80))")
                #expect(!line.contains(PrintableText.legacyCommandPrefix), "\(line.prefix(80))")
            }
        }
    }

    /// The diagnostics printed on standard error: a path that would start a command is written `./…`.
    @Test func diagnosticsOnStandardErrorStartNoCommand() {
        let diagnostic = Diagnostic(
            .error, code: "MW004", message: "m",
            at: MapwrightDiagnostics.SourceLocation(file: Self.folder + "/M 2.yaml", line: 5, column: 1))
        let text = DiagnosticRenderer(readSource: { _ in nil }).render([diagnostic])
        #expect(text.hasPrefix("./::error title=Forged::"), "\(text)")
    }

    /// A `--since` revision is shown escaped and cut in its error.
    @Test func aRevisionIsEscapedAndCutInItsError() {
        let revision = "main\n::error file=forged.yaml,line=1::FORGED\u{1B}[2J" + String(repeating: "r", count: 100_000)
        do {
            _ = try GitSnapshot(holding: "/nonexistent/mapwright", revision: revision)
            Issue.record("a revision of no repository was accepted")
        } catch {
            #expect(!error.message.contains("\n") && !error.message.contains("\u{1B}"), "\(error.message.prefix(200))")
            #expect(error.message.count < 1_200)
        }
    }
}
