import MapwrightAnalysis
import MapwrightModel

/// Turns the analysis of a step into the custom code each entity mapping needs.
enum CustomChanges {
    /// What the policy of the mapping into `entity` must do: a requested policy, and every change
    /// ``MigrationAnalyzer`` classifies heavy on the entity or on an ancestor whose properties it
    /// inherits (a change to a parent's property is reported once, on the parent).
    static func changes(for entity: Entity, in step: StepAnalysis) -> [CustomChange] {
        let owners = Set(step.diff.to.ancestry(of: entity).map(\.name))
        var result: [CustomChange] = []
        for classified in step.changes {
            let change = classified.change
            guard owners.contains(change.entity) else { continue }
            if change.kind == .entity(.migrationPolicyRequested), change.entity == entity.name {
                result.append(.requested(reason: entity.migrationPolicy?.reason ?? change.detail))
                continue
            }
            guard classified.migration == .heavy else { continue }
            result.append(customChange(for: change, in: step))
        }
        return result
    }

    private static func customChange(for change: ModelChange, in step: StepAnalysis) -> CustomChange {
        switch (change.kind, change.sourceProperty, change.destinationProperty) {
        case (.attribute(.typeChanged), .attribute(let old)?, .attribute(let new)?):
            return .attributeType(attribute: new.name, sourceAttribute: old.name, from: old.type, to: new.type)
        case (.relationship(.cardinalityChanged), .relationship(let old)?, .relationship(let new)?) where old.isToMany && !new.isToMany:
            return .toManyToToOne(
                relationship: new.name, sourceRelationship: old.name, sourceIsOrdered: old.isOrdered,
                destinationMapping: MappingModelBuilder.mappingName(producing: new.destination, in: step))
        default:
            return .other(description: "\(change.elementName): \(change.summary)")
        }
    }
}
