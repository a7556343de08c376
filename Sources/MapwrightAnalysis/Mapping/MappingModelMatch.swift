/// A pair of versions a mapping model migrates between.
public struct MappingStep: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The source version's name.
    public var source: String
    /// The destination version's name.
    public var destination: String

    public init(source: String, destination: String) {
        self.source = source
        self.destination = destination
    }

    /// `Source → Destination`.
    public var description: String { "\(source) → \(destination)" }

    public static func < (a: MappingStep, b: MappingStep) -> Bool {
        (a.source, a.destination) < (b.source, b.destination)
    }
}

/// Which step a mapping model serves, decided as Core Data decides it: by entity version hashes.
public enum MappingModelMatch: Hashable, Sendable {
    /// The mapping model's hashes equal these pairs' (source, destination) entity hashes; Core Data uses
    /// it for each of them. Usually one pair; more when versions hash alike. In version order.
    case matched([MappingStep])
    /// No pair matches; `step` is the pair the mapping model was made for (the versions its model paths
    /// name, else the closest pair), and `entities` the entities whose hashes differ or are missing, sorted.
    case stale(step: MappingStep, entities: [String])
    /// The mapping model matches no pair of versions and was made for none the history holds.
    case orphan(reason: String)
}
