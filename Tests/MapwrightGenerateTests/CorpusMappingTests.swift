import Foundation
import MapwrightAnalysis
import MapwrightDiagnostics
import MapwrightGenerate
import MapwrightModel
import MapwrightTestSupport
import MapwrightXcode
import MapwrightYAML
import Testing

/// Our mapping models against the ones Xcode's editor made in real projects (`../shared/corpus`, copied in the
/// layout `Fixtures/corpus/pairs.json` names).
@Suite(.needsShared("corpus")) struct CorpusMappingTests {
    struct Pair: Decodable, CustomTestStringConvertible {
        var bundle: String
        var mapping: String
        var from: String
        var to: String
        var testDescription: String { "\(from) → \(to) (\(mapping))" }
    }

    static let corpus =
        (try? SharedFiles.stageCorpus(
            [
                "nazmulcuet11__UnCloudNotes/UnCloudNotesDataModel", "objcio__core-data/Moody",
                "objcio__issue-4-core-data-migration/Model", "alemar11__CoreDataPlus/SampleModel",
                "JohnEstropia__CoreStore/MigrationDemo", "oreillymedia__flapjack/TestMigrationModel",
            ].flatMap { bundle in
                let repository = bundle.split(separator: "/")[0], name = bundle.split(separator: "/")[1]
                return [
                    ("\(repository)/\(name).xcdatamodeld", bundle), ("\(repository)/mappings", "\(bundle)/mappings"),
                ]
            })) ?? fixturesDirectory
    static let pairs: [Pair] = {
        guard let data = try? Data(contentsOf: fixturesDirectory.appendingPathComponent("corpus/pairs.json")),
            let pairs = try? JSONDecoder().decode([Pair].self, from: data)
        else { return [] }
        return pairs
    }()

    static func version(_ name: String, of pair: Pair) throws -> DataModel {
        let diagnostics = CollectingDiagnosticCollector()
        let path = corpus.appendingPathComponent(pair.bundle).appendingPathComponent("\(name).xcdatamodel").path
        return try #require(
            XcodeModelReader.readVersion(at: path, diagnostics: diagnostics), "\(diagnostics.diagnostics)")
    }

    static func ours(_ pair: Pair) throws -> (MappingModel, XcodeMappingFile) {
        let model = MappingModelBuilder.build(
            modelName: String(pair.bundle.split(separator: "/").last!.dropLast(".xcdatamodeld".count)),
            from: try version(pair.from, of: pair), to: try version(pair.to, of: pair))
        let file = try makeTemporaryDirectory().appendingPathComponent("xcmapping.xml")
        try Data(XcodeMappingWriter.xml(for: model).utf8).write(to: file)
        return (model, try XcodeMappingFile(contentsOf: file))
    }

    @Test func theCorpusIsThere() {
        #expect(Self.pairs.count == 13)
    }

    /// Where Xcode's mapping uses its defaults (the source entity is the one the renaming identifiers
    /// pair with the destination, no source filter), ours has the same name, entities, type name and
    /// property mappings.
    @Test(arguments: pairs)
    func defaultEntityMappingsEqualXcodes(pair: Pair) throws {
        let real = try XcodeMappingFile(contentsOf: Self.corpus.appendingPathComponent(pair.mapping))
        let (model, ours) = try Self.ours(pair)
        #expect(!real.entityMappings.isEmpty)
        var compared = 0
        for theirs in real.entityMappings {
            guard let destination = theirs.destinationName,
                let mine = ours.entityMappings.first(where: { $0.destinationName == destination })
            else {
                Issue.record("no entity mapping into \(theirs.destinationName ?? "nil") in ours")
                continue
            }
            guard mine.sourceName == theirs.sourceName, theirs.sourceFilterPredicate == nil else { continue }
            compared += 1
            let name = PolicyNaming.mappingName(source: theirs.sourceName, destination: destination)
            #expect(model.entityMapping(named: name) != nil, "no mapping named \(name)")
            #expect(mine.typeName == theirs.typeName)
            // Xcode makes one property mapping per destination property; a developer may delete the
            // (empty) mapping of a property that has no source. Every other difference is ours.
            let entityMapping = model.entityMapping(named: name)
            let newProperties = Set(
                ((entityMapping?.attributeMappings ?? []) + (entityMapping?.relationshipMappings ?? []))
                    .filter { $0.sourceName == nil }.map(\.name))
            #expect(theirs.attributeNames.isSubset(of: mine.attributeNames), "\(name) attributes")
            #expect(
                mine.attributeNames.subtracting(theirs.attributeNames).isSubset(of: newProperties), "\(name) attributes"
            )
            #expect(theirs.relationshipNames.isSubset(of: mine.relationshipNames), "\(name) relationships")
            #expect(
                mine.relationshipNames.subtracting(theirs.relationshipNames).isSubset(of: newProperties),
                "\(name) relationships")
        }
        if compared == 0 {
            // Every entity mapping of this file was edited away from the defaults (e.g. a different source).
            #expect(
                real.entityMappings.allSatisfy { theirs in
                    theirs.sourceFilterPredicate != nil
                        || ours.entityMappings.first { $0.destinationName == theirs.destinationName }?.sourceName
                            != theirs.sourceName
                })
        }
        // No entity mapping of ours goes unmatched in a file that maps every destination entity.
        let theirDestinations = Set(real.entityMappings.compactMap(\.destinationName))
        if theirDestinations.count >= Set(ours.entityMappings.compactMap(\.destinationName)).count {
            #expect(Set(ours.entityMappings.compactMap(\.destinationName)) == theirDestinations)
        }
    }

    /// Most entity mappings Xcode's editor wrote keep its defaults, so the comparison above covers them.
    @Test func mostEntityMappingsAreCompared() throws {
        var total = 0, defaults = 0
        for pair in Self.pairs {
            let real = try XcodeMappingFile(contentsOf: Self.corpus.appendingPathComponent(pair.mapping))
            let (_, ours) = try Self.ours(pair)
            total += real.entityMappings.count
            defaults +=
                real.entityMappings.filter { theirs in
                    theirs.sourceFilterPredicate == nil
                        && ours.entityMappings.contains {
                            $0.destinationName == theirs.destinationName && $0.sourceName == theirs.sourceName
                        }
                }.count
        }
        #expect(total == 31)
        #expect(defaults == 28)
    }

    /// None of these steps needs custom code by the analysis: every policy class in these files is the
    /// developers' choice, made where Core Data could infer the step. So no entity mapping of ours is
    /// custom unless a policy is requested.
    @Test(arguments: pairs)
    func noCustomCodeUnlessRequested(pair: Pair) throws {
        let (model, ours) = try Self.ours(pair)
        #expect(model.customMappings.map(\.name) == [])
        #expect(ours.entityMappings.allSatisfy { $0.policyClassName == nil })
    }

    /// Requesting the developers' policy classes (`migrationPolicy` with their class name) on the
    /// destination entities reproduces the policy classes of Xcode's file, entity mapping by entity
    /// mapping, with Xcode's `Undefined` type name.
    @Test(arguments: pairs)
    func requestedPoliciesReproduceXcodesPolicyClasses(pair: Pair) throws {
        let real = try XcodeMappingFile(contentsOf: Self.corpus.appendingPathComponent(pair.mapping))
        let source = try Self.version(pair.from, of: pair)
        var destination = try Self.version(pair.to, of: pair)
        for theirs in real.entityMappings {
            guard let policy = theirs.policyClassName,
                let index = destination.entities.firstIndex(where: { $0.name == theirs.destinationName })
            else { continue }
            destination.entities[index].migrationPolicy = MigrationPolicyRequest(
                reason: "as in the project", className: policy)
        }
        let model = MappingModelBuilder.build(modelName: "Model", from: source, to: destination)
        let file = try makeTemporaryDirectory().appendingPathComponent("xcmapping.xml")
        try Data(XcodeMappingWriter.xml(for: model).utf8).write(to: file)
        let ours = try XcodeMappingFile(contentsOf: file)
        for theirs in real.entityMappings {
            guard let mine = ours.entityMappings.first(where: { $0.destinationName == theirs.destinationName }) else {
                continue
            }
            // A policy on an add mapping (a new entity) has no source to migrate: we make none.
            if mine.sourceName == nil { continue }
            #expect(mine.policyClassName == theirs.policyClassName, "\(theirs.destinationName ?? "")")
            #expect(mine.typeName == "Undefined")
        }
    }

    /// The model paths name the exported `.xcdatamodel` versions, as Xcode's do (without the project's
    /// folders).
    @Test(arguments: pairs)
    func modelPathsEndLikeXcodes(pair: Pair) throws {
        let real = try XcodeMappingFile(contentsOf: Self.corpus.appendingPathComponent(pair.mapping))
        let (_, ours) = try Self.ours(pair)
        #expect(real.sourceModelPath?.hasSuffix("/" + (ours.sourceModelPath ?? "-")) == true)
        #expect(real.destinationModelPath?.hasSuffix("/" + (ours.destinationModelPath ?? "-")) == true)
    }
}
