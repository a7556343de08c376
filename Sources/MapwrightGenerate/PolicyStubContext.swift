import MapwrightModel

/// The context a policy-stub template is rendered with; documented in docs/generate.md.
public enum PolicyStubContext {
    /// The context for the custom entity mapping `mapping` of `model`.
    public static func context(for mapping: EntityMapping, in model: MappingModel) -> [String: Any] {
        var requests: [String] = []
        var conversions: [[String: Any]] = []
        var toOneChoices: [[String: Any]] = []
        var others: [String] = []
        for change in mapping.customChanges {
            switch change {
            case .requested(let reason):
                requests.append(reason)
            case .attributeType(let attribute, let sourceAttribute, let from, let to):
                let snippet = ConversionSnippet(from: from, to: to)
                let helper = "convert" + capitalized(PolicyNaming.identifier(attribute))
                conversions.append([
                    "attribute": attribute, "sourceAttribute": sourceAttribute,
                    "fromType": from.xcodeName, "toType": to.xcodeName, "summary": change.summary,
                    "helperName": helper, "selector": helper + ":",
                    "expression": ValueExpressions.policyHelper(selector: helper + ":", sourceName: sourceAttribute),
                    "parameterType": snippet.parameterType, "returnType": snippet.returnType, "body": snippet.body,
                ])
            case .toManyToToOne(let relationship, let sourceRelationship, let ordered, let destinationMapping):
                var choice: [String: Any] = [
                    "relationship": relationship, "sourceRelationship": sourceRelationship,
                    "summary": change.summary, "variable": PolicyNaming.identifier(relationship),
                    "sourceObjects": sourceObjects(sourceRelationship, ordered: ordered),
                ]
                if let destinationMapping { choice["destinationMapping"] = destinationMapping }
                toOneChoices.append(choice)
            case .other:
                others.append(change.summary)
            }
        }
        return [
            "policy": [
                "className": mapping.policyClassName ?? "",
                "mappingName": mapping.name,
                "sourceEntity": mapping.sourceEntity ?? "",
                "destinationEntity": mapping.destinationEntity ?? "",
                "modelName": model.modelName,
                "sourceVersion": model.sourceVersion,
                "destinationVersion": model.destinationVersion,
            ],
            "changes": mapping.customChanges.map(\.summary),
            "requests": requests,
            "conversions": conversions,
            "toOneChoices": toOneChoices,
            "others": others,
            "overridesCreateDestinationInstances": !requests.isEmpty || !conversions.isEmpty || !others.isEmpty,
            "overridesCreateRelationships": !toOneChoices.isEmpty,
        ]
    }

    private static func capitalized(_ name: String) -> String {
        name.prefix(1).uppercased() + name.dropFirst()
    }

    /// The Swift expression reading the source relationship's objects as `[NSManagedObject]`.
    private static func sourceObjects(_ name: String, ordered: Bool) -> String {
        ordered
            ? "(sInstance.value(forKey: \"\(name)\") as? NSOrderedSet)?.array.compactMap { $0 as? NSManagedObject } ?? []"
            : "Array(sInstance.value(forKey: \"\(name)\") as? Set<NSManagedObject> ?? [])"
    }
}
