import Crypto
import MapwrightModel

/// The entity hashes of one model version, each entity and each declared property hashed once: a
/// sub-entity reuses its parent's entity hash and its ancestors' property hashes.
struct ModelHashing {
    private let entitiesByName: [String: Entity]
    private var entityHashes: [String: VersionHash] = [:]
    /// The hashes of the non-transient properties an entity declares itself, by property name.
    private var declaredHashes: [String: [String: VersionHash]] = [:]

    /// False when some parent chain loops (an invalid model): then a hash depends on where the walk
    /// entered the loop, and only top-level hashes are kept.
    private let isAcyclic: Bool

    init(_ model: DataModel) {
        let index = Dictionary(model.entities.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        entitiesByName = index
        isAcyclic = model.entities.allSatisfy { entity in
            let chain = DataModel.ancestry(of: entity, lookup: { index[$0] })
            return chain.last?.parent.map { parent in !chain.contains { $0.name == parent } } ?? true
        }
    }

    /// `SHA256(name ‖ isAbstract ‖ [parent hash] ‖ property hashes by name ‖ [modifier] ‖ constraints)`.
    mutating func entityHash(_ entity: Entity) -> VersionHash {
        entityHash(entity, visiting: [])
    }

    private mutating func entityHash(_ entity: Entity, visiting: Set<String>) -> VersionHash {
        let memoized = isAcyclic || visiting.isEmpty
        if memoized, let known = entityHashes[entity.name] { return known }
        var input = HashInput<SHA256>()
        input.append(entity.name)
        input.append(uint8: entity.isAbstract ? 1 : 0)
        if let parentName = entity.parent, !visiting.contains(parentName), let parent = entitiesByName[parentName] {
            input.append(entityHash(parent, visiting: visiting.union([entity.name])))
        }
        for property in hashedProperties(of: entity) {
            input.append(property.hash)
        }
        if let modifier = entity.versionHashModifier { input.append(modifier) }
        for constraint in entity.uniquenessConstraints.map({ $0.joined(separator: ".") }).sorted(by: VersionHasher.byteOrder) {
            input.append(constraint)
        }
        let hash = input.sha256
        if memoized { entityHashes[entity.name] = hash }
        return hash
    }

    /// Every non-transient property of `entity`, inherited ones included (a sub-entity's own property
    /// replaces an inherited one of the same name), with its hash, sorted by name in byte order.
    mutating func hashedProperties(of entity: Entity) -> [(name: String, hash: VersionHash)] {
        var hashes: [String: VersionHash]
        if entity.parent == nil {
            // Most entities have no parent: their own table, without a merge.
            hashes = declaredPropertyHashes(of: entity)
        } else {
            hashes = [:]
            for owner in DataModel.ancestry(of: entity, lookup: { entitiesByName[$0] }).reversed() {
                hashes.merge(declaredPropertyHashes(of: owner)) { _, own in own }
            }
        }
        return hashes.sorted { VersionHasher.byteOrder($0.key, $1.key) }.map { ($0.key, $0.value) }
    }

    private mutating func declaredPropertyHashes(of owner: Entity) -> [String: VersionHash] {
        if let known = declaredHashes[owner.name] { return known }
        var hashes: [String: VersionHash] = [:]
        for attribute in owner.attributes where !attribute.isTransient {
            hashes[attribute.name] = VersionHasher.attributeHash(attribute)
        }
        for relationship in owner.relationships where !relationship.isTransient {
            hashes[relationship.name] = VersionHasher.relationshipHash(relationship, ownerEntity: owner.name)
        }
        declaredHashes[owner.name] = hashes
        return hashes
    }
}
