import MapwrightAnalysis
import MapwrightDiagnostics
import MapwrightModel
import Testing

/// Direct steps into the current version share the current version's properties and key tables. Each
/// direct step must still equal the step analysed alone, locations included, through entities unchanged
/// between older versions, changed back, inherited and requesting a policy.
@Suite struct DirectStepReuseTests {
    /// Every element of version `k` sits at a line of its own file, so a location from the wrong version shows.
    static func located(_ entity: Entity, version k: Int, line: Int) -> Entity {
        var entity = entity
        let file = "V\(k).yaml"
        entity.anchor = SourceAnchor(SourceLocation(file: file, line: line, column: 1))
        for index in entity.attributes.indices {
            entity.attributes[index].anchor = SourceAnchor(
                SourceLocation(file: file, line: line + 1 + index, column: 3))
        }
        for index in entity.relationships.indices {
            entity.relationships[index].anchor = SourceAnchor(
                SourceLocation(file: file, line: line + 50 + index, column: 3))
        }
        return entity
    }

    /// `Fixed` never changes; `Child` inherits from it; `Late` changes only in the current version (an
    /// attribute made required, one removed, one added); `Back` changes in `V3` and changes back in `V4`;
    /// `Policy` requests a migration policy throughout.
    static func history(versions count: Int) -> ModelHistory {
        let versions = (1...count).map { k in
            let late =
                k == count
                ? [
                    Attribute(name: "note", type: .string),
                    Attribute(name: "added", type: .integer16, isOptional: true),
                ]
                : [
                    Attribute(name: "note", type: .string, isOptional: true),
                    Attribute(name: "dropped", type: .date, isOptional: true),
                ]
            let back = Attribute(name: "size", type: k == 3 ? .integer32 : .integer64)
            let entities = [
                Entity(
                    name: "Fixed",
                    attributes: [Attribute(name: "title", type: .string), Attribute(name: "count", type: .integer16)]),
                Entity(name: "Child", parent: "Fixed", attributes: [Attribute(name: "done", type: .boolean)]),
                Entity(name: "Late", attributes: [Attribute(name: "key", type: .string)] + late),
                Entity(name: "Back", attributes: [back]),
                Entity(
                    name: "Policy", attributes: [Attribute(name: "value", type: .double)],
                    migrationPolicy: MigrationPolicyRequest(reason: "recomputes value", className: "PolicyMigration")
                ),
            ]
            return DataModel(
                name: "V\(k)",
                entities: entities.enumerated().map { located($1, version: k, line: 1 + 100 * k + 10 * $0) }
            )
        }
        return ModelHistory(name: "V", versions: versions, currentVersionName: "V\(count)", origin: "V")
    }

    @Test func directStepsEqualEachStepAnalysedAlone() throws {
        let history = Self.history(versions: 7)
        let analysis = MigrationAnalyzer.analyze(history)
        #expect(analysis.toCurrentSteps.count == 5)
        for (step, alone) in try Self.directStepsAndAlone(history, analysis) {
            #expect(
                step.diff.changes.contains { $0.entity == "Late" && $0.sourceLocation?.file == "\(step.from).yaml" })
            let locations = { (diff: ModelDiff) in
                diff.entityMatches.flatMap { match in
                    [match.source?.anchor.location] + match.properties.map { $0.source?.property.location }
                }
            }
            #expect(locations(step.diff) == locations(alone.diff))
            #expect(locations(step.diff).allSatisfy { $0 == nil || $0?.file == "\(step.from).yaml" })
        }
    }

    /// Direct steps take the outcome of a pair another direct step matched (``PairOutcomes``): through a
    /// parent that changes under an unchanged sub-entity, a relationship whose destination entity is removed
    /// later, entity tables that change when an entity is added, and properties that move between versions,
    /// each direct step must still equal the step analysed alone.
    @Test func sharedPairOutcomesEqualEachStepAnalysedAlone() throws {
        let count = 7
        let versions = (1...count).map { k in
            var entities = [
                Entity(
                    name: "Base",
                    attributes: [Attribute(name: "id", type: .string)]
                        + (k >= 3 ? [Attribute(name: "stamp", type: .date, isOptional: true)] : [])),
                Entity(
                    name: "Sub", parent: "Base",
                    attributes: [Attribute(name: "body", type: k == count ? .binary : .string)],
                    relationships: k < 5 ? [Relationship(name: "gone", destination: "Gone", isOptional: true)] : []),
                Entity(
                    name: "Note",
                    attributes: (k % 2 == 0 ? [Attribute(name: "even", type: .boolean)] : [])
                        + [Attribute(name: "title", type: .string, renamingIdentifier: k >= 4 ? "heading" : nil)],
                    relationships: [Relationship(name: "sub", destination: "Sub", isOptional: true)]),
            ]
            if k < 5 { entities.append(Entity(name: "Gone", attributes: [Attribute(name: "x", type: .integer16)])) }
            if k >= 3 {
                entities.insert(Entity(name: "Added", attributes: [Attribute(name: "y", type: .double)]), at: 0)
            }
            return DataModel(
                name: "V\(k)",
                entities: entities.enumerated().map { Self.located($1, version: k, line: 1 + 100 * k + 10 * $0) })
        }
        let history = ModelHistory(name: "V", versions: versions, currentVersionName: "V\(count)", origin: "V")
        let analysis = MigrationAnalyzer.analyze(history)
        #expect(analysis.toCurrentSteps.count == count - 2)
        for (step, alone) in try Self.directStepsAndAlone(history, analysis) {
            #expect(step.diff.entityMatches == alone.diff.entityMatches)
        }
    }

    /// Each direct step of `analysis` with the same step analysed alone, after expecting the two to have the
    /// same diff, changes and source locations.
    static func directStepsAndAlone(_ history: ModelHistory, _ analysis: HistoryAnalysis) throws
        -> [(step: StepAnalysis, alone: StepAnalysis)]
    {
        let current = try #require(history.current)
        return try analysis.toCurrentSteps.map { step in
            let version = try #require(history.versions.first { $0.name == step.from })
            let alone = MigrationAnalyzer.analyze(from: version, to: current, hashes: analysis.hashes)
            #expect(step.diff == alone.diff)
            #expect(step.changes == alone.changes)
            #expect(step.diff.changes.map(\.sourceLocation) == alone.diff.changes.map(\.sourceLocation))
            #expect(
                step.diff.changes.map(\.sourceProperty?.location) == alone.diff.changes.map(\.sourceProperty?.location))
            return (step, alone)
        }
    }
}
