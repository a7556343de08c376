import MapwrightModel

/// The entity version hashes a mapping model stands for, keyed by entity name: what Core Data compares
/// with a store's and the current model's hashes to pick a mapping model.
///
/// An `xcmapping.xml` records no hash itself (docs/mapping-models.md): Xcode's compiler computes them when
/// it builds the `.cdm`, from the model snapshots the file embeds (`sourcemodeldata`,
/// `destinationmodeldata`), which are the models as they were when the mapping model was last saved.
/// Those snapshots are the record used here; without them, the hashes of the versions the file's model
/// paths name stand in (which cannot show an edit made after the mapping model).
package struct RecordedMappingHashes: Hashable, Sendable {
    /// Where the hashes came from.
    package enum Origin: String, Hashable, Sendable {
        /// Every entity mapping records its own hashes.
        case recordedInFile
        /// Computed from the model snapshots the file embeds.
        case modelSnapshots
        /// Computed from the versions the file's model paths name (the file has no usable snapshots).
        case namedVersions
    }

    /// Source entity name → hash, one per entity mapping with a source.
    package var source: [String: VersionHash]
    /// Destination entity name → hash, one per entity mapping with a destination.
    package var destination: [String: VersionHash]
    /// Entities an entity mapping names that have no hash: missing from the version the file names.
    package var unresolvedSource: [String]
    /// Destination entities an entity mapping names that the named destination version does not hold.
    package var unresolvedDestination: [String]
    package var origin: Origin

    package init(
        source: [String: VersionHash], destination: [String: VersionHash], unresolvedSource: [String] = [],
        unresolvedDestination: [String] = [], origin: Origin
    ) {
        self.source = source
        self.destination = destination
        self.unresolvedSource = unresolvedSource
        self.unresolvedDestination = unresolvedDestination
        self.origin = origin
    }

    /// The hashes `mapping` stands for: its own when every entity mapping records them, else those of its
    /// model snapshots, else those of the versions its model paths name in `history`. Nil when none of
    /// these is available.
    package static func resolve(
        _ mapping: ShippedMappingModel, in history: ModelHistory, hashes: HistoryHashes
    ) -> RecordedMappingHashes? {
        if let recorded = recorded(by: mapping) { return recorded }
        guard let sourceName = mapping.sourceVersionName, let destinationName = mapping.destinationVersionName,
            let sourceVersion = history.version(named: sourceName),
            let destinationVersion = history.version(named: destinationName)
        else { return nil }
        return resolve(
            mapping, source: hashes.entityHashes(of: sourceVersion),
            destination: hashes.entityHashes(of: destinationVersion),
            origin: .namedVersions)
    }

    /// The hashes `mapping` records itself or through its model snapshots, which no history changes; nil
    /// when it holds neither.
    package static func recorded(by mapping: ShippedMappingModel) -> RecordedMappingHashes? {
        let recordsAll =
            !mapping.entityMappings.isEmpty
            && mapping.entityMappings.allSatisfy {
                ($0.sourceEntity == nil || $0.sourceEntityVersionHash != nil)
                    && ($0.destinationEntity == nil || $0.destinationEntityVersionHash != nil)
            }
        if recordsAll {
            var source: [String: VersionHash] = [:], destination: [String: VersionHash] = [:]
            for entityMapping in mapping.entityMappings {
                if let name = entityMapping.sourceEntity, let bytes = entityMapping.sourceEntityVersionHash {
                    source[name] = VersionHash(bytes: bytes)
                }
                if let name = entityMapping.destinationEntity, let bytes = entityMapping.destinationEntityVersionHash {
                    destination[name] = VersionHash(bytes: bytes)
                }
            }
            return RecordedMappingHashes(source: source, destination: destination, origin: .recordedInFile)
        }
        guard let source = mapping.sourceModelSnapshot, let destination = mapping.destinationModelSnapshot else {
            return nil
        }
        return resolve(
            mapping, source: VersionHasher.entityHashes(source), destination: VersionHasher.entityHashes(destination),
            origin: .modelSnapshots)
    }

    /// Each entity mapping's hashes, looked up by entity name in a model's hashes.
    static func resolve(
        _ mapping: ShippedMappingModel, source sourceHashes: [String: VersionHash],
        destination destinationHashes: [String: VersionHash], origin: Origin
    ) -> RecordedMappingHashes {
        var recorded = RecordedMappingHashes(source: [:], destination: [:], origin: origin)
        for entityMapping in mapping.entityMappings {
            if let name = entityMapping.sourceEntity {
                if let hash = sourceHashes[name] {
                    recorded.source[name] = hash
                } else {
                    recorded.unresolvedSource.append(name)
                }
            }
            if let name = entityMapping.destinationEntity {
                if let hash = destinationHashes[name] {
                    recorded.destination[name] = hash
                } else {
                    recorded.unresolvedDestination.append(name)
                }
            }
        }
        recorded.unresolvedSource = Array(Set(recorded.unresolvedSource)).sorted()
        recorded.unresolvedDestination = Array(Set(recorded.unresolvedDestination)).sorted()
        return recorded
    }
}
