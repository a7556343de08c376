import MapwrightModel

/// The hashes of the properties hashed so far in one run of a history's versions (``HistoryHashes``), by
/// the property itself: a changed entity keeps most of its properties from the version before, and a
/// property's hash is a function of its fields, which its equality compares (its position aside).
///
/// Used by one thread at a time: each run of versions is hashed on one core, with a cache of its own.
final class PropertyHashCache: @unchecked Sendable {
    /// A relationship with the name of the entity declaring it, which its hash takes in.
    struct OwnedRelationship: Hashable {
        let relationship: Relationship
        let owner: String
    }

    var attributes: [Attribute: VersionHash] = [:]
    var relationships: [OwnedRelationship: VersionHash] = [:]
}
