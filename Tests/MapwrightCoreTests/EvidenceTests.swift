import MapwrightAnalysis
import MapwrightCore
import MapwrightDiagnostics
import Testing

/// Severity follows evidence: no rule whose findings rest on a guess or an assumption is an error by
/// default, except the assumption-class rules the report stage lowers while the assumption is not backed.
@Suite struct EvidenceTests {
    @Test func noGuessIsAnErrorByDefault() {
        let guesses = RuleRegistry.all.filter { $0.evidence == .guess }
        #expect(guesses.map(\.code).contains("MW126"))
        for rule in guesses { #expect(rule.severity < .error, "\(rule.code) is a guess but defaults to error") }
    }

    @Test func everyFindingOfARuleCarriesItsEvidence() {
        let finding = Diagnostic(AnalysisRules.renameWithoutIdentifier, "m", entity: "E", location: nil)
        #expect(finding.evidence == .guess)
        #expect(
            Diagnostic(AnalysisRules.heavyDirectStepUncovered, "m", entity: "E", location: nil).evidence == .assumption)
    }
}
