import MapwrightDiagnostics
import MapwrightModel

/// A source property paired with the destination property Core Data matches it with (by renaming
/// identifier); one side is nil for an added or removed property.
package struct PropertyMatch: Hashable, Sendable {
    /// The source property with its declaring entity; nil for an added property.
    package var source: OwnedProperty?
    /// The destination property with its declaring entity; nil for a removed property.
    package var destination: OwnedProperty?

    package init(source: OwnedProperty?, destination: OwnedProperty?) {
        self.source = source
        self.destination = destination
    }
}

/// A source entity paired with the destination entity Core Data matches it with; one side is nil for an
/// added or removed entity. `properties` lists every property either side has, inherited ones included.
package struct EntityMatch: Hashable, Sendable {
    /// The source entity; nil for an added entity.
    package var source: Entity?
    /// The destination entity; nil for a removed entity.
    package var destination: Entity?
    /// Property pairs: destination order (inherited first), then removed properties in source order.
    package var properties: [PropertyMatch]

    package init(source: Entity?, destination: Entity?, properties: [PropertyMatch]) {
        self.source = source
        self.destination = destination
        self.properties = properties
    }
}

/// A removed element and an added one that look alike, without a renaming identifier linking them:
/// probably a rename that will lose the data. Never assumed, only suggested.
package struct RenameSuggestion: Hashable, Sendable {
    /// Why the pair is suspected.
    package enum Reason: String, Hashable, Sendable, Codable {
        /// Same kind and shape, similar name, no renaming identifier.
        case looksAlike
        /// The only attribute removed and the only one added to the entity, of the same type, with dissimilar
        /// names: a weaker hint.
        case onlyCandidate
        /// The destination's renaming identifier names the source's *name*, but the source already carries a
        /// different renaming identifier (the canonical one).
        case identifierNamesPreviousName
    }

    /// Why the pair is suspected.
    package var reason: Reason
    /// The entity (destination name) for a property rename; the added entity for an entity rename.
    package var entity: String
    /// The renamed property's destination name, or nil for an entity rename.
    package var property: String?
    /// The removed element's name.
    package var removedName: String
    /// The added element's name.
    package var addedName: String
    /// The renaming identifier the destination element should carry.
    package var suggestedIdentifier: String
    /// Where the removed element is, in the source version.
    package var sourceLocation: SourceLocation?
    /// Where the added element is, in the destination version.
    package var destinationLocation: SourceLocation?

    package init(
        reason: Reason, entity: String, property: String?, removedName: String, addedName: String,
        suggestedIdentifier: String, sourceLocation: SourceLocation?, destinationLocation: SourceLocation?
    ) {
        self.reason = reason
        self.entity = entity
        self.property = property
        self.removedName = removedName
        self.addedName = addedName
        self.suggestedIdentifier = suggestedIdentifier
        self.sourceLocation = sourceLocation
        self.destinationLocation = destinationLocation
    }
}

/// Everything that differs between two model versions, matched the way Core Data matches them.
///
/// A diff made by ``ModelDiffer`` keeps its entity and property pairs as positions in `from` and `to`
/// (every step of a history keeps its diff) and builds ``entityMatches`` from them when asked.
package struct ModelDiff: Hashable, Sendable {
    /// How the pairs are held: as positions (``ModelDiffer``) or as the values a caller gave.
    private enum Matches: Sendable {
        case table(MatchTable)
        case values([EntityMatch])
    }

    /// The source version.
    package var from: DataModel { willSet { keepMatchesAsValues() } }
    /// The destination version.
    package var to: DataModel { willSet { keepMatchesAsValues() } }
    /// Every change, in a stable order (destination entity order, then removed entities).
    package var changes: [ModelChange]
    /// Suspected renames without (or with a wrong) renaming identifier.
    package var renameSuggestions: [RenameSuggestion]
    private var matches: Matches

    /// Entity pairs, destination order, then removed entities in source order.
    package var entityMatches: [EntityMatch] {
        get {
            switch matches {
            case .table(let table): table.entityMatches(source: from, destination: to)
            case .values(let values): values
            }
        }
        set { matches = .values(newValue) }
    }

    /// ``entityMatches`` one pair at a time, a pair of equal entities without property pairs (what a caller
    /// looking for differences needs): `body` gets both entities and their property pairs, each side read
    /// from its entity when asked.
    package func forEachEntityMatch(_ body: (_ source: Entity?, _ destination: Entity?, PropertyPairs) -> Void) {
        switch matches {
        case .table(let table): table.forEachPair(source: from, destination: to, body)
        case .values(let values):
            for match in values {
                let equal = match.source != nil && match.source == match.destination
                body(match.source, match.destination, PropertyPairs(equal ? [] : match.properties))
            }
        }
    }

    package init(
        from: DataModel, to: DataModel, changes: [ModelChange], entityMatches: [EntityMatch],
        renameSuggestions: [RenameSuggestion]
    ) {
        self.from = from
        self.to = to
        self.changes = changes
        self.matches = .values(entityMatches)
        self.renameSuggestions = renameSuggestions
    }

    /// A diff whose pairs are positions in `from` and `to`, the versions `table` was made from.
    init(
        from: DataModel, to: DataModel, changes: [ModelChange], table: MatchTable, renameSuggestions: [RenameSuggestion]
    ) {
        self.from = from
        self.to = to
        self.changes = changes
        self.matches = .table(table)
        self.renameSuggestions = renameSuggestions
    }

    /// Turns positions into values before ``from`` or ``to`` changes, which would misplace them.
    private mutating func keepMatchesAsValues() {
        if case .table(let table) = matches { matches = .values(table.entityMatches(source: from, destination: to)) }
    }

    /// The destination entity the source entity `name` migrates to, if any.
    package func destinationEntity(matching sourceName: String) -> Entity? {
        switch matches {
        case .table(let table): table.destinationEntity(matchingSource: sourceName, source: from, destination: to)
        case .values(let values): values.first { $0.source?.name == sourceName }?.destination
        }
    }

    /// The source entity the destination entity `name` migrates from, if any.
    package func sourceEntity(matching destinationName: String) -> Entity? {
        switch matches {
        case .table(let table): table.sourceEntity(matchingDestination: destinationName, source: from, destination: to)
        case .values(let values): values.first { $0.destination?.name == destinationName }?.source
        }
    }

    /// The name of ``sourceEntity(matching:)``, read where it is rather than from a copy of the entity.
    func sourceEntityName(matching destinationName: String) -> String? {
        switch matches {
        case .table(let table):
            table.sourcePosition(matchingDestination: destinationName).map { from.entities[$0].name }
        case .values: sourceEntity(matching: destinationName)?.name
        }
    }

    package static func == (lhs: ModelDiff, rhs: ModelDiff) -> Bool {
        lhs.from == rhs.from && lhs.to == rhs.to && lhs.changes == rhs.changes
            && lhs.renameSuggestions == rhs.renameSuggestions && lhs.entityMatches == rhs.entityMatches
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(from)
        hasher.combine(to)
        hasher.combine(changes)
        hasher.combine(renameSuggestions)
        hasher.combine(entityMatches)
    }
}
