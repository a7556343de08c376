import Foundation
import MapwrightModel

/// Where the effective properties of the entities of a diff's destination version are declared, each with the
/// position of the first property of every matching key.
///
/// One per destination version, shared by every diff into it (a history's direct steps all end at the
/// current version), and built entity by entity when a diff first asks: an entity unchanged since the
/// source version never needs its list (``DiffContext/unchangedPropertyCount(ofEqual:destination:)``),
/// and most entities of a step are unchanged. Diffs ask from several threads at once, so the entries
/// built so far are kept under a lock.
final class DestinationProperties: @unchecked Sendable {
    /// One destination entity's properties and key table.
    struct Entry: Sendable {
        /// Where each of the entity's effective properties (`DataModel.effectiveProperties(of:)`) is
        /// declared: a diff reads them there (``PropertySlot``).
        let slots: [PropertySlot]
        /// Matching key → position in `slots` of the first property with that key.
        let firstByKey: [String: Int]
        /// True when some matching key belongs to more than one property.
        let keyRepeats: Bool
    }

    /// The destination's entities by name.
    let entities: EntityNameIndex

    /// Guarded by `lock`: the entries built so far, by entity position in the destination version.
    private var built: [Entry?]
    /// Guarded by `lock`: ``RenameScoring/nameSimilarity(_:_:)`` of a removed and an added entity's or
    /// property's names, computed so far. Every direct step across a rename scores the same names again.
    private var similarities: [NamePair: Double] = [:]
    private let lock = NSLock()

    /// A removed and an added entity's or property's names.
    private struct NamePair: Hashable {
        let removed: String
        let added: String
    }

    /// The outcomes of the pairs matched so far, when several diffs of one history share this destination.
    let outcomes: PairOutcomes?

    /// With `sharingOutcomes`, the diffs keep the outcomes of their pairs for each other (``PairOutcomes``):
    /// only for diffs between versions of one history, whose entities' revisions they have.
    init(_ destination: DataModel, sharingOutcomes: Bool = false) {
        outcomes = sharingOutcomes ? PairOutcomes() : nil
        entities = EntityNameIndex(destination)
        built = Array(repeating: nil, count: destination.entities.count)
    }

    /// The entry of the destination entity at `position`.
    func entry(at position: Int) -> Entry {
        if let entry = lock.withLock({ built[position] }) { return entry }
        // Built outside the lock; a second thread building the same entry builds an equal one.
        let entry = Self.entry(ofEntityAt: position, index: entities)
        lock.withLock { built[position] = entry }
        return entry
    }

    /// ``RenameScoring/nameSimilarity(_:_:)`` of `removed` and `added`, computed once per destination.
    func nameSimilarity(removed: String, added: String) -> Double {
        let pair = NamePair(removed: removed, added: added)
        if let known = lock.withLock({ similarities[pair] }) { return known }
        let similarity = RenameScoring.nameSimilarity(removed, added)
        lock.withLock { similarities[pair] = similarity }
        return similarity
    }

    private static func entry(ofEntityAt position: Int, index: EntityNameIndex) -> Entry {
        let slots = PropertySlot.slots(ofEntityAt: position, in: index)
        var firstByKey: [String: Int] = [:]
        firstByKey.reserveCapacity(slots.count)
        var keyRepeats = false
        for position in slots.indices {
            let key = index.model.matchingKey(at: slots[position])
            if firstByKey[key] == nil { firstByKey[key] = position } else { keyRepeats = true }
        }
        return Entry(slots: slots, firstByKey: firstByKey, keyRepeats: keyRepeats)
    }
}
