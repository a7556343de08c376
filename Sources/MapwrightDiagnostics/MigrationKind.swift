/// What Core Data does with a store when the model changes, weakest first.
///
/// docs/core-data/lightweight-rules.md: `none` when every entity version hash is equal, `lightweight`
/// when hashes differ and a mapping model can be inferred, `heavy` when inference fails.
public enum MigrationKind: String, Sendable, Hashable, CaseIterable, Codable, Comparable {
    /// Every entity version hash is equal: the store opens as it is.
    case none
    /// Hashes differ and Core Data infers the mapping model.
    case lightweight
    /// Inference fails: a mapping model (and often a custom policy) is needed.
    case heavy

    private var rank: Int {
        switch self {
        case .none: 0
        case .lightweight: 1
        case .heavy: 2
        }
    }

    public static func < (lhs: MigrationKind, rhs: MigrationKind) -> Bool { lhs.rank < rhs.rank }
}
