import MapwrightAnalysis
import MapwrightModel
import Testing

/// A long history costs linearly: each version is hashed once, and a removal the adjacent steps report
/// is said once, however many direct steps to the current version repeat it.
@Suite struct LongHistoryTests {
    /// `V1` … `V<count>`: version k adds the optional attribute `extra<k>`; `gone` is removed in `V7`.
    static func history(versions count: Int) -> ModelHistory {
        let versions = (1...count).map { k in
            var attributes = [Attribute(name: "keep", type: .string)]
            if k < 7 { attributes.append(Attribute(name: "gone", type: .string, isOptional: true)) }
            attributes += (1...k).map { Attribute(name: "extra\($0)", type: .integer64, isOptional: true) }
            return DataModel(name: "V\(k)", entities: [Entity(name: "Item", attributes: attributes)])
        }
        return ModelHistory(name: "V", versions: versions, currentVersionName: "V\(count)", origin: "V")
    }

    @Test(arguments: [3, 12, 40])
    func eachVersionIsHashedOnce(versions: Int) {
        let statistics = HashingStatistics()
        let analysis = VersionHasher.$statistics.withValue(statistics) {
            MigrationAnalyzer.analyze(Self.history(versions: versions))
        }
        #expect(analysis.adjacentSteps.count == versions - 1)
        #expect(analysis.toCurrentSteps.count == versions - 2)
        #expect(statistics.hashedVersions == versions)
    }

    @Test func aRemovalIsReportedOnceOnTheAdjacentStepThatMakesIt() throws {
        let analysis = MigrationAnalyzer.analyze(Self.history(versions: 12))
        let removal = try #require(
            analysis.adjacentSteps.first { $0.from == "V6" }?.findings.first { $0.property == "gone" })
        #expect(
            removal.message.hasSuffix(" (also for stores of `V1`, `V2`, `V3`, `V4`, `V5`, `V6` migrating directly)"))
        let otherAdjacent = analysis.adjacentSteps.filter { $0.from != "V6" }.flatMap(\.findings)
        #expect(!otherAdjacent.contains { $0.property == "gone" })
        #expect(!analysis.toCurrentSteps.flatMap(\.findings).contains { $0.property == "gone" })
    }
}
