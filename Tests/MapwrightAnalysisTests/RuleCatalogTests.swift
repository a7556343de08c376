import Foundation
import MapwrightCore
import Testing

@Suite struct RuleCatalogTests {
    static let docsFile = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/rules.md")

    @Test func codesAreUniqueAndInRange() {
        let codes = RuleCatalog.all.map(\.code)
        #expect(Set(codes).count == codes.count)
        for code in codes {
            let number = Int(code.dropFirst(2)) ?? 0
            #expect(code.hasPrefix("MW") && code.count == 5)
            #expect((100...199).contains(number) || (300...399).contains(number), "\(code)")
        }
    }

    @Test func everyRuleIsDocumented() {
        for rule in RuleCatalog.all {
            #expect(!rule.title.isEmpty && !rule.summary.isEmpty && !rule.why.isEmpty && !rule.fix.isEmpty && !rule.example.isEmpty, "\(rule.code)")
        }
    }

    @Test func docsPageMatchesTheCatalog() throws {
        let expected = RuleCatalog.markdown
        if ProcessInfo.processInfo.environment["MAPWRIGHT_RECORD"] == "1" {
            try expected.write(to: Self.docsFile, atomically: true, encoding: .utf8)
        }
        let actual = (try? String(contentsOf: Self.docsFile, encoding: .utf8)) ?? ""
        if actual != expected {
            let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
            let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
            let first = zip(actualLines, expectedLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
                ?? min(actualLines.count, expectedLines.count)
            Issue.record("""
                docs/rules.md differs from RuleCatalog.markdown at line \(first + 1) (re-record with MAPWRIGHT_RECORD=1):
                - \(first < actualLines.count ? actualLines[first] : "<end of file>")
                + \(first < expectedLines.count ? expectedLines[first] : "<end of file>")
                """)
        }
    }
}
