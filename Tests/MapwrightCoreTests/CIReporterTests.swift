import Foundation
import MapwrightCore
import MapwrightDiagnostics
import MapwrightReportModel
import MapwrightTestSupport
import Testing

@testable import MapwrightReport

/// The reporters for CI servers other than GitHub: JUnit, Checkstyle and GitLab's code quality report,
/// each held by golden files and validated against the schema of its format (`Fixtures/Schemas`).
@Suite struct CIReporterTests {
    /// Paths relative to the fixtures, as `check` writes them relative to the repository root.
    static let options = ReporterOptions(
        useColor: false, toolVersion: "0.1.0",
        sourceRoot: SourceRoot(root: fixturesDirectory.path, workingDirectory: "/"))
    static let schemas = fixturesDirectory.appendingPathComponent("Schemas")

    /// The two reports the other reporters' goldens use, and one whose findings hold markup and quotes.
    static func reports() throws -> [(name: String, report: CheckReport)] {
        let pipeline = Pipeline(workingDirectory: fixturesDirectory.path)
        let covered = pipeline.report(pipeline.analyze(try #require(pipeline.load(fixture("Models/Covered")))))
        var hostile = try shopReport()
        hostile.models[0].lint.append(
            Diagnostic(
                code: "MW121", severity: .warning, message: "`Item.<b>` removed & \"gone\" ]]> \u{1B}[31m",
                entity: "Item",
                location: MapwrightDiagnostics.SourceLocation(file: "schemas/Shop/Shop <2>.yaml", line: 4, column: 7),
                reason: "r", fix: "Keep </it>."))
        return [
            ("shop", try shopReport()), ("covered", CheckReport(models: [covered], rules: RuleRegistry.all)),
            ("hostile", hostile),
        ]
    }

    @Test(arguments: [("junit", "xml"), ("checkstyle", "xml"), ("codeclimate", "json")])
    func outputMatchesGoldenAndValidatesAgainstItsSchema(reporter: String, fileExtension: String) throws {
        let type = try #require(Reporters.named(reporter))
        for (name, report) in try Self.reports() {
            let output = type.init(options: Self.options).render(report)
            if name != "hostile" { try Golden.check(portable(output), matches: "\(name).\(reporter).\(fileExtension)") }
            let problems: [String]
            switch reporter {
            case "codeclimate":
                let validator = try JSONSchemaValidator(
                    schema: Data(contentsOf: Self.schemas.appendingPathComponent("gitlab-code-quality.schema.json")))
                problems = validator.problems(inJSON: Data(output.utf8))
            default:
                problems = try XMLSchemaValidator.problems(
                    in: Data(output.utf8), schema: Self.schemas.appendingPathComponent("\(reporter).xsd"))
            }
            #expect(problems.isEmpty, "\(reporter) of \(name): \(problems)")
            #expect(!output.contains("\u{1B}"), "a terminal control reached the \(reporter) output")
        }
    }

    /// What fails a JUnit run: what fails `check` at its `--fail-on` (a warning at `warning`, not at `error`);
    /// notes and exempt findings are skipped.
    @Test func junitFailsOnlyWhatCanFailTheRun() throws {
        var report = try shopReport()
        let position = MapwrightDiagnostics.SourceLocation(file: "schemas/Shop/Shop 2.yaml", line: 4, column: 7)
        var exempt = Diagnostic(
            code: "MW121", severity: .warning, message: "history", entity: "Item", location: position, reason: "r",
            fix: "f")
        exempt.exemption = .released
        report.models[0].lint = [
            Diagnostic(
                code: "MW121", severity: .warning, message: "fails", entity: "Item", location: position, reason: "r",
                fix: "f"),
            Diagnostic(
                code: "MW110", severity: .note, message: "a note", entity: "Item", location: position, reason: "r",
                fix: "f"),
            exempt,
        ]
        report.models[0].steps = []
        report.models[0].projectFindings = []
        let output = JUnitReporter(options: Self.options).render(report)
        #expect(output.contains("tests=\"3\" failures=\"0\" errors=\"0\" skipped=\"3\""), "\(output)")
        report.failureThreshold = .warning
        let atWarning = JUnitReporter(options: Self.options).render(report)
        #expect(atWarning.contains("tests=\"3\" failures=\"1\" errors=\"0\" skipped=\"2\""), "\(atWarning)")
    }

    /// The fingerprint names the finding, not its line: moving it keeps it, another message changes it.
    @Test func codeClimateFingerprintsIgnoreTheLine() throws {
        func fingerprint(line: Int, message: String) -> String {
            let finding = Diagnostic(
                code: "MW121", severity: .warning, message: message, entity: "Item",
                location: MapwrightDiagnostics.SourceLocation(file: "M.yaml", line: line, column: 1), reason: "r",
                fix: "f")
            return CodeClimateReporter.fingerprint(
                CIFinding(finding: finding, path: "M.yaml", line: line, column: 1, model: "M"))
        }
        #expect(fingerprint(line: 4, message: "a") == fingerprint(line: 40, message: "a"))
        #expect(fingerprint(line: 4, message: "a") != fingerprint(line: 4, message: "b"))
        #expect(fingerprint(line: 4, message: "a").count == 32)
    }

    /// Suppressed findings are left out, as in the text output.
    @Test func suppressedFindingsAreLeftOut() throws {
        var report = try shopReport()
        report.models[0].lint = report.models[0].lint.map {
            $0.suppressed(
                by: Suppression(
                    location: MapwrightDiagnostics.SourceLocation(file: "mapwright.yml", line: 1, column: 1),
                    reason: "r"))
        }
        report.models[0].steps = report.models[0].steps.map { step in
            var step = step
            step.findings = []
            return step
        }
        report.models[0].projectFindings = []
        #expect(CIFinding.all(in: report, root: nil).isEmpty)
    }
}
