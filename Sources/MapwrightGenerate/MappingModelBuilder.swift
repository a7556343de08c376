import MapwrightAnalysis
import MapwrightModel
import MapwrightSupport

/// Builds the mapping model Xcode's mapping editor creates by default for a pair of model versions,
/// marking the entity mappings that need custom code.
///
/// Entities and properties are paired as ``MigrationAnalyzer`` pairs them: by renaming identifier, else
/// name, the rule Core Data's inference uses (docs/core-data/lightweight-rules.md, "The inference algorithm", steps
/// 1–5). Like Xcode's editor, it makes one entity mapping per concrete destination entity (abstract
/// entities have no instances) in the destination model's order, with one property mapping per
/// persistent destination property, inherited ones included; then a remove mapping per concrete source
/// entity with no destination, as Core Data's inferred models have.
package enum MappingModelBuilder {
    /// The mapping model from `source` to `destination`, two versions of the model `modelName`.
    /// `modelDirectory` is prefixed to the `.xcdatamodeld` in the recorded model paths.
    package static func build(
        modelName: String, from source: DataModel, to destination: DataModel, modelDirectory: String = ""
    ) -> MappingModel {
        build(
            modelName: modelName, step: MigrationAnalyzer.analyze(from: source, to: destination),
            modelDirectory: modelDirectory)
    }

    /// The mapping model for an analysed step (its diff holds both versions).
    package static func build(modelName: String, step: StepAnalysis, modelDirectory: String = "") -> MappingModel {
        let source = step.diff.from, destination = step.diff.to
        var mappings: [EntityMapping] = []
        for match in step.diff.entityMatches {
            guard let entity = match.destination, !entity.isAbstract else { continue }
            var mapping = entityMapping(match, entity: entity, step: step)
            mapping.mappingNumber = mappings.count + 1
            mappings.append(mapping)
        }
        for match in step.diff.entityMatches where match.destination == nil {
            guard let entity = match.source, !entity.isAbstract else { continue }
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
            entityMappings: mappings.sorted { $0.mappingNumber < $1.mappingNumber })
    }

    private static func entityMapping(_ match: EntityMatch, entity: Entity, step: StepAnalysis) -> EntityMapping {
        let sourceEntity = match.source
        let name = PolicyNaming.mappingName(source: sourceEntity?.name, destination: entity.name)
        var attributes: [PropertyMapping] = []
        var relationships: [PropertyMapping] = []
        let changes = sourceEntity == nil ? [] : CustomChanges.changes(for: entity, in: step)
        let convertedToOne = Set(
            changes.compactMap { change -> String? in
                if case .toManyToToOne(let relationship, _, _, _) = change { return relationship }
                return nil
            })
        let helpers = Dictionary(
            changes.compactMap(\.helper).map { ($0.attribute, $0) }, uniquingKeysWith: { first, _ in first })
        for property in match.properties {
            guard let target = property.destination?.property, !target.isTransient else { continue }
            let origin = property.source?.property
            switch (target, origin) {
            case (.attribute(let attribute), .attribute(let old)?) where !old.isTransient:
                if let helper = helpers[attribute.name] {
                    attributes.append(
                        PropertyMapping(
                            name: attribute.name, sourceName: old.name, valueExpression: helper.expression,
                            archivedExpression: helper.archived))
                    continue
                }
                attributes.append(
                    PropertyMapping(
                        name: attribute.name, sourceName: old.name,
                        valueExpression: ValueExpressions.attribute(sourceName: old.name)))
            case (.attribute(let attribute), _):
                attributes.append(PropertyMapping(name: attribute.name))
            case (.relationship(let relationship), .relationship(let old)?) where !old.isTransient:
                let producer = mappingName(producing: relationship.destination, in: step)
                if convertedToOne.contains(relationship.name) {
                    relationships.append(
                        PropertyMapping(
                            name: relationship.name, sourceName: old.name, sourceMappingName: producer,
                            autogeneratesExpression: false))
                } else {
                    relationships.append(
                        PropertyMapping(
                            name: relationship.name, sourceName: old.name,
                            valueExpression: producer.map {
                                ValueExpressions.relationship(mappingName: $0, sourceName: old.name)
                            },
                            sourceMappingName: producer))
                }
            case (.relationship(let relationship), _):
                relationships.append(PropertyMapping(name: relationship.name))
            }
        }

        let type: MappingType
        if sourceEntity == nil {
            type = .add
        } else if !changes.isEmpty {
            type = .custom
        } else {
            type = step.changedEntities.contains(entity.name) ? .transform : .copy
        }
        var policy: String?
        if let sourceEntity, !changes.isEmpty {
            policy =
                entity.migrationPolicy?.className.map(SwiftEscaping.className)
                ?? PolicyNaming.policyClassName(
                    sourceEntity: sourceEntity.name, sourceVersion: step.from,
                    destinationEntity: entity.name, destinationVersion: step.to)
        }
        return EntityMapping(
            name: name, type: type, sourceEntity: sourceEntity?.name, destinationEntity: entity.name,
            mappingNumber: 0, policyClassName: policy,
            sourceExpression: sourceEntity.map { ValueExpressions.entitySource(sourceEntity: $0.name) },
            attributeMappings: attributes, relationshipMappings: relationships, customChanges: changes)
    }

    /// The name of the entity mapping that creates the instances of the destination entity `name`;
    /// nil when it is abstract (its instances come from several mappings) or unknown.
    static func mappingName(producing name: String, in step: StepAnalysis) -> String? {
        guard let entity = step.diff.to.entity(named: name), !entity.isAbstract else { return nil }
        return PolicyNaming.mappingName(source: step.diff.sourceEntity(matching: name)?.name, destination: name)
    }
}
