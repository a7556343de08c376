import MapwrightModel

/// Builds the mapping model Xcode's mapping editor creates by default for a pair of model versions,
/// marking the entity mappings that need custom code.
///
/// Entities and properties are paired by renaming identifier (else name), the rule Core Data's
/// inference uses (lightweight-rules.md, "The inference algorithm", steps 1–5). Like Xcode's editor, it
/// writes one entity mapping per concrete destination entity (abstract entities have no instances),
/// in the destination model's order, with one property mapping per persistent destination property,
/// inherited ones included; then a remove mapping per source entity with no destination.
public enum MappingModelBuilder {
    /// The mapping model from `source` to `destination`, two versions of the model `modelName`.
    /// `modelDirectory` is prefixed to the `.xcdatamodeld` in the recorded model paths.
    public static func build(
        modelName: String, from source: DataModel, to destination: DataModel, modelDirectory: String = ""
    ) -> MappingModel {
        let pairs = EntityPairs(source: source, destination: destination)
        var mappings: [EntityMapping] = []
        for entity in destination.entities where !entity.isAbstract {
            let sourceEntity = pairs.source(for: entity)
            mappings.append(
                entityMapping(
                    for: entity, from: sourceEntity, pairs: pairs, number: mappings.count + 1,
                    versions: (source.name, destination.name)))
        }
        for entity in source.entities where !entity.isAbstract && pairs.destination(for: entity) == nil {
            mappings.append(
                EntityMapping(
                    name: PolicyNaming.mappingName(source: entity.name, destination: nil), type: .remove,
                    sourceEntity: entity.name, destinationEntity: nil, mappingNumber: mappings.count + 1,
                    sourceExpression: ValueExpressions.entitySource(sourceEntity: entity.name)))
        }
        let bundle = (modelDirectory.isEmpty ? "" : modelDirectory + "/") + "\(modelName).xcdatamodeld"
        return MappingModel(
            modelName: modelName, sourceVersion: source.name, destinationVersion: destination.name,
            sourceModelPath: "\(bundle)/\(source.name).xcdatamodel",
            destinationModelPath: "\(bundle)/\(destination.name).xcdatamodel",
            entityMappings: mappings)
    }

    private static func entityMapping(
        for entity: Entity, from sourceEntity: Entity?, pairs: EntityPairs, number: Int,
        versions: (source: String, destination: String)
    ) -> EntityMapping {
        let name = PolicyNaming.mappingName(source: sourceEntity?.name, destination: entity.name)
        let target = EntityProperties(of: entity, in: pairs.destinationModel)
        let origin = sourceEntity.map { EntityProperties(of: $0, in: pairs.sourceModel) }
        var changes: [CustomChange] = []
        if let request = entity.migrationPolicy { changes.append(.requested(reason: request.reason)) }

        let attributes = target.attributes.map { attribute -> PropertyMapping in
            guard let old = origin?.attribute(matching: attribute.matchingKey) else {
                return PropertyMapping(name: attribute.name)
            }
            if !AttributeConversion.isInferable(from: old, to: attribute) {
                changes.append(.attributeType(attribute: attribute.name, sourceAttribute: old.name, from: old.type, to: attribute.type))
            }
            return PropertyMapping(
                name: attribute.name, sourceName: old.name,
                valueExpression: ValueExpressions.attribute(sourceName: old.name))
        }
        let relationships = target.relationships.map { relationship -> PropertyMapping in
            guard let old = origin?.relationship(matching: relationship.matchingKey) else {
                return PropertyMapping(name: relationship.name)
            }
            let producer = pairs.mappingName(producing: relationship.destination)
            // Core Data reference, lightweight-rules.md, rule 10: to-many → to-one is not inferable.
            if old.isToMany && !relationship.isToMany {
                changes.append(.toManyToToOne(
                    relationship: relationship.name, sourceRelationship: old.name, sourceIsOrdered: old.isOrdered,
                    destinationMapping: producer))
                return PropertyMapping(name: relationship.name, sourceName: old.name, sourceMappingName: producer, autogeneratesExpression: false)
            }
            return PropertyMapping(
                name: relationship.name, sourceName: old.name,
                valueExpression: producer.map { ValueExpressions.relationship(mappingName: $0, sourceName: old.name) },
                sourceMappingName: producer)
        }

        let type: MappingType
        var policy: String?
        if sourceEntity == nil {
            type = .add
        } else if !changes.isEmpty {
            type = .custom
        } else {
            type = pairs.isUnchanged(sourceEntity!, entity) ? .copy : .transform
        }
        if let sourceEntity, !changes.isEmpty {
            policy = entity.migrationPolicy?.className ?? PolicyNaming.policyClassName(
                sourceEntity: sourceEntity.name, sourceVersion: versions.source,
                destinationEntity: entity.name, destinationVersion: versions.destination)
        } else if let requested = entity.migrationPolicy {
            policy = requested.className ?? PolicyNaming.policyClassName(
                sourceEntity: entity.name, sourceVersion: versions.source,
                destinationEntity: entity.name, destinationVersion: versions.destination)
        }
        return EntityMapping(
            name: name, type: type, sourceEntity: sourceEntity?.name, destinationEntity: entity.name,
            mappingNumber: number, policyClassName: policy,
            sourceExpression: sourceEntity.map { ValueExpressions.entitySource(sourceEntity: $0.name) },
            attributeMappings: attributes, relationshipMappings: relationships, customChanges: changes)
    }
}
