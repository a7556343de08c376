import MapwrightModel

/// An entity as the lock records it: its version hash and every fact that enters the hash
/// (docs/core-data/version-hash.md,
/// "Algorithm"), plus renaming identifiers so that renames read as renames. Flags are written only when set.
package struct LockedEntity: Codable, Hashable, Sendable {
    package var name: String
    /// Hex `NSEntityDescription.versionHash`.
    package var hash: String
    package var parent: String?
    package var abstract: Bool?
    package var renamingIdentifier: String?
    package var versionHashModifier: String?
    package var uniquenessConstraints: [[String]]?
    package var attributes: [LockedAttribute]
    package var relationships: [LockedRelationship]

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
package struct LockedAttribute: Codable, Hashable, Sendable {
    package var name: String
    package var type: AttributeType
    package var optional: Bool?
    package var transient: Bool?
    package var allowsExternalBinaryDataStorage: Bool?
    package var preserveAfterDeletion: Bool?
    package var renamingIdentifier: String?
    package var versionHashModifier: String?

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
package struct LockedRelationship: Codable, Hashable, Sendable {
    package var name: String
    package var destination: String
    package var inverse: String?
    package var toMany: Bool?
    package var ordered: Bool?
    package var minCount: Int
    package var maxCount: Int
    package var optional: Bool?
    package var transient: Bool?
    package var renamingIdentifier: String?
    package var versionHashModifier: String?

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
