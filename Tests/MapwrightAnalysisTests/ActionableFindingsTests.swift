import MapwrightAnalysis
import MapwrightModel
import Testing

/// Findings a person can act on: a removal said once with the direct steps it also concerns, also after
/// a rename; no doubled phrases; relationship removal as serious as attribute removal; MW325 only for
/// elements the source version already synced with CloudKit.
@Suite struct ActionableFindingsTests {
    static func item(_ name: String, _ attributes: [Attribute], relationships: [Relationship] = []) -> DataModel {
        DataModel(
            name: name,
            entities: [
                Entity(name: "Item", attributes: attributes, relationships: relationships),
                Entity(name: "Tag"),
            ])
    }

    static let title = Attribute(name: "title", type: .string, isOptional: true)
    static let note = Attribute(name: "note", type: .string, isOptional: true)
    static let tag = Relationship(name: "tag", destination: "Tag", isOptional: true)

    /// `note` lives in V1 and V2 (renamed `remark` in V2) and is removed in V3, and V4 adds a field:
    /// stores of V1 and V2 migrating directly to V4 lose it too.
    static let history: ModelHistory = {
        var remark = Attribute(name: "remark", type: .string, isOptional: true)
        remark.renamingIdentifier = "note"
        let count = Attribute(name: "count", type: .integer32, isOptional: true)
        return ModelHistory(
            name: "Item",
            versions: [
                item("V1", [title, note]), item("V2", [title, remark]), item("V3", [title]),
                item("V4", [title, count]),
            ], currentVersionName: "V4", origin: "Item")
    }()

    @Test func removalIsReportedOnceWithTheDirectStepsItConcerns() {
        let analysis = MigrationAnalyzer.analyze(Self.history)
        let removals = analysis.findings.filter { $0.code == "MW121" }
        #expect(
            removals.map(\.message) == [
                "Item.remark: attribute removed: its values are lost (also for stores of `V1`, `V2` migrating directly)"
            ])
        #expect(analysis.toCurrentSteps.allSatisfy { step in !step.findings.contains { $0.code == "MW121" } })
    }

    @Test func relationshipRemovalIsAWarningLikeAttributeRemoval() {
        let step = MigrationAnalyzer.analyze(
            from: Self.item("V1", [Self.title], relationships: [Self.tag]), to: Self.item("V2", [Self.title]))
        let finding = step.findings.first { $0.code == "MW122" }
        #expect(finding?.severity == .warning)
        #expect(finding?.severity == AnalysisRules.attributeRemoved.severity)
    }

    static func cloudKit(_ model: DataModel) -> DataModel {
        var model = model
        model.settings.isUsedWithCloudKit = true
        return model
    }

    @Test func cloudKitRuleNeedsASyncedSource() {
        let source = Self.item("V1", [Self.title, Self.note]), destination = Self.item("V2", [Self.title])
        let firstSync = MigrationAnalyzer.analyze(from: source, to: Self.cloudKit(destination))
        #expect(!firstSync.findings.contains { $0.code == "MW325" })
        let synced = MigrationAnalyzer.analyze(from: Self.cloudKit(source), to: Self.cloudKit(destination))
        #expect(synced.findings.contains { $0.code == "MW325" })
    }
}
