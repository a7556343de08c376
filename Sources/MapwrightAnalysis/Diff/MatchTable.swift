import MapwrightModel

/// The entity and property pairs of one diff, kept as positions instead of copies.
///
/// A history analysis keeps the diff of every step, adjacent and direct, for the reporters and
/// generators: with each pair holding copies of both entities and of every property on both sides, a
/// 120-version history held several hundred megabytes of them. Entities are positions in the source and
/// destination versions' `entities`; properties are positions in each entity's effective properties
/// (inherited first, as `DataModel.effectiveProperties(of:)` lists them). ``ModelDiff/entityMatches``
/// builds the ``EntityMatch`` values from them when asked.
final class MatchTable: Sendable {
    /// A source position and a destination position; `none` on the side that has no element.
    struct Pair: Hashable, Sendable {
        static let none: Int32 = -1
        var source: Int32
        var destination: Int32

        init(source: Int?, destination: Int?) {
            self.source = source.map(Int32.init) ?? Self.none
            self.destination = destination.map(Int32.init) ?? Self.none
        }

        var sourceIndex: Int? { source == Self.none ? nil : Int(source) }
        var destinationIndex: Int? { destination == Self.none ? nil : Int(destination) }
    }

    /// One entity pair, its property pairs, and whether its two entities are equal (every field, positions
    /// aside), as the diff found.
    struct EntityPairs: Sendable {
        var entities: Pair
        var properties: [Pair]
        var entitiesAreEqual: Bool
    }

    let pairs: [EntityPairs]
    /// Source entity name → the first pair holding it.
    private let bySourceName: [String: Int]
    /// Destination entity name → the first pair holding it.
    private let byDestinationName: [String: Int]

    init(pairs: [EntityPairs], source: DataModel, destination: DataModel) {
        self.pairs = pairs
        // One lookup per name, the first pair kept, in tables made large enough at once.
        var bySourceName = [String: Int](minimumCapacity: pairs.count)
        bySourceName.merge(
            pairs.indices.lazy.compactMap { index in
                pairs[index].entities.sourceIndex.map { (source.entities[$0].name, index) }
            }, uniquingKeysWith: { first, _ in first })
        var byDestinationName = [String: Int](minimumCapacity: pairs.count)
        byDestinationName.merge(
            pairs.indices.lazy.compactMap { index in
                pairs[index].entities.destinationIndex.map { (destination.entities[$0].name, index) }
            }, uniquingKeysWith: { first, _ in first })
        self.bySourceName = bySourceName
        self.byDestinationName = byDestinationName
    }

    /// The pairs as values, with the entities and properties of `source` and `destination` (the versions the
    /// table was made from).
    func entityMatches(source: DataModel, destination: DataModel) -> [EntityMatch] {
        pairs.map { pair in
            let from = pair.entities.sourceIndex.map { source.entities[$0] }
            let to = pair.entities.destinationIndex.map { destination.entities[$0] }
            let sourceProperties = from.map(source.effectiveProperties(of:)) ?? []
            let destinationProperties = to.map(destination.effectiveProperties(of:)) ?? []
            return EntityMatch(
                source: from, destination: to,
                properties: pair.properties.map {
                    PropertyMatch(
                        source: $0.sourceIndex.map { sourceProperties[$0] },
                        destination: $0.destinationIndex.map { destinationProperties[$0] }
                    )
                })
        }
    }

    /// ``entityMatches(source:destination:)`` one pair at a time, equal entities without property pairs, each
    /// property read from its entity only when `body` asks for it.
    func forEachPair(
        source: DataModel, destination: DataModel, _ body: (Entity?, Entity?, PropertyPairs) -> Void
    ) {
        for pair in pairs {
            let from = pair.entities.sourceIndex.map { source.entities[$0] }
            let to = pair.entities.destinationIndex.map { destination.entities[$0] }
            if pair.entitiesAreEqual, from != nil, to != nil {
                body(from, to, PropertyPairs([]))
                continue
            }
            body(
                from, to,
                PropertyPairs(
                    pair.properties, source: from.map { PropertyPositions(of: $0, in: source) },
                    destination: to.map { PropertyPositions(of: $0, in: destination) }))
        }
    }

    /// The destination entity the first pair holding source entity `name` has (nil when it is removed), or
    /// nil when no pair holds it.
    func destinationEntity(matchingSource name: String, source: DataModel, destination: DataModel) -> Entity? {
        bySourceName[name].flatMap { pairs[$0].entities.destinationIndex }.map { destination.entities[$0] }
    }

    /// The source entity the first pair holding destination entity `name` has (nil when it is new), or nil
    /// when no pair holds it.
    func sourceEntity(matchingDestination name: String, source: DataModel, destination: DataModel) -> Entity? {
        sourcePosition(matchingDestination: name).map { source.entities[$0] }
    }

    /// The position in the source version of ``sourceEntity(matchingDestination:source:destination:)``.
    func sourcePosition(matchingDestination name: String) -> Int? {
        byDestinationName[name].flatMap { pairs[$0].entities.sourceIndex }
    }
}
