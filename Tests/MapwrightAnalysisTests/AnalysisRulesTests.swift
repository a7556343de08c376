import Foundation
import MapwrightAnalysis
import MapwrightDiagnostics
import MapwrightTestSupport
import MapwrightXcode
import MapwrightYAML
import Testing

@Suite struct AnalysisRulesTests {
    @Test func codesAreUniqueAndInRange() {
        let codes = AnalysisRules.all.map(\.code)
        #expect(Set(codes).count == codes.count)
        for code in codes {
            let number = Int(code.dropFirst(2)) ?? 0
            #expect(code.hasPrefix("MW") && code.count == 5)
            #expect((100...199).contains(number) || (300...399).contains(number), "\(code)")
        }
    }

    @Test func everyRuleIsDocumented() {
        for rule in AnalysisRules.all {
            #expect(
                !rule.title.isEmpty && !rule.summary.isEmpty && !rule.why.isEmpty && !rule.fix.isEmpty
                    && !rule.example.isEmpty, "\(rule.code)")
        }
    }

    /// The findings a mapping model can answer, declared on their rules (docs/mappings.md): data loss and
    /// missing values a mapping model fills, the heavy changes one covering the step performs, and the custom
    /// code a direct migration skips, which one serving the direct step runs in its own policy. Duplicate
    /// renaming identifiers (MW106) break only inference, which Core Data skips for a step a mapping model covers.
    @Test(arguments: [
        (MappingModelRemedy.fillsLostValue, "MW110 MW111 MW112 MW120 MW121 MW122 MW123 MW124 MW125 MW126 MW127 MW128"),
        (.handlesHeavyChange, "MW101 MW102 MW103 MW104 MW105 MW106"), (.runsCustomPolicy, "MW109"),
    ])
    func mappingModelRemedies(remedy: MappingModelRemedy, codes: String) {
        let declared = AnalysisRules.all.filter { $0.mappingModelRemedy == remedy }.map(\.code)
        #expect(declared.joined(separator: " ") == codes)
    }
}
