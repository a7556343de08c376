import Foundation
import MapwrightCore
import MapwrightDiagnostics
import MapwrightReportModel
import MapwrightTestSupport
import Testing

@testable import MapwrightReport

/// What GitHub code scanning and annotations need: the rule's whole page as help, no alert for a
/// suppressed finding, URIs relative to the repository root, and no annotation dropped without a word.
@Suite struct CodeScanningTests {
    static func sarif(_ report: CheckReport, options: ReporterOptions = ReporterOptions(toolVersion: "0")) throws
        -> [String: Any]
    {
        let text = SARIFReporter(options: options).render(report)
        #expect(SARIFSchema.problems(in: Data(text.utf8)) == [])
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    static func run(_ log: [String: Any]) throws -> [String: Any] {
        try #require((log["runs"] as? [[String: Any]])?.first)
    }

    @Test func ruleHelpIsTheWholePage() throws {
        let run = try Self.run(try Self.sarif(try shopReport()))
        let rules =
            try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])["rules"] as? [[String: Any]]
        let rule = try #require(rules?.first { $0["id"] as? String == "MW121" })
        let markdown = try #require((rule["help"] as? [String: Any])?["markdown"] as? String)
        for heading in ["## What it means", "## Why Core Data cares", "## Example", "## How to fix it"] {
            #expect(markdown.contains(heading), "\(markdown)")
        }
    }

    static func suppressedReport() throws -> CheckReport {
        var report = try shopReport()
        report.models[0].lint.append(
            Diagnostic(
                code: "MW121", severity: .warning, message: "`Item.notes` removed", entity: "Item",
                location: MapwrightDiagnostics.SourceLocation(file: "schemas/Shop/Shop 2.yaml", line: 4, column: 7),
                reason: "r", fix: "f"
            ).suppressed(
                by: Suppression(
                    location: MapwrightDiagnostics.SourceLocation(file: "mapwright.yml", line: 9, column: 5),
                    reason: "moved")
            ))
        return report
    }

    @Test func suppressedFindingsAreLeftOutUnlessAskedFor() throws {
        let results = { (log: [String: Any]) in try Self.run(log)["results"] as? [[String: Any]] ?? [] }
        let left = try results(try Self.sarif(try Self.suppressedReport()))
        #expect(!left.contains { $0["suppressions"] != nil })
        let kept = try results(
            try Self.sarif(
                try Self.suppressedReport(), options: ReporterOptions(toolVersion: "0", includesSuppressed: true)))
        #expect(kept.filter { $0["suppressions"] != nil }.count == kept.count - left.count)
        #expect(kept.count > left.count)
    }

    @Test func urisAreRelativeToTheRepositoryRoot() throws {
        // The findings name the fixtures' files; the repository root is the fixtures folder.
        let fixtures = SourceRoot(root: fixturesDirectory.path, workingDirectory: "/elsewhere")
        let log = try Self.sarif(try shopReport(), options: ReporterOptions(toolVersion: "0", sourceRoot: fixtures))
        let run = try Self.run(log)
        let base = try #require((run["originalUriBaseIds"] as? [String: Any])?["SRCROOT"] as? [String: Any])
        #expect(base["uri"] as? String == SARIFReporter.fileURI(fixturesDirectory.path))
        let location = try #require(
            ((run["results"] as? [[String: Any]])?.first?["locations"] as? [[String: Any]])?.first)
        let artifact = try #require(
            (location["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any])
        #expect(artifact["uriBaseId"] as? String == "SRCROOT")
        #expect((artifact["uri"] as? String)?.hasPrefix("Models/Shop/") == true, "\(artifact)")
        // `check` ran in /repo/App: its relative paths start there, and the alerts name /repo's files.
        let root = SourceRoot(root: "/repo", workingDirectory: "/repo/App")
        #expect(root.relative("Models/M.yaml") == "App/Models/M.yaml")
        #expect(root.relative("../Other/M.yaml") == "Other/M.yaml")
        #expect(root.relative("../../Other/M.yaml") == nil)
        #expect(root.relative("/repo/App/./x/../M.yaml") == "App/M.yaml")
    }

    @Test func annotationsBeyondGitHubsLimitArePrintedAndCounted() throws {
        var report = try shopReport()
        report.models[0].lint = (1...13).map { index in
            Diagnostic(
                code: "MW121", severity: .warning, message: "removed \(index)", entity: "Item",
                location: MapwrightDiagnostics.SourceLocation(file: "M.yaml", line: index, column: 1), reason: "r",
                fix: "f")
        }
        report.models[0].steps = []
        report.models[0].projectFindings = []
        let lines = GitHubReporter(options: ReporterOptions(toolVersion: "0")).render(report).split(separator: "\n")
        #expect(lines.filter { $0.hasPrefix("::warning ") }.count == 10)
        #expect(lines.filter { $0.hasPrefix("M.yaml:") && $0.contains(": warning: removed") }.count == 3)
        #expect(lines.contains { $0.hasPrefix("::notice title=Mapwright::3 more finding(s)") })
    }
}
