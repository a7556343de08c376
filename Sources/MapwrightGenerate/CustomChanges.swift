import MapwrightAnalysis
import MapwrightModel

/// Turns the analysis of a step into the custom code each entity mapping needs.
enum CustomChanges {
    /// What the policy of the mapping into `entity` must do: a requested policy; every change
    /// ``MigrationAnalyzer`` classifies heavy on the entity or on an ancestor whose properties it
    /// inherits (a change to a parent's property is reported once, on the parent); and, when the step is
    /// heavy or the entity needs code anyway, the changes a mapping model carries over only with code
    /// although inference would accept them: attributes that become required without a default,
    /// relationships whose destination entity changed, uniqueness constraints added. An attribute's type
    /// change and its becoming required are one change.
    static func changes(for entity: Entity, in step: StepAnalysis) -> [CustomChange] {
        let owners = Set(step.diff.to.ancestry(of: entity).map(\.name))
        let relevant = step.changes.filter { owners.contains($0.change.entity) }
        let converted = Set(
            relevant.compactMap { classified -> String? in
                guard classified.migration == .heavy, classified.change.kind == .attribute(.typeChanged) else {
                    return nil
                }
                return classified.change.destinationProperty?.name
            })
        var result: [CustomChange] = []
        var attention: [CustomChange] = []
        for classified in relevant {
            let change = classified.change
            if change.kind == .entity(.migrationPolicyRequested) {
                if change.entity == entity.name {
                    result.append(.requested(reason: entity.migrationPolicy?.reason ?? change.detail))
                }
                continue
            }
            if let change = attentionChange(change, in: step, converted: converted) {
                attention.append(change)
                continue
            }
            guard classified.migration == .heavy else { continue }
            result.append(heavyChange(change, in: step))
        }
        if let source = step.diff.sourceEntity(matching: entity.name) {
            for constraint in entity.uniquenessConstraints where !source.uniquenessConstraints.contains(constraint) {
                attention.append(.uniquenessAdded(entity: entity.name, properties: constraint))
            }
        }
        return step.migration == .heavy || !result.isEmpty ? result + attention : result
    }

    /// A change inference accepts but a mapping model carries over only with code.
    private static func attentionChange(_ change: ModelChange, in step: StepAnalysis, converted: Set<String>)
        -> CustomChange?
    {
        switch (change.kind, change.sourceProperty, change.destinationProperty) {
        case (.property(.optionalityChanged, .attribute), .attribute(let old)?, .attribute(let new)?)
        where !new.isOptional && !new.hasDefault && !converted.contains(new.name):
            return .madeRequired(attribute: new.name, sourceAttribute: old.name, type: new.type)
        case (.property(.added, .attribute), nil, .attribute(let new)?)
        where !new.isOptional && !new.hasDefault && !new.isDerived:
            return .madeRequired(attribute: new.name, sourceAttribute: nil, type: new.type)
        case (.relationship(.destinationChanged), .relationship(let old)?, .relationship(let new)?)
        where step.diff.sourceEntity(matching: new.destination)?.name != old.destination:
            return .relationshipDestination(
                relationship: new.name, sourceRelationship: old.name, from: old.destination, to: new.destination)
        default:
            return nil
        }
    }

    private static func heavyChange(_ change: ModelChange, in step: StepAnalysis) -> CustomChange {
        switch (change.kind, change.sourceProperty, change.destinationProperty) {
        case (.attribute(.typeChanged), .attribute(let old)?, .attribute(let new)?):
            return .attributeType(
                attribute: new.name, sourceAttribute: old.name, from: old.type, to: new.type, target: RequiredValue(new)
            )
        case (.attribute(.externalStorageChanged), .attribute(let old)?, .attribute(let new)?):
            return .externalStorageOff(attribute: new.name, sourceAttribute: old.name, target: RequiredValue(new))
        case (.relationship(.cardinalityChanged), .relationship(let old)?, .relationship(let new)?)
        where old.isToMany && !new.isToMany:
            return .toManyToToOne(
                relationship: new.name, sourceRelationship: old.name, sourceIsOrdered: old.isOrdered,
                destinationMapping: MappingModelBuilder.mappingName(producing: new.destination, in: step))
        default:
            return .other(description: "\(change.elementName): \(change.summary)")
        }
    }
}
