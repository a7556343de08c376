import MapwrightDiagnostics
import MapwrightModel

/// An attribute or a relationship: what Core Data matches across versions by renaming identifier.
package indirect enum ModelProperty: Hashable, Sendable {
    case attribute(Attribute)
    case relationship(Relationship)

    /// What attributes and relationships share: name, renaming identifier, flags, position.
    package var description: any PropertyDescription {
        switch self {
        case .attribute(let attribute): attribute
        case .relationship(let relationship): relationship
        }
    }

    /// Attribute or relationship.
    package var kind: PropertyKind {
        switch self {
        case .attribute: .attribute
        case .relationship: .relationship
        }
    }

    // The accessors below switch on the case rather than go through ``description``: an existential
    // copies the whole attribute or relationship into a box on every call, and the diff calls them for
    // every property of every step.

    /// The property's name.
    package var name: String {
        switch self {
        case .attribute(let attribute): attribute.name
        case .relationship(let relationship): relationship.name
        }
    }

    /// The renaming identifier, else the name.
    package var matchingKey: String {
        switch self {
        case .attribute(let attribute): attribute.matchingKey
        case .relationship(let relationship): relationship.matchingKey
        }
    }

    /// The explicit renaming identifier, if any.
    package var renamingIdentifier: String? {
        switch self {
        case .attribute(let attribute): attribute.renamingIdentifier
        case .relationship(let relationship): relationship.renamingIdentifier
        }
    }

    /// True for a transient property (never stored, never hashed).
    package var isTransient: Bool {
        switch self {
        case .attribute(let attribute): attribute.isTransient
        case .relationship(let relationship): relationship.isTransient
        }
    }

    /// `attribute` or `relationship`, for messages.
    package var kindName: String { kind.rawValue }

    /// Where the property was read from.
    package var location: SourceLocation? {
        switch self {
        case .attribute(let attribute): attribute.anchor.location
        case .relationship(let relationship): relationship.anchor.location
        }
    }

    /// The attribute, when this is one.
    package var attribute: Attribute? {
        if case .attribute(let attribute) = self { attribute } else { nil }
    }

    /// The relationship, when this is one.
    package var relationship: Relationship? {
        if case .relationship(let relationship) = self { relationship } else { nil }
    }
}

/// A property as an entity sees it: declared on the entity itself or inherited from an ancestor.
package struct OwnedProperty: Hashable, Sendable {
    /// The property.
    package var property: ModelProperty
    /// The entity that declares it (the entity itself or an ancestor).
    package var owner: String

    package init(property: ModelProperty, owner: String) {
        self.property = property
        self.owner = owner
    }
}

extension DataModel {
    /// Every attribute and relationship of `entity`, inherited ones first (root ancestor down), then its own.
    /// Every diff asks this of every matched entity, so the list is built in place, in one allocation,
    /// and an entity without a parent skips the inheritance walk.
    func effectiveProperties(of entity: Entity) -> [OwnedProperty] {
        effectiveProperties(of: entity, ancestry: ancestry(of:))
    }
}

extension EntityNameIndex {
    /// `DataModel.effectiveProperties(of:)`, with the parents found through the index.
    func effectiveProperties(of entity: Entity) -> [OwnedProperty] {
        model.effectiveProperties(of: entity, ancestry: ancestry(of:))
    }
}

extension DataModel {
    /// The properties of `entity` and of the owners `ancestry` lists (the entity first, up to the root).
    fileprivate func effectiveProperties(of entity: Entity, ancestry: (Entity) -> [Entity]) -> [OwnedProperty] {
        let owners = entity.parent == nil ? [entity] : ancestry(entity).reversed()
        var properties: [OwnedProperty] = []
        properties.reserveCapacity(owners.reduce(0) { $0 + $1.attributes.count + $1.relationships.count })
        for owner in owners {
            for attribute in owner.attributes {
                properties.append(OwnedProperty(property: .attribute(attribute), owner: owner.name))
            }
            for relationship in owner.relationships {
                properties.append(OwnedProperty(property: .relationship(relationship), owner: owner.name))
            }
        }
        return properties
    }
}
