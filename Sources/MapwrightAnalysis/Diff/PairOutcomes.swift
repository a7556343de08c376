import Foundation
import MapwrightDiagnostics
import MapwrightModel

/// What matching an entity pair gave in one diff into a version, kept for the other diffs into it: a
/// history's direct steps all end at the current version, and an entity keeps one revision over many
/// of their source versions, so most of their pairs were matched already.
///
/// A pair's matching (``DiffContext/match(_:)``) reads the two entities, the source entity's ancestors,
/// the destination version and the two tables of which entity migrates to which; its changes differ
/// from version to version only in where the source elements are. Two pairs with the same destination
/// entity, source entities and ancestors of the same revisions (``EntityRevisions``: equal in every field,
/// positions aside) and equal tables give the same pairs and changes, the source locations aside: those
/// are taken from the source version at hand.
final class PairOutcomes: @unchecked Sendable {
    /// A pair, as far as its matching can tell: the tables of the diff (a position in `contexts`), the
    /// destination entity's position and the revisions of the source entity and its ancestors.
    struct Key: Hashable {
        var context: Int
        var destination: Int
        var sourceRevisions: [Int]
    }

    /// The source element a change names: the source entity, or one of its effective properties.
    enum SourceElement {
        case none
        case entity
        case property(Int)
    }

    /// The matching of one pair.
    struct Outcome {
        var properties: [MatchTable.Pair]
        var entitiesAreEqual: Bool
        var changes: [ModelChange]
        var sourceElements: [SourceElement]
    }

    /// A diff's tables of which entity migrates to which.
    private struct Context: Equatable {
        var destinationNameBySource: [String: String]
        var sourceNameByDestination: [String: String]
    }

    // Guarded by `lock`.
    private var contexts: [Context] = []
    private var outcomes: [Key: Outcome] = [:]
    private let lock = NSLock()

    /// The number of the diff's tables, the same for equal tables.
    func context(destinationNameBySource: [String: String], sourceNameByDestination: [String: String]) -> Int {
        let context = Context(
            destinationNameBySource: destinationNameBySource, sourceNameByDestination: sourceNameByDestination)
        return lock.withLock {
            if let known = contexts.firstIndex(of: context) { return known }
            contexts.append(context)
            return contexts.count - 1
        }
    }

    func outcome(for key: Key) -> Outcome? {
        lock.withLock { outcomes[key] }
    }

    /// Keeps `outcome`; a pair matched twice at once gives the same outcome.
    func record(_ outcome: Outcome, for key: Key) {
        lock.withLock { outcomes[key] = outcome }
    }
}

extension DiffContext {
    /// The key of the pair of the source entity at `sourcePosition` and the destination entity at
    /// `destinationPosition`; nil when the diff keeps no outcomes, or when the source entity is not the
    /// first of its name (the walks up the parents look entities up by name).
    func outcomeKey(source sourcePosition: Int, destination destinationPosition: Int) -> PairOutcomes.Key? {
        guard let outcomeContext, let sourceRevisions,
            sourceEntities.position(of: source.entities[sourcePosition].name) == sourcePosition
        else { return nil }
        return PairOutcomes.Key(
            context: outcomeContext, destination: destinationPosition,
            sourceRevisions: sourceEntities.ancestryPositions(of: sourcePosition).map { sourceRevisions[$0] })
    }

    /// The outcome of a pair just matched, whose changes are `changes`; nil when a change names a source
    /// element it cannot tell again (a source element without a location, or two alike).
    func outcome(of pairing: EntityPairing, changes: ArraySlice<ModelChange>) -> PairOutcomes.Outcome? {
        guard let sourcePosition = pairing.entities.sourceIndex,
            let entityLocation = source.entities[sourcePosition].anchor.location
        else { return nil }
        var slots: [PropertySlot]?
        var elements: [PairOutcomes.SourceElement] = []
        elements.reserveCapacity(changes.count)
        for change in changes {
            if let property = change.sourceProperty {
                guard let location = property.location, change.sourceLocation == location else { return nil }
                if slots == nil { slots = PropertySlot.slots(ofEntityAt: sourcePosition, in: sourceEntities) }
                let found = slots!.indices.filter {
                    source.location(at: slots![$0]) == location
                        && source.ownedProperty(at: slots![$0]).property == property
                }
                guard found.count == 1 else { return nil }
                elements.append(.property(found[0]))
            } else if change.sourceLocation == nil {
                // An added property: no source element.
                elements.append(.none)
            } else {
                guard change.sourceLocation == entityLocation else { return nil }
                elements.append(.entity)
            }
        }
        return PairOutcomes.Outcome(
            properties: pairing.properties, entitiesAreEqual: pairing.entitiesAreEqual, changes: Array(changes),
            sourceElements: elements)
    }

    /// `outcome` for `pair`: its property pairs, and its changes recorded with the source elements of this
    /// diff's source version.
    mutating func replay(_ outcome: PairOutcomes.Outcome, for pair: MatchTable.Pair) -> EntityPairing {
        let sourcePosition = Int(pair.source)
        var slots: [PropertySlot]?
        for (change, element) in zip(outcome.changes, outcome.sourceElements) {
            var change = change
            switch element {
            case .none:
                break
            case .entity:
                change.sourceLocation = source.entities[sourcePosition].anchor.location
            case .property(let index):
                if slots == nil { slots = PropertySlot.slots(ofEntityAt: sourcePosition, in: sourceEntities) }
                let property = source.ownedProperty(at: slots![index]).property
                change.sourceProperty = property
                change.sourceLocation = property.location
            }
            changes.append(change)
        }
        var pairing = EntityPairing(entities: pair)
        pairing.properties = outcome.properties
        pairing.entitiesAreEqual = outcome.entitiesAreEqual
        return pairing
    }
}
