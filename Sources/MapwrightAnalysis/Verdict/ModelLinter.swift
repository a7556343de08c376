import MapwrightDiagnostics
import MapwrightModel

/// Lints one model version for hygiene problems (MW3xx). docs/core-data/pitfalls.md, rows 11–13.
package enum ModelLinter {
    /// The value transformer Core Data falls back to, and warns about.
    static let insecureTransformerNames: Set<String> = [
        "NSKeyedUnarchiveFromData", "NSKeyedUnarchiveFromDataTransformerName",
    ]

    /// Every lint finding of `model`, in entity and property order. Only the current version is linted:
    /// a plain walk.
    package static func lint(_ model: DataModel) -> [Finding] {
        let cloudKitEntities = cloudKitScope(of: model)
        let swiftData = model.settings.isUsedWithSwiftData
        var findings: [Finding] = []
        for entity in model.entities {
            let cloudKit = cloudKitEntities.contains(entity.name)
            if cloudKit, !entity.uniquenessConstraints.isEmpty {
                findings.append(
                    Finding(
                        AnalysisRules.cloudKitUniquenessConstraint,
                        "`\(entity.name)` is synced with CloudKit but has uniqueness constraints",
                        entity: entity.name, location: entity.anchor.location))
            }
            for attribute in entity.attributes where !attribute.isTransient {
                findings += lint(attribute, of: entity.name, cloudKit: cloudKit, swiftData: swiftData)
            }
            for relationship in entity.relationships where !relationship.isTransient {
                findings += lint(relationship, of: entity.name, cloudKit: cloudKit)
            }
        }
        return findings
    }

    /// `swiftData`: the model is SwiftData's, which stores a Codable value type itself (no value
    /// transformer is involved), so MW301 does not apply.
    private static func lint(_ attribute: Attribute, of entity: String, cloudKit: Bool, swiftData: Bool) -> [Finding] {
        let element = "\(entity).\(attribute.name)"
        var findings: [Finding] = []
        func add(_ rule: Rule, _ message: String) {
            findings.append(
                Finding(rule, message, entity: entity, property: attribute.name, location: attribute.anchor.location)
            )
        }
        if attribute.type == .transformable {
            if let transformer = attribute.valueTransformerName {
                if insecureTransformerNames.contains(transformer) {
                    add(AnalysisRules.insecureTransformer, "\(element): Transformable uses the insecure \(transformer)")
                }
            } else if !swiftData {
                add(
                    AnalysisRules.transformableWithoutTransformer,
                    "\(element): Transformable without valueTransformerName falls back to NSKeyedUnarchiveFromData")
            }
        }
        if cloudKit, !attribute.isOptional, !attribute.hasDefault, attribute.derivationExpression == nil {
            add(
                AnalysisRules.cloudKitRequiredAttributeWithoutDefault,
                "\(element): required without a default value in a CloudKit model")
        }
        return findings
    }

    private static func lint(_ relationship: Relationship, of entity: String, cloudKit: Bool) -> [Finding] {
        let element = "\(entity).\(relationship.name)"
        var findings: [Finding] = []
        func add(_ rule: Rule, _ message: String) {
            findings.append(
                Finding(
                    rule, message, entity: entity, property: relationship.name, location: relationship.anchor.location))
        }
        if relationship.inverse == nil {
            if cloudKit {
                add(AnalysisRules.cloudKitRelationshipWithoutInverse, "\(element): no inverse in a CloudKit model")
            } else {
                add(
                    AnalysisRules.relationshipWithoutInverse,
                    "\(element): relationship to `\(relationship.destination)` has no inverse")
            }
        }
        if cloudKit, !relationship.isOptional {
            add(AnalysisRules.cloudKitRequiredRelationship, "\(element): required relationship in a CloudKit model")
        }
        if cloudKit, relationship.isOrdered {
            add(AnalysisRules.cloudKitOrderedRelationship, "\(element): ordered relationship in a CloudKit model")
        }
        return findings
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
    static func cloudKitAdditiveFindings(_ changes: [ModelChange], source: DataModel, destination: DataModel)
        -> [Finding]
    {
        let deployed = cloudKitScope(of: source)
        guard !deployed.isEmpty, !cloudKitScope(of: destination).isEmpty else { return [] }
        let refused: Set<ChangeKind> = [
            .entity(.removed), .entity(.renamed), .property(.removed, .attribute), .property(.renamed, .attribute),
            .attribute(.typeChanged),
            .property(.removed, .relationship), .property(.renamed, .relationship), .match(.kindChanged),
        ]
        return changes.filter { refused.contains($0.kind) && deployed.contains($0.sourceEntity ?? $0.entity) }.map {
            change in
            Finding(
                AnalysisRules.cloudKitNotAdditive, "\(change.elementName): \(change.summary) in a CloudKit model",
                entity: change.entity, property: change.property, location: change.location
            )
        }
    }
}
