import MapwrightModel

/// The context a policy-stub template is rendered with; documented in docs/generate.md.
///
/// Every value is safe wherever a template puts it: names are Swift identifiers (``SwiftEscaping``
/// rewrites any that is not, which validation prevents for models read from files) and texts are
/// single-line comment text, so no model can add code to a stub.
public enum PolicyStubContext {
    /// The context for the custom entity mapping `mapping` of `model`.
    public static func context(for mapping: EntityMapping, in model: MappingModel) -> [String: Any] {
        var requests: [String] = []
        var conversions: [[String: Any]] = []
        var toOneChoices: [[String: Any]] = []
        var others: [String] = []
        for change in mapping.customChanges {
            let summary = SwiftEscaping.comment(change.summary)
            switch change {
            case .requested(let reason):
                requests.append(SwiftEscaping.comment(reason))
            case .attributeType(let attribute, let sourceAttribute, let from, let to):
                let attribute = name(attribute), sourceAttribute = name(sourceAttribute)
                let snippet = ConversionSnippet(from: from, to: to)
                let helper = "convert" + capitalized(attribute)
                conversions.append([
                    "attribute": attribute, "sourceAttribute": sourceAttribute,
                    "fromType": from.xcodeName, "toType": to.xcodeName, "summary": summary,
                    "helperName": helper, "selector": helper + ":",
                    "expression": ValueExpressions.policyHelper(selector: helper + ":", sourceName: sourceAttribute),
                    "parameterType": snippet.parameterType, "returnType": snippet.returnType, "body": snippet.body,
                ])
            case .toManyToToOne(let relationship, let sourceRelationship, let ordered, let destinationMapping):
                let relationship = name(relationship), sourceRelationship = name(sourceRelationship)
                var choice: [String: Any] = [
                    "relationship": relationship, "sourceRelationship": sourceRelationship,
                    "summary": summary, "variable": relationship,
                    "sourceObjects": sourceObjects(sourceRelationship, ordered: ordered),
                ]
                if let destinationMapping { choice["destinationMapping"] = name(destinationMapping) }
                toOneChoices.append(choice)
            case .other:
                others.append(summary)
            }
        }
        let className = SwiftEscaping.className(mapping.policyClassName ?? "")
        return [
            "policy": [
                "className": className,
                "typeName": SwiftEscaping.typeName(className),
                "mappingName": name(mapping.name),
                "sourceEntity": mapping.sourceEntity.map(name) ?? "",
                "destinationEntity": mapping.destinationEntity.map(name) ?? "",
                "modelName": SwiftEscaping.comment(model.modelName),
                "sourceVersion": SwiftEscaping.comment(model.sourceVersion),
                "destinationVersion": SwiftEscaping.comment(model.destinationVersion),
            ],
            "changes": mapping.customChanges.map { SwiftEscaping.comment($0.summary) },
            "requests": requests,
            "conversions": conversions,
            "toOneChoices": toOneChoices,
            "others": others,
            "overridesCreateDestinationInstances": !requests.isEmpty || !conversions.isEmpty || !others.isEmpty,
            "overridesCreateRelationships": !toOneChoices.isEmpty,
        ]
    }

    /// A model name as a Swift identifier.
    private static func name(_ text: String) -> String { SwiftEscaping.identifier(text) }

    private static func capitalized(_ name: String) -> String {
        name.prefix(1).uppercased() + name.dropFirst()
    }

    /// The Swift expression reading the source relationship's objects as `[NSManagedObject]`.
    private static func sourceObjects(_ name: String, ordered: Bool) -> String {
        let name = SwiftEscaping.stringLiteral(name)
        return ordered
            ? "(sInstance.value(forKey: \"\(name)\") as? NSOrderedSet)?.array.compactMap { $0 as? NSManagedObject } ?? []"
            : "Array(sInstance.value(forKey: \"\(name)\") as? Set<NSManagedObject> ?? [])"
    }
}
