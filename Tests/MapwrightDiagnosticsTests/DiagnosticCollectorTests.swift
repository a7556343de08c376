import MapwrightDiagnostics
import MapwrightTestSupport
import MapwrightValidation
import Testing

@Suite struct DiagnosticCollectorTests {
    static let here = MapwrightDiagnostics.SourceLocation(file: "m.yaml", line: 3, column: 5)

    @Test func aCollectorKeepsWhatItReceivesAndForwardsIt() {
        let upstream = CollectingDiagnosticCollector()
        let stage = CollectingDiagnosticCollector(forwardingTo: upstream)
        stage.emit(ModelRules.invalidEntityName, "bad name", at: Self.here)
        #expect(stage.errors.map(\.code) == [ModelRules.invalidEntityName.code])
        #expect(stage.hasErrors)
        #expect(upstream.diagnostics == stage.diagnostics)
        #expect(!CollectingDiagnosticCollector(forwardingTo: upstream).hasErrors, "a new scope starts without errors")
    }

    @Test func concurrentEmissionLosesNothing() async {
        let collector = CollectingDiagnosticCollector()
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<200 {
                group.addTask { collector.emit(ModelRules.invalidEntityName, "\(index)", at: nil) }
            }
        }
        #expect(collector.diagnostics.count == 200)
    }

    @Test func theTestCollectorAcceptsWhatIsExpected() {
        let collector = ExpectingDiagnosticCollector(expecting: [ModelRules.invalidEntityName.code])
        collector.emit(ModelRules.invalidEntityName, "bad name", at: Self.here)
        #expect(collector.codes == [ModelRules.invalidEntityName.code])
    }

    @Test func theTestCollectorFailsTheTestOnAnythingElse() {
        let collector = ExpectingDiagnosticCollector()
        withKnownIssue("an unexpected diagnostic is a test failure") {
            collector.emit(ModelRules.invalidPropertyName, "bad name", at: Self.here)
        }
    }
}
