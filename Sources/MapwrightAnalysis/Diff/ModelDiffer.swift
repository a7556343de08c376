import MapwrightDiagnostics
import MapwrightModel
import MapwrightSupport

/// Compares two model versions the way Core Data's inference matches them.
///
/// docs/core-data/lightweight-rules.md, "The inference algorithm" (steps 1–5) and "Renaming identifiers
/// across chains": entities and properties are keyed by renaming identifier (the name when unset);
/// a destination element pairs with the source element carrying the same key.
package enum ModelDiffer {
    /// Every change from `source` to `destination`.
    package static func diff(from source: DataModel, to destination: DataModel) -> ModelDiff {
        diff(from: source, to: destination, destinationProperties: DestinationProperties(destination))
    }

    /// Every change from `source` to `destination`, with `destination`'s properties taken from
    /// `destinationProperties` (built from `destination`, and shared by every diff into it), and the
    /// entities' revisions from `revisions` when both versions belong to the history they were taken from.
    static func diff(
        from source: DataModel, to destination: DataModel, destinationProperties: DestinationProperties,
        revisions: EntityRevisions? = nil
    ) -> ModelDiff {
        var context = DiffContext(
            source: source, destination: destination, destinationProperties: destinationProperties,
            revisions: revisions)
        context.run()
        let table = MatchTable(
            pairs: context.matches.map {
                MatchTable.EntityPairs(
                    entities: $0.entities, properties: $0.properties, entitiesAreEqual: $0.entitiesAreEqual)
            },
            source: source, destination: destination
        )
        return ModelDiff(
            from: source, to: destination, changes: context.changes, table: table,
            renameSuggestions: context.suggestions
        )
    }
}

/// One entity pair while a diff runs: both entities, and the property pairs as positions in both entities'
/// effective properties (``PropertySlot``).
struct EntityPairing: Sendable {
    /// The entities' positions in their versions (``DiffContext/sourceEntity(of:)`` and
    /// ``DiffContext/destinationEntity(of:)`` give the entities: a copy of each held here cost more to
    /// make, move and free than the rest of an unchanged pair's diff).
    var entities: MatchTable.Pair
    var properties: [MatchTable.Pair] = []
    /// True when both entities are there and equal in every field, positions aside.
    var entitiesAreEqual = false
}

/// The working state of one diff.
struct DiffContext: Sendable {
    let source: DataModel
    let destination: DataModel
    /// The destination's effective properties and key tables.
    let destinationProperties: DestinationProperties
    var changes: [ModelChange] = []
    var matches: [EntityPairing] = []
    var suggestions: [RenameSuggestion] = []
    /// Source entity name → destination entity name it migrates to.
    var destinationNameBySource: [String: String] = [:]
    /// Destination entity name → source entity name that migrates to it.
    var sourceNameByDestination: [String: String] = [:]
    /// Both versions' entities by name, for the walks up their parents.
    let sourceEntities: EntityNameIndex
    let destinationEntities: EntityNameIndex
    /// Each entity's revision in the history, by position, when both versions have them.
    let sourceRevisions: [Int]?
    let destinationRevisions: [Int]?
    /// The number of this diff's entity tables among those of the diffs into the destination, when they
    /// keep the outcomes of their pairs (``PairOutcomes``).
    var outcomeContext: Int?

    init(
        source: DataModel, destination: DataModel, destinationProperties: DestinationProperties,
        revisions: EntityRevisions? = nil
    ) {
        self.source = source
        self.destination = destination
        self.destinationProperties = destinationProperties
        sourceEntities = EntityNameIndex(source)
        destinationEntities = destinationProperties.entities
        sourceRevisions = revisions?.revisions(ofVersionNamed: source.name)
        destinationRevisions = revisions?.revisions(ofVersionNamed: destination.name)
    }

    mutating func run() {
        reportDuplicateEntityKeys(in: source, side: "source")
        reportDuplicateEntityKeys(in: destination, side: "destination")
        var sourceByKey: [String: Int] = [:]
        sourceByKey.reserveCapacity(source.entities.count)
        // By index: a `for` over the entities would copy each one.
        for index in source.entities.indices where sourceByKey[source.entities[index].matchingKey] == nil {
            sourceByKey[source.entities[index].matchingKey] = index
        }
        var matchedSources = Set<String>(minimumCapacity: destination.entities.count)
        destinationNameBySource.reserveCapacity(destination.entities.count)
        sourceNameByDestination.reserveCapacity(destination.entities.count)
        var pairs: [MatchTable.Pair] = []
        pairs.reserveCapacity(destination.entities.count)
        for index in destination.entities.indices {
            let name = destination.entities[index].name
            let match = sourceByKey[destination.entities[index].matchingKey].flatMap {
                matchedSources.contains(source.entities[$0].name) ? nil : $0
            }
            if let match {
                let sourceName = source.entities[match].name
                matchedSources.insert(sourceName)
                destinationNameBySource[sourceName] = name
                if sourceNameByDestination[name] == nil { sourceNameByDestination[name] = sourceName }
            }
            pairs.append(MatchTable.Pair(source: match, destination: index))
        }
        for index in source.entities.indices where !matchedSources.contains(source.entities[index].name) {
            pairs.append(MatchTable.Pair(source: index, destination: nil))
        }
        if let outcomes = destinationProperties.outcomes, sourceRevisions != nil, destinationRevisions != nil {
            outcomeContext = outcomes.context(
                destinationNameBySource: destinationNameBySource, sourceNameByDestination: sourceNameByDestination)
        }
        matchAll(pairs)
        compareModelSettings()
        checkMergedHierarchies()
        suggestEntityRenames()
        suggestPropertyRenames()
    }

    // MARK: Entities

    /// Entities per slice of work shared out on every core: a model of up to this many entities is
    /// matched on one thread.
    static let sliceSize = 64

    /// `0..<count` cut in slices of ``sliceSize``.
    static func slices(of count: Int) -> [Range<Int>] {
        stride(from: 0, to: count, by: sliceSize).map { $0..<min($0 + sliceSize, count) }
    }

    /// Matches every pair, in order. Each pair's matching reads only the two versions and
    /// `destinationNameBySource`, so the slices of a large model are matched on every core, each into a
    /// copy of the context, and their changes joined in the order of the pairs.
    mutating func matchAll(_ pairs: [MatchTable.Pair]) {
        let base = self
        let matched = Self.slices(of: pairs.count).concurrentMap { slice in
            var context = base
            context.changes = []
            let pairings = pairs[slice].map { context.match($0) }
            return (pairings: pairings, changes: context.changes)
        }
        matches.reserveCapacity(pairs.count)
        for slice in matched {
            matches += slice.pairings
            changes += slice.changes
        }
    }

    mutating func match(_ pair: MatchTable.Pair) -> EntityPairing {
        var pairing = EntityPairing(entities: pair)
        guard let from = pair.sourceIndex, let to = pair.destinationIndex else {
            return matchAlone(pair, pairing)
        }
        // Most pairs are unchanged: told from the entities where they are, without copying them.
        if isUnchanged(source: from, destination: to) {
            pairing.entitiesAreEqual = true
            if let count = unchangedPropertyCount(ofEqual: from, destination: to) {
                recordUnchanged(&pairing, source: from, destination: to, propertyCount: count)
                return pairing
            }
        }
        // A pair another diff into the destination matched already (``PairOutcomes``).
        guard let key = outcomeKey(source: from, destination: to), let outcomes = destinationProperties.outcomes
        else { return matchAlone(pair, pairing) }
        if let outcome = outcomes.outcome(for: key) { return replay(outcome, for: pair) }
        let start = changes.count
        let matched = matchAlone(pair, pairing)
        if let outcome = outcome(of: matched, changes: changes[start...]) { outcomes.record(outcome, for: key) }
        return matched
    }

    /// `pairing` of `pair`, matched entity by entity and property by property.
    private mutating func matchAlone(_ pair: MatchTable.Pair, _ pairing: EntityPairing) -> EntityPairing {
        var pairing = pairing
        let sourceEntity = pair.sourceIndex.map { source.entities[$0] }
        let destinationEntity = pair.destinationIndex.map { destination.entities[$0] }
        switch (sourceEntity, destinationEntity) {
        case (nil, let added?):
            append(.entity(.added), entity: added.name, detail: "new entity", destination: added)
            if let request = added.migrationPolicy { reportPolicyRequest(request, on: added, source: nil) }
            pairing.properties = destinationProperties.entry(at: Int(pair.destination)).slots.indices.map {
                MatchTable.Pair(source: nil, destination: $0)
            }
        case (let removed?, nil):
            append(.entity(.removed), entity: removed.name, detail: "entity removed", source: removed)
            pairing.properties = PropertySlot.slots(ofEntityAt: Int(pair.source), in: sourceEntities).indices.map {
                MatchTable.Pair(source: $0, destination: nil)
            }
        case (let from?, let to?):
            compareEntity(from, to)
            matchProperties(
                &pairing, from, to, positions: pair,
                destinationEntry: destinationProperties.entry(at: Int(pair.destination)))
        case (nil, nil):
            break
        }
        return pairing
    }

    /// The source entity of `pairing`, nil for an added entity.
    func sourceEntity(of pairing: EntityPairing) -> Entity? {
        pairing.entities.sourceIndex.map { source.entities[$0] }
    }

    /// The destination entity of `pairing`, nil for a removed entity.
    func destinationEntity(of pairing: EntityPairing) -> Entity? {
        pairing.entities.destinationIndex.map { destination.entities[$0] }
    }

    mutating func reportDuplicateEntityKeys(in model: DataModel, side: String) {
        // Almost every version has no duplicate: one set of keys tells it without copying or grouping entities.
        var keys = Set<String>(minimumCapacity: model.entities.count)
        // By index: `contains(where:)` would copy each entity.
        guard model.entities.indices.contains(where: { !keys.insert(model.entities[$0].matchingKey).inserted }) else {
            return
        }
        let groups = Dictionary(grouping: model.entities, by: \.matchingKey)
        for entity in model.entities {
            guard let group = groups[entity.matchingKey], group.count > 1, group.first?.name == entity.name else {
                continue
            }
            let names = group.map(\.name).joined(separator: ", ")
            changes.append(
                ModelChange(
                    kind: .entity(.duplicateRenamingIdentifier), entity: entity.name,
                    detail: "\(side) entities \(names) share the renaming identifier `\(entity.matchingKey)`",
                    sourceEntity: side == "source" ? entity.name : nil,
                    destinationEntity: side == "destination" ? entity.name : nil,
                    sourceLocation: side == "source" ? entity.anchor.location : nil,
                    destinationLocation: side == "destination" ? entity.anchor.location : nil
                ))
        }
    }

    /// Records an entity-level change.
    mutating func append(
        _ kind: ChangeKind, entity: String, detail: String, source: Entity? = nil, destination: Entity? = nil,
        location: SourceLocation? = nil
    ) {
        changes.append(
            ModelChange(
                kind: kind, entity: entity, detail: detail, sourceEntity: source?.name,
                destinationEntity: destination?.name,
                sourceLocation: source?.anchor.location, destinationLocation: location ?? destination?.anchor.location
            ))
    }

    mutating func reportPolicyRequest(_ request: MigrationPolicyRequest, on entity: Entity, source: Entity?) {
        let className = request.className.map { " (\($0))" } ?? ""
        append(
            .entity(.migrationPolicyRequested), entity: entity.name,
            detail: "custom migration policy requested\(className): \(request.reason)",
            source: source, destination: entity, location: request.anchor.location ?? entity.anchor.location
        )
    }

    // MARK: Model

    mutating func compareModelSettings() {
        let name = destination.name
        if source.versionIdentifier != destination.versionIdentifier {
            append(
                .model(.versionIdentifierChanged), entity: name,
                detail: Describe.change(source.versionIdentifier, destination.versionIdentifier))
        }
        if source.fetchRequests != destination.fetchRequests {
            append(
                .model(.fetchRequestTemplatesChanged), entity: name,
                detail: Describe.namedListChange(
                    source.fetchRequests.map(\.name), destination.fetchRequests.map(\.name)))
        }
        if source.configurations != destination.configurations {
            append(
                .model(.configurationsChanged), entity: name,
                detail: Describe.namedListChange(
                    source.configurations.map(\.name), destination.configurations.map(\.name)))
        }
        let sourceComposites = Dictionary(source.composites.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        let destinationComposites = Dictionary(
            destination.composites.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        for name in Set(sourceComposites.keys).union(destinationComposites.keys).sorted()
        where sourceComposites[name] != destinationComposites[name] {
            let detail: String
            if let old = sourceComposites[name], let new = destinationComposites[name] {
                detail = CompositeElementChanges(old, new).description
            } else {
                detail = sourceComposites[name] == nil ? "composite added" : "composite removed"
            }
            changes.append(
                ModelChange(
                    kind: .model(.compositeTypeChanged), entity: name, detail: detail,
                    sourceLocation: sourceComposites[name]?.anchor.location,
                    destinationLocation: destinationComposites[name]?.anchor.location
                ))
        }
        if source.settings != destination.settings {
            append(
                .model(.modelSettingsChanged), entity: name,
                detail: Describe.settingsChange(source.settings, destination.settings))
        }
    }
}
