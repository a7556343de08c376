import MapwrightModel

/// One entity pair's property pairs, each side read from its entity when asked, as
/// ``ModelDiff/forEachEntityMatch(_:)`` gives them: a reader of a few properties of each pair (the report's
/// marks) does not build both entities' effective properties for every pair of every step.
package struct PropertyPairs {
    private enum Storage {
        case values([PropertyMatch])
        case positions([MatchTable.Pair], source: PropertyPositions?, destination: PropertyPositions?)
    }

    private let storage: Storage

    init(_ matches: [PropertyMatch]) { storage = .values(matches) }

    init(_ pairs: [MatchTable.Pair], source: PropertyPositions?, destination: PropertyPositions?) {
        storage = .positions(pairs, source: source, destination: destination)
    }

    package var indices: Range<Int> {
        switch storage {
        case .values(let matches): matches.indices
        case .positions(let pairs, _, _): pairs.indices
        }
    }

    /// The entity that declares the pair's source property; nil for an added property.
    package func sourceOwner(at index: Int) -> String? {
        switch storage {
        case .values(let matches): matches[index].source?.owner
        case .positions(let pairs, let source, _): pairs[index].sourceIndex.flatMap { source?.owner(at: $0) }
        }
    }

    /// The pair's source property; nil for an added property.
    package func source(at index: Int) -> ModelProperty? {
        switch storage {
        case .values(let matches): matches[index].source?.property
        case .positions(let pairs, let source, _): pairs[index].sourceIndex.flatMap { source?.property(at: $0) }
        }
    }

    /// The entity that declares the pair's destination property; nil for a removed property.
    package func destinationOwner(at index: Int) -> String? {
        switch storage {
        case .values(let matches): matches[index].destination?.owner
        case .positions(let pairs, _, let destination):
            pairs[index].destinationIndex.flatMap { destination?.owner(at: $0) }
        }
    }

    /// The pair's destination property; nil for a removed property.
    package func destination(at index: Int) -> ModelProperty? {
        switch storage {
        case .values(let matches): matches[index].destination?.property
        case .positions(let pairs, _, let destination):
            pairs[index].destinationIndex.flatMap { destination?.property(at: $0) }
        }
    }
}

/// An entity's effective properties (`DataModel.effectiveProperties(of:)`: inherited first, each owner's
/// attributes then relationships) by position, found in its owners without listing them: where the diff keeps
/// a ``PropertySlot`` per property, a reader of a few properties of every pair keeps one start per owner
/// (slots here cost the report 2 % more instructions on a long history).
struct PropertyPositions {
    /// The root first, the entity last.
    private let owners: [Entity]
    /// The position of each owner's first property.
    private let starts: [Int]

    init(of entity: Entity, in model: DataModel) {
        owners = entity.parent == nil ? [entity] : model.ancestry(of: entity).reversed()
        var starts: [Int] = []
        var start = 0
        for owner in owners {
            starts.append(start)
            start += owner.attributes.count + owner.relationships.count
        }
        self.starts = starts
    }

    /// The owner holding the property at `position`, and the property's place among its own.
    private func locate(_ position: Int) -> (owner: Int, offset: Int) {
        var owner = owners.count - 1
        while starts[owner] > position { owner -= 1 }
        return (owner, position - starts[owner])
    }

    func owner(at position: Int) -> String { owners[locate(position).owner].name }

    func property(at position: Int) -> ModelProperty {
        let (index, offset) = locate(position)
        let owner = owners[index]
        return offset < owner.attributes.count
            ? .attribute(owner.attributes[offset]) : .relationship(owner.relationships[offset - owner.attributes.count])
    }
}
