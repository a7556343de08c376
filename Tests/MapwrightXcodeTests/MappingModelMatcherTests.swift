import MapwrightAnalysis
import MapwrightModel
import MapwrightTestSupport
import MapwrightXcode
import Testing

/// Matching shipped mapping models to steps by entity version hashes, and finding them next to a bundle.
@Suite(.needsShared("corpus")) struct MappingModelMatcherTests {
    /// Every fixture mapping model serves the step `pairs.json` names for it.
    @Test func realMappingModelsMatchTheirStep() throws {
        let pairs = try MappingFixtures.pairs()
        #expect(pairs.count == 9)
        for pair in pairs {
            let history = try MappingFixtures.history(pair.bundle)
            let mappingPath = String(pair.mapping.dropLast("/xcmapping.xml".count))
            let (read, diagnostics) = MappingFixtures.read(mappingPath)
            let mapping = try #require(read)
            #expect(diagnostics.isEmpty, "\(pair.mapping): \(diagnostics)")
            let match = MappingModelMatcher.match(mapping, in: history, hashes: HistoryHashes(history))
            // What the file records, worked out once for every model of a project, matches the same.
            let recorded = try #require(RecordedMappingHashes.recorded(by: mapping))
            #expect(
                MappingModelMatcher.match(
                    mapping, in: history, hashes: HistoryHashes(history), recordedByFile: recorded) == match)
            let step = MappingStep(source: pair.from, destination: pair.to)
            // Model2_to_Model3 and Model2_to_Model3_User are the two passes of one migration: the first
            // maps every entity but User, the second only User.
            let expected: MappingModelMatch =
                pair.mapping.contains("/Model2_to_Model3")
                ? .matched(complete: [], partial: [step]) : .matched(complete: [step], partial: [])
            #expect(match == expected, "\(pair.mapping)")
        }
    }

    /// A file whose entity mapping names a source entity the version does not hold: stale, naming it.
    @Test func renamedSourceEntityIsStale() throws {
        let history = try MappingFixtures.history("objcio__core-data/Moody.xcdatamodeld")
        let mapping = try #require(MappingFixtures.read("stale/mappings/Moody 5-Moody 6 renamed.xcmappingmodel").0)
        let match = MappingModelMatcher.match(mapping, in: history, hashes: HistoryHashes(history))
        #expect(match == .stale(step: MappingStep(source: "Moody 5", destination: "Moody 6"), entities: ["Nation"]))
    }

    /// A version edited after the mapping model was saved (an attribute added to `Mood` in Moody 6): the
    /// file's snapshot no longer matches, so Core Data would not find the mapping model.
    @Test func versionEditedAfterTheMappingModelIsStale() throws {
        let history = try MappingFixtures.history("stale/Moody.xcdatamodeld")
        let mapping = try #require(MappingFixtures.read("stale/mappings/Moody 5-Moody 6.xcmappingmodel").0)
        let match = MappingModelMatcher.match(mapping, in: history, hashes: HistoryHashes(history))
        #expect(match == .stale(step: MappingStep(source: "Moody 5", destination: "Moody 6"), entities: ["Mood"]))
    }

    /// The snapshots a file embeds hash like the versions they were taken from.
    @Test func snapshotsHashLikeTheirVersions() throws {
        let history = try MappingFixtures.history("objcio__core-data/Moody.xcdatamodeld")
        let hashes = HistoryHashes(history)
        for pair in try MappingFixtures.pairs() where pair.bundle.hasPrefix("objcio__core-data/") {
            let mapping = try #require(MappingFixtures.read(String(pair.mapping.dropLast("/xcmapping.xml".count))).0)
            let source = try #require(mapping.sourceModelSnapshot)
            let destination = try #require(mapping.destinationModelSnapshot)
            #expect(source.name == pair.from && destination.name == pair.to)
            #expect(
                VersionHasher.entityHashes(source)
                    == hashes.entityHashes(of: try #require(history.version(named: pair.from))))
            #expect(
                VersionHasher.entityHashes(destination)
                    == hashes.entityHashes(of: try #require(history.version(named: pair.to))))
            #expect(RecordedMappingHashes.resolve(mapping, in: history, hashes: hashes)?.origin == .modelSnapshots)
        }
    }

    /// Recorded hashes with one edited: stale, naming the entity whose hash differs.
    @Test func editedRecordedHashIsStale() throws {
        let history = try MappingFixtures.history("objcio__core-data/Moody.xcdatamodeld")
        let hashes = HistoryHashes(history)
        var mapping = try #require(MappingFixtures.read("objcio__core-data/mappings/Moody 5-Moody 6.xcmappingmodel").0)
        let source = hashes.entityHashes(of: try #require(history.version(named: "Moody 5")))
        let destination = hashes.entityHashes(of: try #require(history.version(named: "Moody 6")))
        for index in mapping.entityMappings.indices {
            let entityMapping = mapping.entityMappings[index]
            mapping.entityMappings[index].sourceEntityVersionHash = entityMapping.sourceEntity.flatMap {
                source[$0]?.bytes
            }
            mapping.entityMappings[index].destinationEntityVersionHash = entityMapping.destinationEntity.flatMap {
                destination[$0]?.bytes
            }
        }
        #expect(RecordedMappingHashes.resolve(mapping, in: history, hashes: hashes)?.origin == .recordedInFile)
        #expect(
            MappingModelMatcher.match(mapping, in: history, hashes: hashes)
                == .matched(complete: [MappingStep(source: "Moody 5", destination: "Moody 6")], partial: []))

        let mood = try #require(mapping.entityMappings.firstIndex { $0.sourceEntity == "Mood" })
        mapping.entityMappings[mood].sourceEntityVersionHash![0] ^= 0xFF
        #expect(
            MappingModelMatcher.match(mapping, in: history, hashes: hashes)
                == .stale(step: MappingStep(source: "Moody 5", destination: "Moody 6"), entities: ["Mood"]))
    }

    /// Entities no entity mapping names do not prevent a match; they are listed.
    @Test func unmappedEntitiesAreListed() throws {
        let moody = try MappingFixtures.history("objcio__core-data/Moody.xcdatamodeld")
        let mapping = try #require(MappingFixtures.read("objcio__core-data/mappings/Moody 3-Moody 4.xcmappingmodel").0)
        let unmapped = MappingModelMatcher.unmappedEntities(
            of: mapping, for: MappingStep(source: "Moody 3", destination: "Moody 4"), in: moody)
        #expect(unmapped.source == ["GeographicRegion"] && unmapped.destination == [])

        let model = try MappingFixtures.history("objcio__issue-4-core-data-migration/Model.xcdatamodeld")
        let user = try #require(
            MappingFixtures.read("objcio__issue-4-core-data-migration/mappings/Model2_to_Model3_User.xcmappingmodel").0)
        let step = MappingStep(source: "Model2", destination: "Model3")
        #expect(
            MappingModelMatcher.match(user, in: model, hashes: HistoryHashes(model))
                == .matched(complete: [], partial: [step]))
        #expect(
            MappingModelMatcher.unmappedEntities(of: user, for: step, in: model).destination == [
                "Author", "Book", "File",
            ])
    }

    /// A mapping model made for another bundle's versions: orphan.
    @Test func mappingModelOfAnotherBundleIsOrphan() throws {
        let history = try MappingFixtures.history("objcio__issue-4-core-data-migration/Model.xcdatamodeld")
        let mapping = try #require(MappingFixtures.read("objcio__core-data/mappings/Moody 5-Moody 6.xcmappingmodel").0)
        #expect(
            MappingModelMatcher.match(mapping, in: history, hashes: HistoryHashes(history))
                == .orphan(
                    reason:
                        "its entity hashes match no version of the history; it names 'Moody 5' and 'Moody 6', which the history does not hold"
                ))
    }

    /// A mapping model without entity mappings matches nothing (it would otherwise fit every pair).
    @Test func emptyMappingModelIsOrphan() throws {
        let history = try MappingFixtures.history("objcio__core-data/Moody.xcdatamodeld")
        let empty = ShippedMappingModel(
            file: "x.xml", sourceModelPath: "Moody 5.xcdatamodel", destinationModelPath: "Moody 6.xcdatamodel",
            entityMappings: [])
        #expect(
            MappingModelMatcher.match(empty, in: history, hashes: HistoryHashes(history))
                == .orphan(reason: "it has no entity mappings"))
    }

    @Test func finderListsMappingModelsNextToTheBundle() {
        let found = MappingModelFinder.mappingModels(
            nextTo: MappingFixtures.root + "/objcio__core-data/Moody.xcdatamodeld/")
        #expect(
            found.map { String($0.dropFirst(MappingFixtures.root.count + 1)) } == [
                "objcio__core-data/mappings/Moody 2-Moody 3.xcmappingmodel",
                "objcio__core-data/mappings/Moody 3-Moody 4.xcmappingmodel",
                "objcio__core-data/mappings/Moody 4-Moody 5.xcmappingmodel",
                "objcio__core-data/mappings/Moody 5-Moody 6.xcmappingmodel",
            ])
        #expect(MappingModelFinder.mappingModels(nextTo: MappingFixtures.root + "/nowhere/X.xcdatamodeld").isEmpty)
    }
}
