import Foundation
import MapwrightAnalysis
import MapwrightModel
import MapwrightTestSupport
import MapwrightXcode
import MapwrightYAML
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
            #expect(
                !rule.title.isEmpty && !rule.summary.isEmpty && !rule.why.isEmpty && !rule.fix.isEmpty
                    && !rule.example.isEmpty, "\(rule.code)")
        }
    }

    @Test func docsPageMatchesTheCatalog() throws {
        try Golden.check(RuleCatalog.markdown, against: Self.docsFile)
    }
}
