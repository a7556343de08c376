import Crypto
import Foundation
import MapwrightModel

/// Core Data's version hashes, computed byte for byte as `NSEntityDescription.versionHash`,
/// `NSPropertyDescription.versionHash` and `NSManagedObjectModel.versionChecksum` do.
///
/// docs/core-data/version-hash.md, "Algorithm".
package enum VersionHasher {
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
    package static func attributeHash(_ attribute: Attribute) -> VersionHash {
        var input = HashInput()
        return attributeHash(attribute, input: &input)
    }

    /// An attribute's version hash, computed with `input` (which any number of hashes may share).
    static func attributeHash(_ attribute: Attribute, input: inout HashInput) -> VersionHash {
        let inner = propertyHash(
            name: attribute.name, isOptional: attribute.isOptional,
            isTransient: attribute.isTransient,
            versionHashModifier: attribute.versionHashModifier, input: &input
        )
        input.append(inner)
        input.append(uint32le: attribute.type.coreDataRawValue)
        if attribute.allowsExternalBinaryDataStorage { input.append(uint8: 1) }
        if attribute.preservesValueInHistoryOnDeletion { input.append(uint8: 1) }
        return input.finish()
    }

    /// A relationship's version hash; `ownerEntity` is the entity declaring it (a relationship that is its
    /// own inverse does not feed the inverse name).
    package static func relationshipHash(_ relationship: Relationship, ownerEntity: String) -> VersionHash {
        var input = HashInput()
        return relationshipHash(relationship, ownerEntity: ownerEntity, input: &input)
    }

    /// A relationship's version hash, computed with `input` (which any number of hashes may share).
    static func relationshipHash(_ relationship: Relationship, ownerEntity: String, input: inout HashInput)
        -> VersionHash
    {
        let inner = propertyHash(
            name: relationship.name, isOptional: relationship.isOptional,
            isTransient: relationship.isTransient,
            versionHashModifier: relationship.versionHashModifier, input: &input
        )
        input.append(inner)
        let destination = relationship.destination
        if !destination.isEmpty { input.append(destination) }
        if let inverse = relationship.inverse {
            let isOwnInverse = destination == ownerEntity && inverse == relationship.name
            if !isOwnInverse { input.append(inverse) }
        }
        input.append(uint32le: UInt32(clamping: relationship.maxCount))
        input.append(uint32le: UInt32(clamping: relationship.minCount))
        if relationship.isOrdered { input.append(uint16le: 1) }
        return input.finish()
    }

    /// An entity's version hash within `model` (the model supplies the parent chain).
    package static func entityHash(_ entity: Entity, in model: DataModel) -> VersionHash {
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
    package static func entityHashes(_ model: DataModel) -> [String: VersionHash] {
        var hashing = ModelHashing(model)
        return entityHashes(model, hashing: &hashing)
    }

    /// Every entity's hash, taking the hash of an entity unchanged since `previous` (the version before, in
    /// one history) from it, told by `revisions` (its entities' revisions in that history), and a property's
    /// from there when its entity declared an equal one; and `model` with these hashes, as the version before
    /// the next one.
    static func entityHashes(_ model: DataModel, previous: PreviousVersion?, revisions: [Int]?) -> (
        hashes: [String: VersionHash], next: PreviousVersion
    ) {
        var hashing = ModelHashing(model, previous: previous, revisions: revisions)
        let hashes = entityHashes(model, hashing: &hashing)
        return (hashes, PreviousVersion(hashing, hashes: hashes))
    }

    private static func entityHashes(_ model: DataModel, hashing: inout ModelHashing) -> [String: VersionHash] {
        statistics?.recordVersionHashed()
        var hashes: [String: VersionHash] = [:]
        hashes.reserveCapacity(model.entities.count)
        for position in model.entities.indices {
            hashes[model.entities[position].name] = hashing.entityHash(
                model.entities[position], revision: hashing.revisions?[position])
        }
        return hashes
    }

    /// `SHA256(entity hashes, entities sorted by name)`: the model's version hash.
    package static func modelVersionHash(_ model: DataModel) -> VersionHash {
        modelVersionHash(entityHashes: entityHashes(model))
    }

    /// The model version hash of a set of entity hashes keyed by entity name.
    package static func modelVersionHash(entityHashes: [String: VersionHash]) -> VersionHash {
        var input = HashInput()
        // Each name's bytes taken once, not at every comparison of the sort (``byteOrder(_:_:)``).
        let sorted = entityHashes.map { (name: Array($0.key.utf8), hash: $0.value) }.sorted {
            $0.name.lexicographicallyPrecedes($1.name)
        }
        for entry in sorted { input.append(entry.hash) }
        return input.finish()
    }

    /// `NSManagedObjectModel.versionChecksum`: base64 of the model version hash (44 characters).
    package static func versionChecksum(_ model: DataModel) -> String { modelVersionHash(model).base64 }

    /// `NSStoreModelVersionHashesDigest`: base64(SHA-512(name ‖ hash for each entity sorted by name)).
    package static func storeModelVersionHashesDigest(_ model: DataModel) -> String {
        storeModelVersionHashesDigest(entityHashes: entityHashes(model))
    }

    /// `NSStoreModelVersionHashesDigest` of a set of entity hashes keyed by entity name.
    package static func storeModelVersionHashesDigest(entityHashes: [String: VersionHash]) -> String {
        var function = SHA512()
        for name in entityHashes.keys.sorted(by: byteOrder) {
            function.update(data: Data(name.utf8))
            function.update(data: entityHashes[name]!.bytes)
        }
        return Data(function.finalize()).base64EncodedString()
    }

    /// Names compare by UTF-8 bytes (docs/core-data/version-hash.md: non-ASCII order is **UNCERTAIN**; byte order is
    /// used).
    package static func byteOrder(_ a: String, _ b: String) -> Bool {
        a.utf8.lexicographicallyPrecedes(b.utf8)
    }
}
