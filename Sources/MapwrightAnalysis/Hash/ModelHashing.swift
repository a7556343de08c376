import MapwrightModel

/// The entity hashes of one model version, each entity and each declared property hashed once: a
/// sub-entity reuses its parent's entity hash and its ancestors' property hashes. One ``HashInput``
/// serves every hash, and each entity's property hashes are one sorted array (no table per entity).
struct ModelHashing {
    /// A property's name and version hash; `order` breaks ties between equal names (the later one wins,
    /// as a sub-entity's own property replaces an inherited one).
    struct NamedHash {
        var name: String
        var hash: VersionHash
        var order: Int
    }

    private let entitiesByName: [String: Entity]
    private var input = HashInput()
    private var entityHashes: [String: VersionHash] = [:]
    /// The hashes of the non-transient properties an entity declares itself, sorted by name, one per name.
    private var declaredHashes: [String: [NamedHash]] = [:]
    /// The previous version of the same history and its entity hashes, when hashing a history.
    private let previous: PreviousVersion?

    /// False when some parent chain loops (an invalid model): then a hash depends on where the walk
    /// entered the loop, and only top-level hashes are kept.
    private let isAcyclic: Bool

    init(_ model: DataModel, previous: PreviousVersion? = nil) {
        self.previous = previous
        let index = Dictionary(model.entities.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        entitiesByName = index
        entityHashes.reserveCapacity(model.entities.count)
        declaredHashes.reserveCapacity(model.entities.count)
        isAcyclic = Self.isAcyclic(model, index: index)
    }

    /// True when no parent chain of `model` loops; `index` holds its entities by name.
    static func isAcyclic(_ model: DataModel, index: [String: Entity]) -> Bool {
        model.entities.allSatisfy { entity in
            guard entity.parent != nil else { return true }
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
        // The parent's hash and the property hashes first: they use the same input.
        var parentHash: VersionHash?
        if let parentName = entity.parent, !visiting.contains(parentName), let parent = entitiesByName[parentName] {
            parentHash = entityHash(parent, visiting: visiting.union([entity.name]))
        }
        if isAcyclic, let known = previous?.hash(ofUnchanged: entity, parentHash: parentHash) {
            entityHashes[entity.name] = known
            return known
        }
        let properties = hashedProperties(of: entity)
        input.append(entity.name)
        input.append(uint8: entity.isAbstract ? 1 : 0)
        if let parentHash { input.append(parentHash) }
        for property in properties { input.append(property.hash) }
        if let modifier = entity.versionHashModifier { input.append(modifier) }
        for constraint in entity.uniquenessConstraints.map({ $0.joined(separator: ".") }).sorted(by: VersionHasher.byteOrder) {
            input.append(constraint)
        }
        let hash = input.finish()
        if memoized { entityHashes[entity.name] = hash }
        return hash
    }

    /// Every non-transient property of `entity`, inherited ones included (a sub-entity's own property
    /// replaces an inherited one of the same name), with its hash, sorted by name in byte order.
    mutating func hashedProperties(of entity: Entity) -> [NamedHash] {
        // Most entities have no parent: their own list, without a merge.
        guard entity.parent != nil else { return declaredPropertyHashes(of: entity) }
        var merged: [NamedHash] = []
        for owner in DataModel.ancestry(of: entity, lookup: { entitiesByName[$0] }).reversed() {
            let order = merged.count
            merged += declaredPropertyHashes(of: owner).map { NamedHash(name: $0.name, hash: $0.hash, order: order + $0.order) }
        }
        return Self.sortedKeepingLast(merged)
    }

    private mutating func declaredPropertyHashes(of owner: Entity) -> [NamedHash] {
        if let known = declaredHashes[owner.name] { return known }
        var hashes: [NamedHash] = []
        hashes.reserveCapacity(owner.attributes.count + owner.relationships.count)
        for attribute in owner.attributes where !attribute.isTransient {
            hashes.append(NamedHash(name: attribute.name, hash: VersionHasher.attributeHash(attribute, input: &input), order: hashes.count))
        }
        for relationship in owner.relationships where !relationship.isTransient {
            let hash = VersionHasher.relationshipHash(relationship, ownerEntity: owner.name, input: &input)
            hashes.append(NamedHash(name: relationship.name, hash: hash, order: hashes.count))
        }
        let sorted = Self.sortedKeepingLast(hashes)
        declaredHashes[owner.name] = sorted
        return sorted
    }

    /// `hashes` sorted by name in byte order, keeping of equal names only the one with the highest `order`.
    private static func sortedKeepingLast(_ hashes: [NamedHash]) -> [NamedHash] {
        var sorted = hashes
        sorted.sort {
            VersionHasher.byteOrder($0.name, $1.name) || ($0.name.utf8.elementsEqual($1.name.utf8) && $0.order < $1.order)
        }
        var kept = 0
        for index in sorted.indices {
            if kept > 0, sorted[kept - 1].name == sorted[index].name {
                sorted[kept - 1] = sorted[index]
            } else {
                sorted[kept] = sorted[index]
                kept += 1
            }
        }
        sorted.removeLast(sorted.count - kept)
        return sorted
    }
}

/// The version before the one being hashed, in one history: an entity equal to its namesake there (every
/// field, positions aside) whose parent hashes the same has the same hash, without hashing its properties.
struct PreviousVersion {
    private let entities: [String: Entity]
    private let hashes: [String: VersionHash]
    /// False when a parent chain of the previous version loops.
    private let isAcyclic: Bool

    init(_ model: DataModel, hashes: [String: VersionHash]) {
        let index = Dictionary(model.entities.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        entities = index
        self.hashes = hashes
        isAcyclic = ModelHashing.isAcyclic(model, index: index)
    }

    /// The previous hash of `entity` when it is unchanged: equal to the previous entity of its name, with
    /// `parentHash` (its parent's hash in the version being hashed) equal to the previous parent's hash.
    func hash(ofUnchanged entity: Entity, parentHash: VersionHash?) -> VersionHash? {
        guard isAcyclic, let before = entities[entity.name], before == entity, let hash = hashes[entity.name] else { return nil }
        if let parent = entity.parent {
            guard let parentHash, entities[parent] != nil, hashes[parent] == parentHash else { return nil }
        }
        return hash
    }
}
