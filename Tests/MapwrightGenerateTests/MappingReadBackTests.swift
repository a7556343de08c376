import Foundation
import MapwrightAnalysis
import MapwrightDiagnostics
import MapwrightGenerate
import MapwrightModel
import MapwrightTestSupport
import MapwrightXcode
import Testing

/// What `XcodeMappingWriter` writes, `MappingModelReader` reads back: entity mappings (name, entities,
/// order, policy class), property mappings and the model paths.
@Suite struct MappingReadBackTests {
    static func readBack(_ model: MappingModel) throws -> (ShippedMappingModel, [Diagnostic]) {
        let diagnostics = CollectingDiagnosticCollector()
        let read = MappingModelReader.read(
            data: Data(XcodeMappingWriter.xml(for: model).utf8), file: "xcmapping.xml", diagnostics: diagnostics)
        return (try #require(read), diagnostics.sorted)
    }

    static func expectEqual(_ written: MappingModel, _ read: ShippedMappingModel) {
        #expect(read.sourceModelPath == written.sourceModelPath)
        #expect(read.destinationModelPath == written.destinationModelPath)
        #expect(read.sourceVersionName == written.sourceVersion)
        #expect(read.destinationVersionName == written.destinationVersion)
        let kept = written.entityMappings.filter { $0.type != .remove }
        #expect(read.entityMappings.map(\.name) == kept.map(\.name))
        for (mine, theirs) in zip(kept, read.entityMappings) {
            #expect(theirs.sourceEntity == mine.sourceEntity)
            #expect(theirs.destinationEntity == mine.destinationEntity)
            #expect(theirs.mappingNumber == mine.mappingNumber)
            #expect(theirs.policyClassName == mine.policyClassName)
            #expect(theirs.attributeMappings.map(\.name) == mine.attributeMappings.map(\.name).sorted())
            // Custom value expressions (a call of the policy) read back as written; default ones are not stored.
            #expect(
                theirs.attributeMappings.map(\.valueExpression)
                    == mine.attributeMappings.sorted { $0.name < $1.name }.map {
                        $0.archivedExpression == nil ? nil : $0.valueExpression
                    })
            #expect(theirs.relationshipMappings.map(\.name) == mine.relationshipMappings.map(\.name).sorted())
            #expect(
                theirs.relationshipMappings.map(\.autogeneratesExpression)
                    == mine.relationshipMappings.sorted { $0.name < $1.name }.map(\.autogeneratesExpression))
            if let source = mine.sourceEntity {
                #expect(theirs.sourceExpression == ValueExpressions.entitySource(sourceEntity: source))
            }
        }
    }

    @Test(.needsShared("corpus"), arguments: CorpusMappingTests.pairs)
    func corpusStepsReadBack(pair: CorpusMappingTests.Pair) throws {
        let (model, _) = try CorpusMappingTests.ours(pair)
        let (read, diagnostics) = try Self.readBack(model)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        Self.expectEqual(model, read)
    }

    @Test func toDoStepsReadBack() throws {
        for model in try [0, 1].map(ToDoExample.mappingModel(step:)) + [
            HeavyFixtures.uuidModel, HeavyFixtures.storageModel,
        ] {
            let (read, diagnostics) = try Self.readBack(model)
            #expect(diagnostics.isEmpty, "\(diagnostics)")
            Self.expectEqual(model, read)
        }
    }

    /// A written mapping model (no snapshots: matched by the versions it names) covers its own step.
    @Test func writtenMappingModelsMatchTheirStep() throws {
        let history = try ToDoExample.history
        let hashes = HistoryHashes(history)
        for (index, pair) in history.adjacentPairs.enumerated() {
            let (read, _) = try Self.readBack(try ToDoExample.mappingModel(step: index))
            #expect(RecordedMappingHashes.resolve(read, in: history, hashes: hashes)?.origin == .namedVersions)
            #expect(RecordedMappingHashes.recorded(by: read) == nil)
            guard case .matched(let complete, _) = MappingModelMatcher.match(read, in: history, hashes: hashes) else {
                Issue.record("step \(index) does not match")
                continue
            }
            #expect(complete.contains(MappingStep(source: pair.from.name, destination: pair.to.name)))
        }
    }

    /// ToDo 2 → 3: `priority` reads back with the expression that calls the stub's conversion method.
    @Test func conversionExpressionReadsBack() throws {
        let (read, _) = try Self.readBack(try ToDoExample.mappingModel(step: 1))
        let toDo = try #require(read.entityMappings.first { $0.name == "ToDoToToDo" })
        let priority = try #require(toDo.attributeMappings.first { $0.name == "priority" })
        #expect(priority.valueExpression == "FUNCTION($entityPolicy, \"convertPriority:\", $source.priority)")
        #expect(toDo.attributeMappings.filter { $0.valueExpression != nil }.map(\.name) == ["priority"])
    }

    /// The default expressions the writer leaves to Xcode's compiler are the ones the reader reports as
    /// defaults.
    @Test func defaultExpressionsAgree() {
        #expect(
            ShippedPropertyMapping(name: "title").defaultExpression == ValueExpressions.attribute(sourceName: "title"))
    }
}
