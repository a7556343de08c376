import Foundation
import MapwrightCore
import MapwrightDiagnostics
import MapwrightTestSupport
import Testing

/// The baseline and `suppress` entries in the report stage, on the `Shop` fixture.
@Suite struct BaselineModelTests {
    @Test func recordingIsKeyedWithoutPositionsAndApplyingLeavesNothingNew() throws {
        let report = try shopReport()
        let baseline = Baseline(recording: report)
        #expect(!baseline.findings.isEmpty)
        #expect(baseline.findings.map(\.key) == baseline.findings.map(\.key).sorted())
        #expect(!baseline.rendered().contains("\"line\""))
        let applied = baseline.applied(to: report, file: "b.json")
        #expect(applied.summary.errors + applied.summary.warnings + applied.summary.notes == 0)
        #expect(applied.summary.suppressed == report.summary.suppressed, "suppressed findings stay as they are")
        #expect(applied.baseline?.gone == 0)
        #expect(try JSONDecoder().decode(Baseline.self, from: Data(baseline.rendered().utf8)) == baseline)
    }

    @Test(arguments: [
        // one entry fewer than findings of its key: one finding is new
        (-1, 1, 0),
        // one more: it no longer occurs
        (1, 0, 1),
    ])
    func countsPerKey(change: Int, new: Int, gone: Int) throws {
        let report = try shopReport()
        var baseline = Baseline(recording: report)
        let index = try #require(baseline.findings.firstIndex { $0.count == 1 })
        baseline.findings[index].count += change
        let applied = baseline.applied(to: report, file: "b.json")
        let summary = applied.summary
        #expect(summary.errors + summary.warnings + summary.notes + summary.exempt == new)
        #expect(applied.baseline?.gone == gone)
    }

    @Test(
        arguments: [
            (ConfiguredSuppression.Fields(entity: "Customer", property: "createdAt"), "Shop 1 → Shop 2", true),
            (ConfiguredSuppression.Fields(entity: "Customer", property: nil), "Shop 1 → Shop 2", true),
            (ConfiguredSuppression.Fields(entity: "Customer", property: "name"), "Shop 1 → Shop 2", false),
            (ConfiguredSuppression.Fields(entity: "Order", property: "createdAt"), "Shop 1 → Shop 2", false),
            (
                ConfiguredSuppression.Fields(entity: "Customer", property: "createdAt", step: "Shop 1 -> Shop 2"),
                "Shop 1 → Shop 2", true
            ),
            (
                ConfiguredSuppression.Fields(entity: "Customer", property: "createdAt", step: "Shop 2 -> Shop 3"),
                "Shop 1 → Shop 2", false
            ),
            (
                ConfiguredSuppression.Fields(entity: "Customer", property: "createdAt", model: "Other"),
                "Shop 1 → Shop 2", false
            ),
        ] as [(ConfiguredSuppression.Fields, String, Bool)])
    func entryMatchesByCodeModelEntityPropertyAndStep(fields: ConfiguredSuppression.Fields, step: String, matches: Bool)
    {
        let entry = ConfiguredSuppression(
            code: "MW110", model: fields.model, entity: fields.entity, property: fields.property, step: fields.step,
            reason: "r",
            location: MapwrightDiagnostics.SourceLocation(file: "mapwright.yml", line: 2, column: 5))
        let finding = Diagnostic(
            code: "MW110", severity: .warning, message: "m", entity: "Customer", property: "createdAt", reason: "why")
        #expect(entry.matches(finding, model: "Shop", step: step) == matches)
    }
}

extension ConfiguredSuppression {
    /// The parts of an entry a matching test varies.
    struct Fields: Sendable {
        var entity: String
        var property: String?
        var step: String? = nil
        var model = "Shop"
    }
}
