/// A pair of versions a mapping model migrates between.
package struct MappingStep: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The source version's name.
    package var source: String
    /// The destination version's name.
    package var destination: String

    package init(source: String, destination: String) {
        self.source = source
        self.destination = destination
    }

    /// `Source → Destination`.
    package var description: String { "\(source) → \(destination)" }

    package static func < (a: MappingStep, b: MappingStep) -> Bool {
        (a.source, a.destination) < (b.source, b.destination)
    }
}

/// Which step a mapping model serves, decided as Core Data decides it: by entity version hashes.
package enum MappingModelMatch: Hashable, Sendable {
    /// Every pair the mapping model matches, complete ones first.
    package var matchedSteps: [MappingStep] {
        if case .matched(let complete, let partial) = self { return complete + partial }
        return []
    }

    /// Every hash the mapping model stands for equals the pairs' (source, destination) entity hashes.
    /// `complete`: pairs where, in addition, every non-abstract entity of the destination version is the
    /// destination of one of its entity mappings — the pairs Core Data is taken to use it for. `partial`:
    /// pairs where some destination entities have no entity mapping (a mapping model that is one pass of
    /// a multi-pass migration, or versions that differ only in entities it does not name). At least one
    /// list is non-empty; each is in version order, usually one pair, more when versions hash alike.
    case matched(complete: [MappingStep], partial: [MappingStep])
    /// No pair matches; `step` is the pair the mapping model was made for (the versions its model paths
    /// name, else the closest pair), and `entities` the entities whose hashes differ or are missing, sorted.
    case stale(step: MappingStep, entities: [String])
    /// The mapping model matches no pair of versions and was made for none the history holds.
    case orphan(reason: String)
}
