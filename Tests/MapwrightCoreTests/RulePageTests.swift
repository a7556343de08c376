import Foundation
import MapwrightAnalysis
import MapwrightCore
import MapwrightDiagnostics
import MapwrightReport
import MapwrightReportModel
import MapwrightTestSupport
import Testing

/// `docs/rules.md` and `docs/rules/<CODE>.md`, one page per code, rendered from the rule registry with each
/// rule's examples (which `RuleExampleTests` runs).
@Suite struct RulePageTests {
    static let packageRoot = fixturesDirectory.deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let rulesFolder = packageRoot.appendingPathComponent("docs/rules")

    @Test(arguments: RuleRegistry.all.map(\.code))
    func pageIsPresentAndCurrent(code: String) throws {
        let rule = try #require(RuleRegistry.rule(code))
        let page = RulePage.render(rule)
        let path = Self.rulesFolder.appendingPathComponent(Rule.pageName(of: code))
        try Golden.check(page, against: path)
    }

    @Test func indexIsCurrent() throws {
        try Golden.check(RuleIndexPage.render(), against: Self.packageRoot.appendingPathComponent("docs/rules.md"))
    }

    @Test func everyEmittedCodeHasARuleAndEveryPageACode() throws {
        let sources = Self.packageRoot.appendingPathComponent("Sources")
        var emitted: Set<String> = []
        let files = FileManager.default.enumerator(atPath: sources.path)!.compactMap { $0 as? String }.filter {
            $0.hasSuffix(".swift")
        }
        let pattern = try Regex(#""(MW\d{3})""#)
        for file in files {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            for match in text.matches(of: pattern) { emitted.insert(String(text[match.range].dropFirst().dropLast())) }
        }
        let documented = Set(RuleRegistry.all.map(\.code))
        #expect(emitted.subtracting(documented).sorted() == [], "codes in Sources without a rule")
        #expect(documented.subtracting(emitted).sorted() == [], "rules no source can emit")

        let pages = try FileManager.default.contentsOfDirectory(atPath: Self.rulesFolder.path).filter {
            $0.hasSuffix(".md")
        }
        #expect(
            Set(pages) == Set(documented.map { Rule.pageName(of: $0) }),
            "pages without a code, or codes without a page")
    }

}
