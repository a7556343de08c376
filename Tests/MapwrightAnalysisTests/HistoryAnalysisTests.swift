import MapwrightAnalysis
import MapwrightDiagnostics
import MapwrightModel
import MapwrightXcode
import MapwrightYAML
import Testing

@Suite struct HistoryAnalysisTests {
    static let policy = MigrationPolicyRequest(reason: "flag items starting with A")

    static func todo(_ name: String, attributes: [Attribute], policy: MigrationPolicyRequest? = nil) -> DataModel {
        DataModel(name: name, entities: [Entity(name: "ToDo", attributes: attributes, migrationPolicy: policy)])
    }

    static let v1 = todo("ToDo", attributes: [Attribute(name: "name", type: .string)])
    static let v2 = todo(
        "ToDo 2",
        attributes: [
            Attribute(name: "name", type: .string), Attribute(name: "priority", type: .string, isOptional: true),
        ], policy: policy)
    static let v3 = todo(
        "ToDo 3",
        attributes: [
            Attribute(name: "name", type: .string), Attribute(name: "priority", type: .integer16, defaultValue: "0"),
        ])
    static let history = ModelHistory(
        name: "ToDo", versions: [v1, v2, v3], currentVersionName: "ToDo 3", origin: "ToDo")

    @Test func customPolicyNeedsAMappingModelWithoutBeingHeavy() {
        let step = MigrationAnalyzer.analyze(from: Self.v1, to: Self.v2)
        #expect(step.migration == .lightweight)
        #expect(step.requiresMappingModel)
        #expect(step.mappingModelReason == .customPolicyRequested)
        #expect(step.findings.map(\.code) == ["MW107"])
        #expect(
            step.changes.map(\.change).filter { $0.kind == .entity(.migrationPolicyRequested) }.map(\.entity) == [
                "ToDo"
            ])
    }

    @Test func heavyStepNeedsAMappingModelBecauseInferenceFails() {
        let step = MigrationAnalyzer.analyze(from: Self.v2, to: Self.v3)
        #expect(step.migration == .heavy)
        #expect(step.mappingModelReason == .inferenceFails)
        #expect(step.findings.first?.property == "priority")
    }

    @Test func heavyWithPolicyReportsInferenceFailure() {
        var v3 = Self.v3
        v3.entities[0].migrationPolicy = Self.policy
        let step = MigrationAnalyzer.analyze(from: Self.v2, to: v3)
        #expect(step.mappingModelReason == .inferenceFails)
        #expect(step.findings.map(\.code).sorted() == ["MW101", "MW107"])
    }

    @Test func policyWithoutHashChangeRunsNoMigration() {
        var v2 = Self.v1
        v2.name = "ToDo 2"
        v2.entities[0].migrationPolicy = Self.policy
        let step = MigrationAnalyzer.analyze(from: Self.v1, to: v2)
        #expect(step.migration == .none)
        #expect(!step.requiresMappingModel)
        #expect(step.findings.map(\.code) == ["MW108"])
    }

    @Test func historyHasAdjacentAndDirectSteps() throws {
        let analysis = MigrationAnalyzer.analyze(Self.history)
        #expect(analysis.adjacentSteps.map { "\($0.from)→\($0.to)" } == ["ToDo→ToDo 2", "ToDo 2→ToDo 3"])
        #expect(analysis.toCurrentSteps.map { "\($0.from)→\($0.to)" } == ["ToDo→ToDo 3"])
        let direct = try #require(analysis.toCurrentSteps.first)
        // String? never existed in v1: the direct pair only adds a defaulted attribute.
        #expect(direct.migration == .lightweight)
        #expect(!direct.requiresMappingModel)
        #expect(direct.findings.map(\.code) == ["MW109"])
    }

    @Test func directPairThatIsHeavySaysSo() throws {
        var v1 = Self.v1
        v1.entities[0].attributes.append(Attribute(name: "priority", type: .string, isOptional: true))
        let history = ModelHistory(
            name: "ToDo", versions: [v1, Self.v2, Self.v3], currentVersionName: "ToDo 3", origin: "ToDo")
        let direct = try #require(MigrationAnalyzer.analyze(history).toCurrentSteps.first)
        #expect(direct.migration == .heavy)
        let finding = try #require(direct.findings.first { $0.code == "MW161" })
        #expect(finding.message.contains("ToDo 2 → ToDo 3"))
        #expect(finding.rule.evidence == .assumption)
        #expect(!direct.findings.contains { $0.code == "MW160" })
    }

    /// The threshold decision `check` takes, applied to a bare analysis.
    static func reaches(_ threshold: FailureThreshold, _ analysis: HistoryAnalysis) -> Bool {
        threshold.isReached(
            severities: analysis.findings.map(\.severity),
            strongestMigration: analysis.allSteps.map(\.migration).max() ?? .none,
            strongestUncoveredMigration: analysis.allSteps.filter(\.coveredBy.isEmpty).map(\.migration).max() ?? .none)
    }

    @Test func singleVersionHasNoSteps() {
        let history = ModelHistory(name: "ToDo", versions: [Self.v1], currentVersionName: "ToDo", origin: "ToDo")
        let analysis = MigrationAnalyzer.analyze(history)
        #expect(analysis.allSteps.isEmpty)
        #expect(!Self.reaches(.lightweight, analysis))
    }

    @Test(arguments: [
        (FailureThreshold.error, false), (.warning, true), (.lightweight, true), (.heavy, true),
    ])
    func failureThresholds(_ threshold: FailureThreshold, reached: Bool) {
        #expect(Self.reaches(threshold, MigrationAnalyzer.analyze(Self.history)) == reached)
    }

    @Test func changesCarryTheirLocations() {
        let here = SourceLocation(file: "ToDo 3.yaml", line: 7, column: 5)
        var v3 = Self.v3
        v3.entities[0].attributes[1].anchor = SourceAnchor(here)
        let step = MigrationAnalyzer.analyze(from: Self.v2, to: v3)
        let change = step.diff.changes.first { $0.kind == .attribute(.typeChanged) }
        #expect(change?.destinationLocation == here)
        #expect(change?.detail == "String → Integer 16")
        #expect(step.findings.first { $0.code == "MW101" }?.location == here)
    }
}
