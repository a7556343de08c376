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
        /// The name's first eight UTF-8 bytes, big-endian, zero-padded: unequal keys order the names as
        /// their bytes do, so most comparisons of the sort compare two integers.
        var key: UInt64

        init(name: String, hash: VersionHash, order: Int) {
            self.init(name: name, hash: hash, order: order, key: Self.key(of: name))
        }

        init(name: String, hash: VersionHash, order: Int, key: UInt64) {
            self.name = name
            self.hash = hash
            self.order = order
            self.key = key
        }

        static func key(of name: String) -> UInt64 {
            func key(_ bytes: some Collection<UInt8>) -> UInt64 {
                var key: UInt64 = 0
                for (position, byte) in bytes.prefix(8).enumerated() {
                    key |= UInt64(byte) << UInt64(56 - 8 * position)
                }
                return key
            }
            return name.utf8.withContiguousStorageIfAvailable(key) ?? key(name.utf8)
        }

        /// Byte order of the names, the earlier of equal names first.
        static func precedes(_ a: NamedHash, _ b: NamedHash) -> Bool {
            if a.key != b.key { return a.key < b.key }
            if VersionHasher.byteOrder(a.name, b.name) { return true }
            if VersionHasher.byteOrder(b.name, a.name) { return false }
            return a.order < b.order
        }
    }

    let entitiesByName: EntityNameIndex
    private var input = HashInput()
    private var entityHashes: [String: VersionHash] = [:]
    /// The hashes of the non-transient properties an entity declares itself, sorted by name, one per name;
    /// kept only for the entities in `parents`, whose sub-entities use them again.
    private var declaredHashes: [String: [NamedHash]] = [:]
    /// The names of the entities some entity names as its parent.
    private let parents: Set<String>
    /// The previous version of the same history and its entity hashes, when hashing a history.
    private let previous: PreviousVersion?
    /// The revision of each entity of the version, by position (``EntityRevisions``), when hashing a history.
    let revisions: [Int]?
    /// By entity name: the properties it declares with their hashes, from this version for the entities it
    /// hashed, else as the versions before left them (``PreviousVersion``).
    private(set) var declared: [String: DeclaredProperties]

    /// False when some parent chain loops (an invalid model): then a hash depends on where the walk
    /// entered the loop, and only top-level hashes are kept.
    let isAcyclic: Bool

    /// A hashing of `model`, with the version before it and the revisions of its entities when hashing a
    /// history.
    init(_ model: DataModel, previous: PreviousVersion? = nil, revisions: [Int]? = nil) {
        self.previous = previous
        self.revisions = revisions
        declared = previous?.declared ?? [:]
        entitiesByName = EntityNameIndex(model)
        parents = Set(model.entities.lazy.compactMap(\.parent))
        isAcyclic = Self.isAcyclic(model, index: entitiesByName)
        entityHashes.reserveCapacity(model.entities.count)
    }

    /// True when no parent chain of `model` loops; `index` holds its entities by name.
    private static func isAcyclic(_ model: DataModel, index: EntityNameIndex) -> Bool {
        model.entities.allSatisfy { entity in
            guard entity.parent != nil else { return true }
            let chain = index.ancestry(of: entity)
            return chain.last?.parent.map { parent in !chain.contains { $0.name == parent } } ?? true
        }
    }

    /// `SHA256(name ‖ isAbstract ‖ [parent hash] ‖ property hashes by name ‖ [modifier] ‖ constraints)`.
    /// `revision` is the entity's, when it is one of the version's (``revisions``).
    mutating func entityHash(_ entity: Entity, revision: Int? = nil) -> VersionHash {
        entityHash(entity, revision: revision, visiting: [])
    }

    private mutating func entityHash(_ entity: Entity, revision: Int?, visiting: Set<String>) -> VersionHash {
        let memoized = isAcyclic || visiting.isEmpty
        if memoized, let known = entityHashes[entity.name] { return known }
        // The parent's hash and the property hashes first: they use the same input.
        var parentHash: VersionHash?
        if let parentName = entity.parent, !visiting.contains(parentName),
            let position = entitiesByName.position(of: parentName)
        {
            parentHash = entityHash(
                entitiesByName.model.entities[position], revision: revisions?[position],
                visiting: visiting.union([entity.name]))
        }
        // A composite's elements live outside the entity: an equal entity may hash differently. By index:
        // `contains(where:)` copies every attribute it passes.
        if isAcyclic, !entity.attributes.indices.contains(where: { entity.attributes[$0].type == .composite }),
            let known = previous?.hash(ofUnchanged: entity, revision: revision, parentHash: parentHash)
        {
            entityHashes[entity.name] = known
            return known
        }
        let properties = hashedProperties(of: entity)
        input.append(entity.name)
        input.append(uint8: entity.isAbstract ? 1 : 0)
        if let parentHash { input.append(parentHash) }
        for property in properties { input.append(property.hash) }
        if let modifier = entity.versionHashModifier { input.append(modifier) }
        appendConstraints(of: entity)
        let hash = input.finish()
        if memoized { entityHashes[entity.name] = hash }
        return hash
    }

    /// Each uniqueness constraint as its property names joined by `.`, the constraints in byte order. A
    /// single constraint (the usual case) is appended name by name, without joining or sorting.
    private mutating func appendConstraints(of entity: Entity) {
        let constraints = entity.uniquenessConstraints
        guard constraints.count > 1 else {
            for (position, name) in (constraints.first ?? []).enumerated() {
                if position > 0 { input.append(uint8: UInt8(ascii: ".")) }
                input.append(name)
            }
            return
        }
        for constraint in constraints.map({ $0.joined(separator: ".") }).sorted(by: VersionHasher.byteOrder) {
            input.append(constraint)
        }
    }

    /// Every non-transient property of `entity`, inherited ones included (a sub-entity's own property
    /// replaces an inherited one of the same name), with its hash, sorted by name in byte order.
    mutating func hashedProperties(of entity: Entity) -> [NamedHash] {
        // Most entities have no parent: their own list, without a merge.
        guard entity.parent != nil else { return declaredPropertyHashes(of: entity) }
        var merged: [NamedHash] = []
        for owner in entitiesByName.ancestry(of: entity).reversed() {
            let order = merged.count
            merged += declaredPropertyHashes(of: owner).map {
                NamedHash(name: $0.name, hash: $0.hash, order: order + $0.order, key: $0.key)
            }
        }
        return Self.sortedKeepingLast(merged)
    }

    private mutating func declaredPropertyHashes(of owner: Entity) -> [NamedHash] {
        if let known = declaredHashes[owner.name] { return known }
        var hashes: [NamedHash] = []
        hashes.reserveCapacity(owner.attributes.count + owner.relationships.count)
        // A changed entity keeps most of its properties: an equal one at the same place in the entity the
        // versions before hashed under this name has the same hash (equality compares every field a hash
        // reads; a relationship's hash also reads its entity's name, the same here).
        let before = declared[owner.name]
        var ownHashes: [VersionHash?] = []
        ownHashes.reserveCapacity(owner.attributes.count + owner.relationships.count)
        // By index: `for a in` copies every property.
        for i in owner.attributes.indices {
            guard !owner.attributes[i].isTransient else {
                ownHashes.append(nil)
                continue
            }
            let hash =
                compositeHash(owner.attributes[i])
                ?? before?.hash(ofAttribute: owner.attributes[i], at: i)
                ?? VersionHasher.attributeHash(owner.attributes[i], input: &input)
            ownHashes.append(hash)
            hashes.append(NamedHash(name: owner.attributes[i].name, hash: hash, order: hashes.count))
        }
        for i in owner.relationships.indices {
            guard !owner.relationships[i].isTransient else {
                ownHashes.append(nil)
                continue
            }
            let hash =
                before?.hash(ofRelationship: owner.relationships[i], at: i)
                ?? VersionHasher.relationshipHash(owner.relationships[i], ownerEntity: owner.name, input: &input)
            ownHashes.append(hash)
            hashes.append(NamedHash(name: owner.relationships[i].name, hash: hash, order: hashes.count))
        }
        declared[owner.name] = DeclaredProperties(
            attributes: owner.attributes, relationships: owner.relationships, hashes: ownHashes)
        let sorted = Self.sortedKeepingLast(hashes)
        // An entity no other entity inherits from needs its list once: not keeping it lets the next
        // entity's list reuse its memory, where a table of every entity's lists took fresh pages.
        if parents.contains(owner.name) { declaredHashes[owner.name] = sorted }
        return sorted
    }

    /// A composite attribute's hash: SHA-256 over its elements' attribute hashes in the byte order of their
    /// names; the attribute's own name, optionality and type do not enter it (docs/core-data/version-hash.md,
    /// "Composite attributes"). Nil for any other attribute, or one naming no composite type of the model.
    private mutating func compositeHash(_ attribute: Attribute) -> VersionHash? {
        guard attribute.type == .composite, let name = attribute.compositeName,
            let composite = entitiesByName.model.composites.first(where: { $0.name == name })
        else { return nil }
        let elements = composite.attributes.sorted { VersionHasher.byteOrder($0.name, $1.name) }
        let hashes = elements.map { VersionHasher.attributeHash($0, input: &input) }
        for hash in hashes { input.append(hash) }
        return input.finish()
    }

    /// `hashes` sorted by name in byte order, keeping of equal names only the one with the highest `order`.
    /// Sorts the positions of the hashes with their keys rather than the hashes: each move of a hash
    /// retains and releases its name.
    private static func sortedKeepingLast(_ hashes: [NamedHash]) -> [NamedHash] {
        var positions = hashes.indices.map { (key: hashes[$0].key, index: $0) }
        positions.sort { a, b in
            if a.key != b.key { return a.key < b.key }
            if NamedHash.precedes(hashes[a.index], hashes[b.index]) { return true }
            // Equal names and orders keep the order they came in, as a stable sort of the hashes did.
            return !NamedHash.precedes(hashes[b.index], hashes[a.index]) && a.index < b.index
        }
        var sorted: [NamedHash] = []
        sorted.reserveCapacity(hashes.count)
        var previous: Int?
        for position in positions {
            if let previous, hashes[previous].key == position.key, hashes[previous].name == hashes[position.index].name
            {
                sorted[sorted.count - 1] = hashes[position.index]
            } else {
                sorted.append(hashes[position.index])
            }
            previous = position.index
        }
        return sorted
    }
}

/// The properties one entity declares, with the hash of each non-transient one (attributes first, then
/// relationships, in their order; nil for a transient property).
struct DeclaredProperties: Sendable {
    let attributes: [Attribute]
    let relationships: [Relationship]
    let hashes: [VersionHash?]

    /// The hash of the attribute at `position` when it equals `attribute`.
    func hash(ofAttribute attribute: Attribute, at position: Int) -> VersionHash? {
        guard position < attributes.count, attributes[position] == attribute else { return nil }
        return hashes[position]
    }

    /// The hash of the relationship at `position` when it equals `relationship`.
    func hash(ofRelationship relationship: Relationship, at position: Int) -> VersionHash? {
        guard position < relationships.count, relationships[position] == relationship else { return nil }
        return hashes[attributes.count + position]
    }
}

/// The version before the one being hashed, in one history: an entity equal to its namesake there (every
/// field, positions aside) whose parent hashes the same has the same hash, without hashing its properties.
struct PreviousVersion: Sendable {
    private let entities: EntityNameIndex
    private let hashes: [String: VersionHash]
    /// The revision of each entity of the previous version, by position, when hashing a history.
    private let revisions: [Int]?
    /// False when a parent chain of the previous version loops.
    private let isAcyclic: Bool
    /// The properties the previous version and those before it hashed, by entity name.
    let declared: [String: DeclaredProperties]

    /// The version `hashing` hashed, with the hashes it gave; takes its table of entities, its revisions
    /// and whether its parent chains loop from `hashing` rather than building them again.
    init(_ hashing: ModelHashing, hashes: [String: VersionHash]) {
        entities = hashing.entitiesByName
        self.hashes = hashes
        revisions = hashing.revisions
        isAcyclic = hashing.isAcyclic
        declared = hashing.declared
    }

    /// The previous hash of `entity` when it is unchanged: equal to the previous entity of its name, with
    /// `parentHash` (its parent's hash in the version being hashed) equal to the previous parent's hash.
    /// Equality is read from both versions' revisions (`revision` is the entity's): equal revisions are equal
    /// entities. Without them nothing is taken over.
    func hash(ofUnchanged entity: Entity, revision: Int?, parentHash: VersionHash?) -> VersionHash? {
        guard isAcyclic, let revision, let revisions, let position = entities.position(of: entity.name),
            revisions[position] == revision, let hash = hashes[entity.name]
        else { return nil }
        if let parent = entity.parent {
            guard let parentHash, entities.position(of: parent) != nil, hashes[parent] == parentHash else { return nil }
        }
        return hash
    }
}
