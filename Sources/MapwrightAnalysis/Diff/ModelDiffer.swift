import MapwrightModel

/// Compares two model versions the way Core Data's inference matches them.
///
/// docs/core-data/lightweight-rules.md, "The inference algorithm" (steps 1–5) and "Renaming identifiers
/// across chains": entities and properties are keyed by renaming identifier (the name when unset);
/// a destination element pairs with the source element carrying the same key.
public enum ModelDiffer {
    /// Every change from `source` to `destination`.
    public static func diff(from source: DataModel, to destination: DataModel) -> ModelDiff {
        var context = DiffContext(source: source, destination: destination)
        context.run()
        return ModelDiff(
            from: source, to: destination, changes: context.changes, entityMatches: context.matches,
            renameSuggestions: context.suggestions
        )
    }
}

/// The working state of one diff.
struct DiffContext {
    let source: DataModel
    let destination: DataModel
    var changes: [ModelChange] = []
    var matches: [EntityMatch] = []
    var suggestions: [RenameSuggestion] = []
    /// Source entity name → destination entity name it migrates to.
    var destinationNameBySource: [String: String] = [:]

    init(source: DataModel, destination: DataModel) {
        self.source = source
        self.destination = destination
    }

    mutating func run() {
        reportDuplicateEntityKeys(in: source, side: "source")
        reportDuplicateEntityKeys(in: destination, side: "destination")
        let sourceByKey = Dictionary(source.entities.map { ($0.matchingKey, $0) }, uniquingKeysWith: { first, _ in first })
        var matchedSources: Set<String> = []
        var pairs: [(Entity?, Entity?)] = []
        for entity in destination.entities {
            let match = sourceByKey[entity.matchingKey].flatMap { matchedSources.contains($0.name) ? nil : $0 }
            if let match {
                matchedSources.insert(match.name)
                destinationNameBySource[match.name] = entity.name
            }
            pairs.append((match, entity))
        }
        for entity in source.entities where !matchedSources.contains(entity.name) {
            pairs.append((entity, nil))
        }
        for (sourceEntity, destinationEntity) in pairs {
            matches.append(match(sourceEntity, destinationEntity))
        }
        compareModelSettings()
        checkMergedHierarchies()
        suggestEntityRenames()
        suggestPropertyRenames()
    }

    // MARK: Entities

    mutating func match(_ sourceEntity: Entity?, _ destinationEntity: Entity?) -> EntityMatch {
        switch (sourceEntity, destinationEntity) {
        case (nil, let added?):
            append(.entity(.added), entity: added.name, detail: "new entity", destination: added)
            if let request = added.migrationPolicy { reportPolicyRequest(request, on: added, source: nil) }
            return EntityMatch(source: nil, destination: added, properties: destination.effectiveProperties(of: added).map {
                PropertyMatch(source: nil, destination: $0)
            })
        case (let removed?, nil):
            append(.entity(.removed), entity: removed.name, detail: "entity removed", source: removed)
            return EntityMatch(source: removed, destination: nil, properties: source.effectiveProperties(of: removed).map {
                PropertyMatch(source: $0, destination: nil)
            })
        case (let from?, let to?):
            compareEntity(from, to)
            let properties = matchProperties(from, to)
            return EntityMatch(source: from, destination: to, properties: properties)
        case (nil, nil):
            return EntityMatch(source: nil, destination: nil, properties: [])
        }
    }

    mutating func reportDuplicateEntityKeys(in model: DataModel, side: String) {
        let groups = Dictionary(grouping: model.entities, by: \.matchingKey)
        for entity in model.entities {
            guard let group = groups[entity.matchingKey], group.count > 1, group.first?.name == entity.name else { continue }
            let names = group.map(\.name).joined(separator: ", ")
            changes.append(ModelChange(
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
        changes.append(ModelChange(
            kind: kind, entity: entity, detail: detail, sourceEntity: source?.name, destinationEntity: destination?.name,
            sourceLocation: source?.anchor.location, destinationLocation: location ?? destination?.anchor.location
        ))
    }

    mutating func reportPolicyRequest(_ request: MigrationPolicyRequest, on entity: Entity, source: Entity?) {
        let className = request.className.map { " (\($0))" } ?? ""
        append(
            .entity(.migrationPolicyRequested), entity: entity.name, detail: "custom migration policy requested\(className): \(request.reason)",
            source: source, destination: entity, location: request.anchor.location ?? entity.anchor.location
        )
    }

    // MARK: Model

    mutating func compareModelSettings() {
        let name = destination.name
        if source.versionIdentifier != destination.versionIdentifier {
            append(.model(.versionIdentifierChanged), entity: name, detail: Describe.change(source.versionIdentifier, destination.versionIdentifier))
        }
        if source.fetchRequests != destination.fetchRequests {
            append(.model(.fetchRequestTemplatesChanged), entity: name, detail: Describe.namedListChange(source.fetchRequests.map(\.name), destination.fetchRequests.map(\.name)))
        }
        if source.configurations != destination.configurations {
            append(.model(.configurationsChanged), entity: name, detail: Describe.namedListChange(source.configurations.map(\.name), destination.configurations.map(\.name)))
        }
        let sourceComposites = Dictionary(source.composites.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        let destinationComposites = Dictionary(destination.composites.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        for name in Set(sourceComposites.keys).union(destinationComposites.keys).sorted() where sourceComposites[name] != destinationComposites[name] {
            let detail = sourceComposites[name] == nil ? "composite added" : destinationComposites[name] == nil ? "composite removed" : "composite attributes changed"
            changes.append(ModelChange(
                kind: .model(.compositeTypeChanged), entity: name, detail: detail,
                sourceLocation: sourceComposites[name]?.anchor.location, destinationLocation: destinationComposites[name]?.anchor.location
            ))
        }
        if source.settings != destination.settings {
            append(.model(.modelSettingsChanged), entity: name, detail: Describe.settingsChange(source.settings, destination.settings))
        }
    }
}
