import Crypto
import Foundation
import MapwrightModel

/// Core Data's version hashes, computed byte for byte as `NSEntityDescription.versionHash`,
/// `NSPropertyDescription.versionHash` and `NSManagedObjectModel.versionChecksum` do.
///
/// docs/core-data/version-hash.md, "Algorithm".
public enum VersionHasher {
    /// `flags(p) = u16le(isOptional | isTransient << 1 | isReadOnly << 2)`; read-only is always false for
    /// models written in Xcode or YAML.
    static func flags(isOptional: Bool, isTransient: Bool) -> UInt16 {
        (isOptional ? 1 : 0) | (isTransient ? 2 : 0)
    }

    /// `SHA256(name ‖ flags ‖ [versionHashModifier])`, the inner hash of every property hash.
    static func propertyHash(
        name: String, isOptional: Bool, isTransient: Bool, versionHashModifier: String?, input: inout HashInput
    ) -> VersionHash {
        input.append(name)
        input.append(uint16le: flags(isOptional: isOptional, isTransient: isTransient))
        if let versionHashModifier { input.append(versionHashModifier) }
        return input.finish()
    }

    /// An attribute's version hash.
    public static func attributeHash(_ attribute: Attribute) -> VersionHash {
        var input = HashInput()
        return withUnsafePointer(to: attribute) { attributeHash($0, input: &input) }
    }

    /// An attribute's version hash, computed with `input` (which any number of hashes may share). Reads
    /// the attribute where it is, field by field: a copy of the whole attribute (24 fields, each retained
    /// and released) cost more than the fields the hash reads.
    static func attributeHash(_ attribute: UnsafePointer<Attribute>, input: inout HashInput) -> VersionHash {
        let inner = propertyHash(
            name: attribute.pointee.name, isOptional: attribute.pointee.isOptional,
            isTransient: attribute.pointee.isTransient,
            versionHashModifier: attribute.pointee.versionHashModifier, input: &input
        )
        input.append(inner)
        input.append(uint32le: attribute.pointee.type.coreDataRawValue)
        if attribute.pointee.allowsExternalBinaryDataStorage { input.append(uint8: 1) }
        if attribute.pointee.preservesValueInHistoryOnDeletion { input.append(uint8: 1) }
        return input.finish()
    }

    /// A relationship's version hash; `ownerEntity` is the entity declaring it (a relationship that is its
    /// own inverse does not feed the inverse name).
    public static func relationshipHash(_ relationship: Relationship, ownerEntity: String) -> VersionHash {
        var input = HashInput()
        return withUnsafePointer(to: relationship) { relationshipHash($0, ownerEntity: ownerEntity, input: &input) }
    }

    /// A relationship's version hash, computed with `input` (which any number of hashes may share). Reads
    /// the relationship where it is, as ``attributeHash(_:input:)`` does.
    static func relationshipHash(
        _ relationship: UnsafePointer<Relationship>, ownerEntity: String, input: inout HashInput
    ) -> VersionHash {
        let inner = propertyHash(
            name: relationship.pointee.name, isOptional: relationship.pointee.isOptional,
            isTransient: relationship.pointee.isTransient,
            versionHashModifier: relationship.pointee.versionHashModifier, input: &input
        )
        input.append(inner)
        let destination = relationship.pointee.destination
        if !destination.isEmpty { input.append(destination) }
        if let inverse = relationship.pointee.inverse {
            let isOwnInverse = destination == ownerEntity && inverse == relationship.pointee.name
            if !isOwnInverse { input.append(inverse) }
        }
        input.append(uint32le: UInt32(clamping: relationship.pointee.maxCount))
        input.append(uint32le: UInt32(clamping: relationship.pointee.minCount))
        if relationship.pointee.isOrdered { input.append(uint16le: 1) }
        return input.finish()
    }

    /// An entity's version hash within `model` (the model supplies the parent chain).
    public static func entityHash(_ entity: Entity, in model: DataModel) -> VersionHash {
        var hashing = ModelHashing(model)
        return hashing.entityHash(entity)
    }

    /// The properties whose hashes enter `entity`'s hash, sorted by name in byte order: every non-transient
    /// attribute and relationship, including inherited ones.
    ///
    /// docs/core-data/version-hash.md, Notes: whether inherited properties are hashed again inside a
    /// sub-entity is **UNCERTAIN**; the reconstruction says they are. ``ModelHashing`` is the one place
    /// that decides it.
    static func hashedProperties(of entity: Entity, in model: DataModel) -> [(name: String, hash: VersionHash)] {
        var hashing = ModelHashing(model)
        return hashing.hashedProperties(of: entity).map { ($0.name, $0.hash) }
    }

    /// Every entity's hash, keyed by entity name (`NSStoreModelVersionHashes`). Each entity and each
    /// property is hashed once, however deep the inheritance.
    public static func entityHashes(_ model: DataModel) -> [String: VersionHash] {
        var hashing = ModelHashing(model)
        return entityHashes(model, hashing: &hashing)
    }

    /// Every entity's hash, taking the hash of an entity unchanged since `previous` (the version before, in
    /// one history) from it; and `model` with these hashes, as the version before the next one.
    static func entityHashes(_ model: DataModel, previous: PreviousVersion?) -> (
        hashes: [String: VersionHash], next: PreviousVersion
    ) {
        var hashing = ModelHashing(model, previous: previous)
        let hashes = entityHashes(model, hashing: &hashing)
        return (hashes, PreviousVersion(hashing, hashes: hashes))
    }

    /// ``entityHashes(_:previous:)`` with the entities hashed in slices on every core, each slice with a
    /// hashing of its own (a parent hashed in several slices gives the same hash in each).
    static func entityHashesInSlices(_ model: DataModel, previous: PreviousVersion?) -> (
        hashes: [String: VersionHash], next: PreviousVersion
    ) {
        statistics?.recordVersionHashed()
        let facts = ModelHashing.VersionFacts(model)
        let slices = DiffContext.slices(of: model.entities.count).concurrentMap { slice in
            var hashing = ModelHashing(facts, previous: previous)
            return slice.map { hashing.entityHash(model.entities[$0]) }
        }
        var hashes: [String: VersionHash] = [:]
        hashes.reserveCapacity(model.entities.count)
        for (entity, hash) in zip(model.entities, slices.joined()) { hashes[entity.name] = hash }
        return (hashes, PreviousVersion(facts, hashes: hashes))
    }

    private static func entityHashes(_ model: DataModel, hashing: inout ModelHashing) -> [String: VersionHash] {
        statistics?.recordVersionHashed()
        var hashes: [String: VersionHash] = [:]
        hashes.reserveCapacity(model.entities.count)
        for entity in model.entities { hashes[entity.name] = hashing.entityHash(entity) }
        return hashes
    }

    /// `SHA256(entity hashes, entities sorted by name)`: the model's version hash.
    public static func modelVersionHash(_ model: DataModel) -> VersionHash {
        modelVersionHash(entityHashes: entityHashes(model))
    }

    /// The model version hash of a set of entity hashes keyed by entity name.
    public static func modelVersionHash(entityHashes: [String: VersionHash]) -> VersionHash {
        var input = HashInput()
        for name in entityHashes.keys.sorted(by: byteOrder) { input.append(entityHashes[name]!) }
        return input.finish()
    }

    /// `NSManagedObjectModel.versionChecksum`: base64 of the model version hash (44 characters).
    public static func versionChecksum(_ model: DataModel) -> String { modelVersionHash(model).base64 }

    /// `NSStoreModelVersionHashesDigest`: base64(SHA-512(name ‖ hash for each entity sorted by name)).
    public static func storeModelVersionHashesDigest(_ model: DataModel) -> String {
        storeModelVersionHashesDigest(entityHashes: entityHashes(model))
    }

    /// `NSStoreModelVersionHashesDigest` of a set of entity hashes keyed by entity name.
    public static func storeModelVersionHashesDigest(entityHashes: [String: VersionHash]) -> String {
        var function = SHA512()
        for name in entityHashes.keys.sorted(by: byteOrder) {
            function.update(data: Data(name.utf8))
            entityHashes[name]!.withBytes { function.update(bufferPointer: $0) }
        }
        return Data(function.finalize()).base64EncodedString()
    }

    /// Names compare by UTF-8 bytes (docs/core-data/version-hash.md: non-ASCII order is **UNCERTAIN**; byte order is
    /// used).
    public static func byteOrder(_ a: String, _ b: String) -> Bool {
        var a = a, b = b
        return a.withUTF8 { x in
            b.withUTF8 { y in
                let common = min(x.count, y.count)
                let order = common == 0 ? 0 : memcmp(x.baseAddress!, y.baseAddress!, common)
                return order == 0 ? x.count < y.count : order < 0
            }
        }
    }
}
