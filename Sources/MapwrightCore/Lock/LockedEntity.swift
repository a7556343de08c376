import MapwrightModel

/// An entity as the lock records it: its version hash and every fact that enters the hash
/// (docs/core-data/version-hash.md,
/// "Algorithm"), plus renaming identifiers so that renames read as renames. Flags are written only when set.
public struct LockedEntity: Codable, Hashable, Sendable {
    public var name: String
    /// Hex `NSEntityDescription.versionHash`.
    public var hash: String
    public var parent: String?
    public var abstract: Bool?
    public var renamingIdentifier: String?
    public var versionHashModifier: String?
    public var uniquenessConstraints: [[String]]?
    public var attributes: [LockedAttribute]
    public var relationships: [LockedRelationship]

    init(_ entity: Entity, hash: String) {
        name = entity.name
        self.hash = hash
        parent = entity.parent
        abstract = entity.isAbstract ? true : nil
        renamingIdentifier = entity.renamingIdentifier
        versionHashModifier = entity.versionHashModifier
        uniquenessConstraints = entity.uniquenessConstraints.isEmpty ? nil : entity.uniquenessConstraints
        attributes = entity.attributes.map(LockedAttribute.init)
        relationships = entity.relationships.map(LockedRelationship.init)
    }

    /// The entity rebuilt from the locked facts.
    var entity: Entity {
        Entity(
            name: name, parent: parent, isAbstract: abstract ?? false, renamingIdentifier: renamingIdentifier,
            versionHashModifier: versionHashModifier, uniquenessConstraints: uniquenessConstraints ?? [],
            attributes: attributes.map(\.attribute), relationships: relationships.map(\.relationship)
        )
    }

    /// `entity` reduced to what the lock records, so that it compares with a locked entity fact for fact.
    static func reduced(_ entity: Entity) -> Entity {
        LockedEntity(entity, hash: "").entity
    }
}

/// An attribute's hashed facts.
public struct LockedAttribute: Codable, Hashable, Sendable {
    public var name: String
    public var type: AttributeType
    public var optional: Bool?
    public var transient: Bool?
    public var allowsExternalBinaryDataStorage: Bool?
    public var preserveAfterDeletion: Bool?
    public var renamingIdentifier: String?
    public var versionHashModifier: String?

    init(_ attribute: Attribute) {
        name = attribute.name
        type = attribute.type
        optional = attribute.isOptional ? true : nil
        transient = attribute.isTransient ? true : nil
        allowsExternalBinaryDataStorage = attribute.allowsExternalBinaryDataStorage ? true : nil
        preserveAfterDeletion = attribute.preservesValueInHistoryOnDeletion ? true : nil
        renamingIdentifier = attribute.renamingIdentifier
        versionHashModifier = attribute.versionHashModifier
    }

    var attribute: Attribute {
        Attribute(
            name: name, type: type, isOptional: optional ?? false, isTransient: transient ?? false,
            allowsExternalBinaryDataStorage: allowsExternalBinaryDataStorage ?? false,
            preservesValueInHistoryOnDeletion: preserveAfterDeletion ?? false, renamingIdentifier: renamingIdentifier,
            versionHashModifier: versionHashModifier
        )
    }
}

/// A relationship's hashed facts.
public struct LockedRelationship: Codable, Hashable, Sendable {
    public var name: String
    public var destination: String
    public var inverse: String?
    public var toMany: Bool?
    public var ordered: Bool?
    public var minCount: Int
    public var maxCount: Int
    public var optional: Bool?
    public var transient: Bool?
    public var renamingIdentifier: String?
    public var versionHashModifier: String?

    init(_ relationship: Relationship) {
        name = relationship.name
        destination = relationship.destination
        inverse = relationship.inverse
        toMany = relationship.isToMany ? true : nil
        ordered = relationship.isOrdered ? true : nil
        minCount = relationship.minCount
        maxCount = relationship.maxCount
        optional = relationship.isOptional ? true : nil
        transient = relationship.isTransient ? true : nil
        renamingIdentifier = relationship.renamingIdentifier
        versionHashModifier = relationship.versionHashModifier
    }

    var relationship: Relationship {
        Relationship(
            name: name, destination: destination, inverse: inverse, isToMany: toMany ?? false,
            isOrdered: ordered ?? false,
            minCount: minCount, maxCount: maxCount, isOptional: optional ?? false, isTransient: transient ?? false,
            renamingIdentifier: renamingIdentifier, versionHashModifier: versionHashModifier
        )
    }
}
