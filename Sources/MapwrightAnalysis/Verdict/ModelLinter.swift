import MapwrightModel

/// Lints one model version for hygiene problems (MW3xx). docs/core-data/pitfalls.md, rows 11–13.
public enum ModelLinter {
    /// The value transformer Core Data falls back to, and warns about.
    static let insecureTransformerNames: Set<String> = ["NSKeyedUnarchiveFromData", "NSKeyedUnarchiveFromDataTransformerName"]

    /// Every lint finding of `model`, in entity and property order. Entities are independent: a large
    /// version is linted in slices on every core. Entities, attributes and relationships are read where they
    /// lie: copying each (every field retained and released) cost more than the checks.
    public static func lint(_ model: DataModel) -> [Diagnostic] {
        let cloudKitEntities = cloudKitScope(of: model)
        return DiffContext.slices(of: model.entities.count).concurrentMap { slice in
            model.entities.withUnsafeBufferPointer { entities in
                var findings: [Diagnostic] = []
                for index in slice {
                    lint(entities.baseAddress.unsafelyUnwrapped + index, cloudKitEntities: cloudKitEntities, into: &findings)
                }
                return findings
            }
        }.flatMap { $0 }
    }

    private static func lint(_ entity: UnsafePointer<Entity>, cloudKitEntities: Set<String>, into findings: inout [Diagnostic]) {
        let name = entity.pointee.name
        let cloudKit = cloudKitEntities.contains(name)
        if cloudKit, !entity.pointee.uniquenessConstraints.isEmpty {
            findings.append(Diagnostic(
                RuleCatalog.cloudKitUniquenessConstraint, "`\(name)` is synced with CloudKit but has uniqueness constraints",
                entity: name, location: entity.pointee.anchor.location
            ))
        }
        entity.pointee.attributes.withUnsafeBufferPointer { attributes in
            for index in attributes.indices where !attributes[index].isTransient {
                lint(attributes.baseAddress.unsafelyUnwrapped + index, of: name, cloudKit: cloudKit, into: &findings)
            }
        }
        entity.pointee.relationships.withUnsafeBufferPointer { relationships in
            for index in relationships.indices where !relationships[index].isTransient {
                lint(relationships.baseAddress.unsafelyUnwrapped + index, of: name, cloudKit: cloudKit, into: &findings)
            }
        }
    }

    private static func lint(_ attribute: UnsafePointer<Attribute>, of entity: String, cloudKit: Bool, into findings: inout [Diagnostic]) {
        // Spelled only for a finding: most attributes have none.
        var element: String { "\(entity).\(attribute.pointee.name)" }
        func add(_ rule: Rule, _ message: String) {
            findings.append(Diagnostic(rule, message, entity: entity, property: attribute.pointee.name, location: attribute.pointee.anchor.location))
        }
        if attribute.pointee.type == .transformable {
            if let transformer = attribute.pointee.valueTransformerName {
                if insecureTransformerNames.contains(transformer) { add(RuleCatalog.insecureTransformer, "\(element): Transformable uses the insecure \(transformer)") }
            } else {
                add(RuleCatalog.transformableWithoutTransformer, "\(element): Transformable without valueTransformerName falls back to NSKeyedUnarchiveFromData")
            }
        }
        if cloudKit, !attribute.pointee.isOptional, attribute.pointee.defaultValue == nil, attribute.pointee.derivationExpression == nil {
            add(RuleCatalog.cloudKitRequiredAttributeWithoutDefault, "\(element): required without a default value in a CloudKit model")
        }
    }

    private static func lint(_ relationship: UnsafePointer<Relationship>, of entity: String, cloudKit: Bool, into findings: inout [Diagnostic]) {
        var element: String { "\(entity).\(relationship.pointee.name)" }
        func add(_ rule: Rule, _ message: String) {
            findings.append(Diagnostic(rule, message, entity: entity, property: relationship.pointee.name, location: relationship.pointee.anchor.location))
        }
        if relationship.pointee.inverse == nil {
            if cloudKit {
                add(RuleCatalog.cloudKitRelationshipWithoutInverse, "\(element): no inverse in a CloudKit model")
            } else {
                add(RuleCatalog.relationshipWithoutInverse, "\(element): relationship to `\(relationship.pointee.destination)` has no inverse")
            }
        }
        if cloudKit, !relationship.pointee.isOptional {
            add(RuleCatalog.cloudKitRequiredRelationship, "\(element): required relationship in a CloudKit model")
        }
        if cloudKit, relationship.pointee.isOrdered {
            add(RuleCatalog.cloudKitOrderedRelationship, "\(element): ordered relationship in a CloudKit model")
        }
    }

    /// Entities synced with CloudKit: every entity of a `usedWithCloudKit` model, plus the entities of every
    /// configuration marked for CloudKit.
    static func cloudKitScope(of model: DataModel) -> Set<String> {
        if model.settings.isUsedWithCloudKit { return Set(model.entities.map(\.name)) }
        return Set(model.configurations.filter(\.isUsedWithCloudKit).flatMap(\.entities))
    }

    /// MW325 for a step between two CloudKit models: changes the deployed production schema refuses. Only
    /// an element the source version already synced can have a deployed schema; a step that first turns
    /// CloudKit on deploys the schema afresh and is not held to it.
    static func cloudKitAdditiveFindings(_ changes: [ModelChange], source: DataModel, destination: DataModel) -> [Diagnostic] {
        let deployed = cloudKitScope(of: source)
        guard !deployed.isEmpty, !cloudKitScope(of: destination).isEmpty else { return [] }
        let refused: Set<ChangeKind> = [
            .entity(.removed), .entity(.renamed), .property(.removed, .attribute), .property(.renamed, .attribute), .attribute(.typeChanged),
            .property(.removed, .relationship), .property(.renamed, .relationship), .match(.kindChanged),
        ]
        return changes.filter { refused.contains($0.kind) && deployed.contains($0.sourceEntity ?? $0.entity) }.map { change in
            Diagnostic(
                RuleCatalog.cloudKitNotAdditive, "\(change.elementName): \(change.summary) in a CloudKit model",
                entity: change.entity, property: change.property, location: change.location
            )
        }
    }
}
