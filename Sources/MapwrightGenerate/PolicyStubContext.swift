import MapwrightSupport

/// The context a policy-stub template is rendered with; documented in docs/generate.md.
///
/// Every value is safe wherever a template puts it: names are Swift identifiers (``SwiftEscaping``
/// rewrites any that is not, which validation prevents for models read from files) and texts are
/// single-line comment text, so no model can add code to a stub.
package enum PolicyStubContext {
    /// The context for the custom entity mapping `mapping` of `model`.
    package static func context(for mapping: EntityMapping, in model: MappingModel) -> [String: Any] {
        var requests: [String] = []
        var helpers: [[String: Any]] = []
        var newRequired: [[String: Any]] = []
        var toOneChoices: [[String: Any]] = []
        var relationshipChecks: [String] = []
        var uniqueness: [[String: Any]] = []
        var others: [String] = []
        var splits: [[String: Any]] = []
        for change in mapping.customChanges {
            let summary = SwiftEscaping.comment(change.summary)
            if let helper = change.helper, let snippet = snippet(for: change) {
                helpers.append([
                    "attribute": name(helper.attribute), "sourceAttribute": name(helper.sourceAttribute),
                    "summary": summary,
                    "helperName": name(helper.name), "selector": name(helper.name) + ":",
                    "expression": SwiftEscaping.comment(helper.expression),
                    "parameterType": snippet.parameterType, "returnType": snippet.returnType, "body": snippet.body,
                ])
                continue
            }
            switch change {
            case .requested(let reason):
                requests.append(SwiftEscaping.comment(reason))
            case .madeRequired(let attribute, _, let type):
                let fallback = Fallback(RequiredValue(type: type, isOptional: false, defaultValue: nil))
                newRequired.append([
                    "attribute": name(attribute), "summary": summary,
                    "value": fallback.expression, "valueDescription": fallback.description,
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
            case .relationshipDestination:
                relationshipChecks.append(summary)
            case .uniquenessAdded(let entity, let properties):
                uniqueness.append([
                    "summary": summary, "entity": SwiftEscaping.stringLiteral(entity),
                    "variable": "seen\(uniqueness.count + 1)",
                    "keys": properties.map { "\"\(SwiftEscaping.stringLiteral($0))\"" }.joined(separator: ", "),
                ])
            case .split(_, let otherMappings):
                splits.append([
                    "summary": summary, "otherMapping": SwiftEscaping.stringLiteral(otherMappings.first ?? ""),
                ])
            case .attributeType, .externalStorageOff, .merged, .other:
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
            "helpers": helpers,
            "newRequired": newRequired,
            "toOneChoices": toOneChoices,
            "relationshipChecks": relationshipChecks,
            "splits": splits,
            "uniqueness": uniqueness,
            "others": others,
            "overridesCreateDestinationInstances": !requests.isEmpty || !newRequired.isEmpty || !others.isEmpty,
            "overridesCreateRelationships": !toOneChoices.isEmpty || !relationshipChecks.isEmpty || !splits.isEmpty,
            "overridesEnd": !uniqueness.isEmpty,
        ]
    }

    /// The body of the method a value expression calls for `change`.
    private static func snippet(for change: CustomChange) -> ConversionSnippet? {
        switch change {
        case .attributeType(_, _, let from, _, let target): ConversionSnippet(converting: from, to: target)
        case .madeRequired(_, _, let type):
            ConversionSnippet(filling: RequiredValue(type: type, isOptional: false, defaultValue: nil))
        case .externalStorageOff(_, _, let target): ConversionSnippet(movingIntoStore: target)
        default: nil
        }
    }

    /// A model name as a Swift identifier.
    private static func name(_ text: String) -> String { SwiftEscaping.identifier(text) }

    /// The Swift expression reading the source relationship's objects as `[NSManagedObject]`.
    private static func sourceObjects(_ name: String, ordered: Bool) -> String {
        let name = SwiftEscaping.stringLiteral(name)
        return ordered
            ? "(sInstance.value(forKey: \"\(name)\") as? NSOrderedSet)?.array.compactMap { $0 as? NSManagedObject } ?? []"
            : "Array(sInstance.value(forKey: \"\(name)\") as? Set<NSManagedObject> ?? [])"
    }
}
