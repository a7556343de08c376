import Foundation
import MapwrightAnalysis
import MapwrightCore
import MapwrightDiagnostics
import MapwrightModel
import MapwrightReportModel
import MapwrightTestSupport
import Testing

@testable import MapwrightReport

/// Each reporter's output read the way its consumer reads it: GitHub's runner (paths from the repository
/// root, ten annotations of each kind), a JUnit server (failures exactly when the job fails), a pull
/// request's reader (every step listed or counted), Xcode (an `error:` line is a failure).
@Suite struct ReporterConsumerTests {
    static func finding(_ severity: Severity, _ message: String, file: String = "M.yaml", line: Int = 1) -> Diagnostic {
        Diagnostic(
            code: "MW121", severity: severity, message: message, entity: "Item",
            location: MapwrightDiagnostics.SourceLocation(file: file, line: line, column: 1), reason: "r", fix: "f")
    }

    /// The shop report with `lint` as its only findings.
    static func report(lint: [Diagnostic]) throws -> CheckReport {
        var report = try shopReport()
        report.models[0].lint = lint
        report.models[0].steps = report.models[0].steps.map {
            var step = $0
            step.findings = []
            return step
        }
        report.models[0].projectFindings = []
        return report
    }

    // MARK: GitHub

    /// Run from a subfolder of the repository: the runner reads a relative `file` from the repository
    /// root, so each annotation's file exists there (and SARIF names the same file).
    @Test func annotationFilesAreFoundFromTheRepositoryRoot() throws {
        let root = packageRoot.path
        let options = ReporterOptions(
            toolVersion: "0", sourceRoot: SourceRoot(root: root, workingDirectory: fixturesDirectory.path))
        let report = try shopReport()
        let output = GitHubReporter(options: options).render(report)
        let files = output.split(separator: "\n").filter { $0.hasPrefix("::") }.compactMap { line -> String? in
            guard let range = line.range(of: "file=") else { return nil }
            let value = line[range.upperBound...].prefix { $0 != "," && $0 != ":" }
            return value.removingPercentEncoding
        }
        #expect(!files.isEmpty)
        for file in files {
            #expect(!file.hasPrefix("/"))
            #expect(FileManager.default.fileExists(atPath: root + "/" + file), "\(file)")
        }
        let sarif = SARIFReporter(options: options).render(report)
        let first = try #require(files.first).addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? ""
        #expect(sarif.contains("\"uri\" : \"\(first)\"") || sarif.contains("\"uri\":\"\(first)\""), "\(first)")
    }

    /// The runner keeps the first ten annotations of each kind per step: the notice counting the rest is
    /// among those it keeps, whatever kinds overflow.
    @Test(arguments: [(25, 0), (0, 25), (13, 10), (3, 9), (11, 11)])
    func theOverflowNoticeIsKept(warnings: Int, notes: Int) throws {
        let findings =
            (0..<warnings).map { Self.finding(.warning, "w\($0)", line: $0 + 1) }
            + (0..<notes).map { Self.finding(.note, "n\($0)", line: $0 + 100) }
        let output = GitHubReporter(options: ReporterOptions(toolVersion: "0"))
            .render(try Self.report(lint: findings))
        var kept: [Substring: [Substring]] = [:]
        for line in output.split(separator: "\n") where line.hasPrefix("::") {
            let kind = line.dropFirst(2).prefix { $0 != " " && $0 != ":" }
            if kept[kind, default: []].count < GitHubReporter.annotationLimit { kept[kind, default: []].append(line) }
        }
        let annotated = kept.values.joined().filter { !$0.contains("title=Mapwright") }.count
        let plain = output.split(separator: "\n").filter { $0.hasPrefix("M.yaml:") }.count
        #expect(annotated + plain == warnings + notes)
        if plain > 0 {
            #expect(kept["notice", default: []].contains { $0.contains("title=Mapwright::\(plain) more finding(s)") })
        } else {
            #expect(!output.contains("title=Mapwright"))
        }
    }

    // MARK: SARIF

    /// A file outside the repository is an absolute `file:` URI; the fingerprint ignores the line; the rule's
    /// help holds its example models, as its page does.
    @Test func sarifLocationsFingerprintsAndRuleHelp() throws {
        let reporter = SARIFReporter(
            options: ReporterOptions(
                toolVersion: "0", sourceRoot: SourceRoot(root: "/repo", workingDirectory: "/repo/app")))
        #expect(reporter.artifact("../../elsewhere/M 2.yaml").uri == "file:///elsewhere/M%202.yaml")
        #expect(reporter.artifact("/elsewhere/M.yaml").uri == "file:///elsewhere/M.yaml")
        #expect(reporter.artifact("models/M.yaml").uri == "app/models/M.yaml")
        let moved = reporter.result(Self.finding(.warning, "w", line: 40), origin: "M", ruleIndex: nil)
        let original = reporter.result(Self.finding(.warning, "w", line: 4), origin: "M", ruleIndex: nil)
        let other = reporter.result(Self.finding(.warning, "x", line: 4), origin: "M", ruleIndex: nil)
        #expect(moved.partialFingerprints == original.partialFingerprints)
        #expect(other.partialFingerprints != original.partialFingerprints)
        let rule = try #require(RuleRegistry.all.first { !$0.examples.triggering.isEmpty })
        let help = reporter.descriptor(rule).help
        for line in rule.exampleMarkdown where !line.isEmpty {
            #expect(help.markdown.contains(line) && help.text.contains(line), "\(rule.code): \(line)")
        }
    }

    // MARK: JUnit

    /// Under each `--fail-on`, the JUnit file has failures exactly when `check` exits 1.
    @Test(arguments: FailureThreshold.allCases)
    func junitFailsExactlyWhenTheRunFails(threshold: FailureThreshold) throws {
        let pipeline = Pipeline(workingDirectory: fixturesDirectory.path)
        let covered = pipeline.report(pipeline.analyze(try #require(pipeline.load(fixture("Models/Covered")))))
        let reports = [
            try shopReport(), CheckReport(models: [covered], rules: RuleRegistry.all),
            try Self.report(lint: [Self.finding(.warning, "w")]), try Self.report(lint: []),
        ]
        for var report in reports {
            report.failureThreshold = threshold
            let output = JUnitReporter(options: ReporterOptions(toolVersion: "0")).render(report)
            let header = try #require(output.split(separator: "\n").first { $0.hasPrefix("<testsuites ") })
            let failures = try #require(
                header.split(separator: " ").first { $0.hasPrefix("failures=") }?.split(separator: "\"").last)
            #expect((failures != "0") == report.fails(at: threshold), "\(threshold): \(header)")
            #expect(output.components(separatedBy: "<failure ").count - 1 == Int(failures))
        }
    }

    // MARK: Severities

    /// A finding that cannot fail the run (history, `--since`, released) is a note everywhere: no reporter
    /// shows it as an error, and each reporter's error count is the summary's.
    @Test(arguments: [Exemption.history, .since, .released])
    func anExemptFindingIsANoteInEveryReporter(exemption: Exemption) throws {
        var exempt = Self.finding(.error, "exempt error")
        exempt.exemption = exemption
        var report = try Self.report(lint: [exempt, Self.finding(.warning, "a warning", line: 2)])
        report.models[0].steps = []
        #expect(report.summary.errors == 0 && report.summary.warnings == 1)
        let options = ReporterOptions(toolVersion: "0")
        let xcode = XcodeReporter(options: options).render(report)
        #expect(xcode.contains("M.yaml:1:1: note: exempt error"), "\(xcode)")
        #expect(!xcode.contains(": error:"))
        let github = GitHubReporter(options: options).render(report)
        #expect(github.contains("::notice file=M.yaml,line=1,col=1,title=MW121::exempt error"))
        #expect(!github.contains("::error"))
        let sarif = SARIFReporter(options: options).render(report)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        let results = try #require((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        #expect(results.compactMap { $0["level"] as? String }.sorted() == ["note", "warning"])
        let junit = JUnitReporter(options: options).render(report)
        #expect(junit.contains("failures=\"0\""))
        let checkstyle = CheckstyleReporter(options: options).render(report)
        #expect(checkstyle.components(separatedBy: "severity=\"error\"").count - 1 == report.summary.errors)
        #expect(!report.fails(at: .error))
    }

    // MARK: Markdown

    /// Every step of a long history is listed in the comment, or counted where it says what did not fit.
    @Test(arguments: [17, 27, 120])
    func everyStepIsListedOrCounted(versions: Int) throws {
        let report = try MarkdownSizeTests.report(MarkdownSizeTests.longHistory(versions: versions))
        let text = MarkdownReporter(options: ReporterOptions(toolVersion: "0")).render(report)
        let steps = report.models[0].steps
        let listed = steps.filter {
            text.contains(MarkdownReporter.cell($0.title) + ($0.isDirect ? " (direct):" : ":"))
        }
        func number(before phrase: String) -> Int {
            guard let range = text.range(of: phrase) else { return 0 }
            return Int(text[..<range.lowerBound].split(separator: "\n").last?.split(separator: " ").last ?? "") ?? 0
        }
        let quietCounted =
            text.contains("step(s) without findings (not listed")
            ? number(before: " step(s) without findings (not listed") : 0
        let otherCounted = number(before: " more step(s) and ")
        #expect(listed.count + quietCounted + otherCounted == steps.count, "\(versions) versions")
        let unlistedFindings = steps.filter { step in
            !listed.contains { $0.title == step.title && $0.isDirect == step.isDirect }
        }
        .reduce(0) { $0 + $1.findings.count }
        if unlistedFindings > 0 {
            #expect(text.contains("more finding(s) not listed for lack of room"))
        }
        #expect(text.utf16.count <= 65_536)
    }
}
