import Foundation
import MapwrightCore
import Testing

/// Our mapping models against the ones Xcode's editor made in real projects (Fixtures/corpus).
@Suite struct CorpusMappingTests {
    struct Pair: Decodable, CustomTestStringConvertible {
        var bundle: String
        var mapping: String
        var from: String
        var to: String
        var testDescription: String { "\(from) → \(to) (\(mapping))" }
    }

    static let corpus = fixturesDirectory.appendingPathComponent("corpus")
    static let pairs: [Pair] = {
        guard let data = try? Data(contentsOf: corpus.appendingPathComponent("pairs.json")),
            let pairs = try? JSONDecoder().decode([Pair].self, from: data)
        else { return [] }
        return pairs
    }()

    static func version(_ name: String, of pair: Pair) throws -> DataModel {
        let diagnostics = DiagnosticsCollector()
        let path = corpus.appendingPathComponent(pair.bundle).appendingPathComponent("\(name).xcdatamodel").path
        return try #require(XcodeModelReader.readVersion(at: path, diagnostics: diagnostics), "\(diagnostics.diagnostics)")
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
        #expect(Self.pairs.count == 12)
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
            #expect(mine.attributeNames == theirs.attributeNames, "\(name) attributes")
            #expect(mine.relationshipNames == theirs.relationshipNames, "\(name) relationships")
        }
        #expect(compared > 0)
        // No entity mapping of ours goes unmatched in a file that maps every destination entity.
        let theirDestinations = Set(real.entityMappings.compactMap(\.destinationName))
        if theirDestinations.count >= Set(ours.entityMappings.compactMap(\.destinationName)).count {
            #expect(Set(ours.entityMappings.compactMap(\.destinationName)) == theirDestinations)
        }
    }

    /// Where we say custom code is needed, the developers wrote some too: a policy class or a value
    /// expression of their own on that entity mapping.
    @Test(arguments: pairs)
    func customMappingsHaveCustomCodeInXcodes(pair: Pair) throws {
        let real = try XcodeMappingFile(contentsOf: Self.corpus.appendingPathComponent(pair.mapping))
        let (model, _) = try Self.ours(pair)
        for mapping in model.customMappings {
            let theirs = real.entityMappings.first { $0.destinationName == mapping.destinationEntity }
            let hasCode = theirs.map { $0.policyClassName != nil || !$0.customAttributeExpressions.isEmpty || !$0.customRelationships.isEmpty }
            #expect(hasCode == true, "\(mapping.name): \(mapping.customChanges.map(\.summary))")
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
