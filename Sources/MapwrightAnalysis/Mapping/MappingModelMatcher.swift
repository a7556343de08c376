import MapwrightModel

/// Matches a shipped mapping model to the steps of a history by entity version hashes.
///
/// Core Data picks a mapping model for a migration when its source entity hashes equal the store's and
/// its destination entity hashes equal the current model's (docs/core-data/version-hash.md,
/// docs/core-data/xcmappingmodel-format.md). The rule applied here (docs/mapping-models.md): a mapping
/// model serves a pair of versions when every hash it records equals the hash of the same-named entity in
/// the source (respectively destination) version. The match is *complete* when every non-abstract
/// entity the destination carries over from the source (same name, or a renaming identifier naming it)
/// is also the destination of an entity mapping, *partial* otherwise. An entity new in the destination
/// needs no entity mapping: it starts empty, or a policy fills it (docs/core-data/migration-paths.md).
/// Source entities without an entity mapping never prevent a match: Xcode's editor writes no mapping
/// for an entity the destination drops. ``unmappedEntities(of:for:in:)`` lists the unmapped entities.
/// UNCERTAIN whether Core Data's own lookup requires every entity of both versions to be mapped; a
/// complete match is the conservative reading of "covered".
package enum MappingModelMatcher {
    /// Matches `mapping` against every ordered pair of distinct versions of `history`. `recordedByFile` is
    /// ``RecordedMappingHashes/recorded(by:)`` of `mapping` when the caller keeps it (one mapping model
    /// matched against every model of a project hashes its snapshots once).
    package static func match(
        _ mapping: ShippedMappingModel, in history: ModelHistory, hashes: HistoryHashes,
        recordedByFile: RecordedMappingHashes? = nil
    ) -> MappingModelMatch {
        guard let recorded = recordedByFile ?? RecordedMappingHashes.resolve(mapping, in: history, hashes: hashes)
        else {
            let named = [mapping.sourceVersionName, mapping.destinationVersionName].compactMap { $0 }
                .filter { history.version(named: $0) == nil }
            return .orphan(
                reason: named.isEmpty
                    ? "it records no entity hashes and names no model versions"
                    : "it names \(named.map { "'\($0)'" }.joined(separator: " and ")), which the history does not hold")
        }
        let result = match(recorded, named: namedStep(mapping), in: history, hashes: hashes)
        let unknown = [mapping.sourceVersionName, mapping.destinationVersionName].compactMap { $0 }
            .filter { history.version(named: $0) == nil }
        if case .orphan(let reason) = result, !unknown.isEmpty {
            return .orphan(
                reason: reason
                    + "; it names \(unknown.map { "'\($0)'" }.joined(separator: " and ")), which the history does not hold"
            )
        }
        return result
    }

    /// Matches recorded hashes; `named` is the step the mapping model's file names, if any.
    package static func match(
        _ recorded: RecordedMappingHashes, named: MappingStep?, in history: ModelHistory, hashes: HistoryHashes
    ) -> MappingModelMatch {
        if recorded.source.isEmpty, recorded.destination.isEmpty, recorded.unresolvedSource.isEmpty,
            recorded.unresolvedDestination.isEmpty
        {
            return .orphan(reason: "it has no entity mappings")
        }
        let versions = history.versions
        let table = versions.map { hashes.entityHashes(of: $0) }
        var complete: [MappingStep] = []
        var partial: [MappingStep] = []
        var closest: (step: MappingStep, entities: [String], agreeing: Int)?
        for (s, source) in versions.enumerated() {
            for (d, destination) in versions.enumerated() where s != d {
                let step = MappingStep(source: source.name, destination: destination.name)
                let (differing, agreeing) = differences(recorded, source: table[s], destination: table[d])
                if differing.isEmpty {
                    let mapped = Set(recorded.destination.keys)
                    let carried = Set(carriedOverEntities(from: source, to: destination))
                    let isComplete = destination.entities.allSatisfy {
                        $0.isAbstract || !carried.contains($0.name) || mapped.contains($0.name)
                    }
                    if isComplete { complete.append(step) } else { partial.append(step) }
                } else if agreeing > 0, closest.map({ differing.count < $0.entities.count }) ?? true {
                    closest = (step, differing, agreeing)
                }
            }
        }
        if !complete.isEmpty || !partial.isEmpty { return .matched(complete: complete, partial: partial) }
        if let named, let s = versions.firstIndex(where: { $0.name == named.source }),
            let d = versions.firstIndex(where: { $0.name == named.destination })
        {
            return .stale(
                step: named, entities: differences(recorded, source: table[s], destination: table[d]).differing)
        }
        if let closest { return .stale(step: closest.step, entities: closest.entities) }
        return .orphan(reason: "its entity hashes match no version of the history")
    }

    /// The entities that keep the recorded hashes from matching the pair, and how many hashes agree.
    static func differences(
        _ recorded: RecordedMappingHashes, source: [String: VersionHash], destination: [String: VersionHash]
    ) -> (differing: [String], agreeing: Int) {
        var differing = Set(recorded.unresolvedSource).union(recorded.unresolvedDestination)
        var agreeing = 0
        for (name, hash) in recorded.source {
            if source[name] == hash { agreeing += 1 } else { differing.insert(name) }
        }
        for (name, hash) in recorded.destination {
            if destination[name] == hash { agreeing += 1 } else { differing.insert(name) }
        }
        return (differing.sorted(), agreeing)
    }

    /// The entities of the step's versions no entity mapping names: sources the mapping model drops,
    /// destinations it leaves empty. Empty lists for a version the history does not hold.
    package static func unmappedEntities(
        of mapping: ShippedMappingModel, for step: MappingStep, in history: ModelHistory
    ) -> (source: [String], destination: [String]) {
        let sources = Set(mapping.entityMappings.compactMap(\.sourceEntity))
        let destinations = Set(mapping.entityMappings.compactMap(\.destinationEntity))
        let source = history.version(named: step.source)?.entities.map(\.name).filter { !sources.contains($0) } ?? []
        let destination =
            history.version(named: step.destination)?.entities.map(\.name)
            .filter { !destinations.contains($0) } ?? []
        return (source.sorted(), destination.sorted())
    }

    /// The names of the entities of `destination` that exist in `source`, matched as Core Data matches
    /// them: by renaming identifier, else by name (``Entity/matchingKey``).
    package static func carriedOverEntities(from source: DataModel, to destination: DataModel) -> [String] {
        let keys = Set(source.entities.map(\.matchingKey))
        return destination.entities.filter { keys.contains($0.matchingKey) }.map(\.name)
    }

    /// The step the file's model paths name.
    static func namedStep(_ mapping: ShippedMappingModel) -> MappingStep? {
        guard let source = mapping.sourceVersionName, let destination = mapping.destinationVersionName else {
            return nil
        }
        return MappingStep(source: source, destination: destination)
    }
}
