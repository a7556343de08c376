import MapwrightModel

/// Source and destination entities paired by renaming identifier (else name).
///
/// Core Data reference, lightweight-rules.md, "Entities", steps 1–2.
struct EntityPairs {
    let sourceModel: DataModel
    let destinationModel: DataModel

    init(source: DataModel, destination: DataModel) {
        sourceModel = source
        destinationModel = destination
    }

    /// The source entity `entity` migrates from.
    func source(for entity: Entity) -> Entity? {
        sourceModel.entities.first { $0.matchingKey == entity.matchingKey }
    }

    /// The destination entity `entity` migrates to.
    func destination(for entity: Entity) -> Entity? {
        destinationModel.entities.first { $0.matchingKey == entity.matchingKey }
    }

    /// The name of the entity mapping that creates the instances of the destination entity `name`;
    /// nil when it is abstract (its instances come from several mappings) or unknown.
    func mappingName(producing name: String) -> String? {
        guard let entity = destinationModel.entity(named: name), !entity.isAbstract else { return nil }
        return PolicyNaming.mappingName(source: source(for: entity)?.name, destination: entity.name)
    }

    /// True when nothing that could change the entity's version hash differs: the mapping is a copy.
    /// Conservative: any difference in the entity's persistent properties, inherited ones included,
    /// or in its place in the hierarchy counts as a change.
    func isUnchanged(_ old: Entity, _ new: Entity) -> Bool {
        let before = EntityProperties(of: old, in: sourceModel)
        let after = EntityProperties(of: new, in: destinationModel)
        return old.name == new.name && old.parent == new.parent && old.isAbstract == new.isAbstract
            && old.versionHashModifier == new.versionHashModifier
            && old.uniquenessConstraints == new.uniquenessConstraints
            && before.attributes == after.attributes && before.relationships == after.relationships
    }
}
