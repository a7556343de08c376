import MapwrightModel
import MapwrightSupport

extension ContentsDecoder {
    /// Every attribute type by the name Xcode writes.
    static let attributeTypes = AttributeType.allCases.map { ($0.xcodeName, $0) }

    /// The setting an attribute has from its `*ValueString` and `*DateTimeInterval` keys: the interval for a date,
    /// the text for any other type, else whichever is written.
    static func value(_ text: String?, _ interval: String?, isDate: Bool) -> String? {
        isDate ? interval ?? text : text ?? interval
    }

    /// The `<attribute>` `node`, appended to `attributes` unless it has no name. Appended where it was built:
    /// returned as a value, each attribute was copied once more on its way into the array (every field
    /// retained and released).
    func decodeAttribute(_ node: XMLNode, into attributes: inout [Attribute]) {
        var element = reader(node)
        defer { element.finish() }
        guard let name = element.required(.name) else { return }
        // Xcode writes no `attributeType` for an Undefined (transient) attribute. An unknown one is
        // reported and read as Undefined, so that the rest of the element is read without follow-on noise.
        let type =
            element.choice(
                .attributeType, of: "attribute '\(name)'", from: Self.attributeTypes) ?? .undefined
        // Read in the file's order of questions, then built with every setting at once: set one by one, each
        // setting copied and compared the attribute's shared settings again.
        // A date's default and limits are its `*DateTimeInterval` keys, which Xcode writes for dates; a model
        // first saved by an older Xcode may keep its text (`2010-01-01 12:00:00 -0600`) beside them.
        let isDate = type == .date
        var defaultValue = Self.value(
            element.string(.defaultValueString), element.string(.defaultDateTimeInterval), isDate: isDate)
        // An emptied default field stays `defaultValueString=""` on an attribute whose type takes no default
        // (a Transformable one that was once a String): Xcode compiles it to no default.
        if defaultValue == "", !type.takesDefaultValue { defaultValue = nil }
        let minValue = Self.value(element.string(.minValueString), element.string(.minDateTimeInterval), isDate: isDate)
        let maxValue = Self.value(element.string(.maxValueString), element.string(.maxDateTimeInterval), isDate: isDate)
        let regularExpression = element.string(.regularExpressionString)
        let usesScalarValueType = element.bool(.usesScalarValueType)
        let allowsExternalBinaryDataStorage = element.flag(.allowsExternalBinaryDataStorage)
        let allowsCloudEncryption = element.flag(.allowsCloudEncryption)
        let preservesValueInHistoryOnDeletion = element.flag(.preserveAfterDeletion)
        let valueTransformerName = element.string(.valueTransformerName)
        let customClassName = element.string(.customClassName)
        let compositeName = element.string(.composite)
        let isDerived = element.flag(.derived)
        let expression = element.string(.derivationExpression)
        var derivationExpression: String?
        switch (isDerived, expression) {
        case (true, let expression?): derivationExpression = expression
        case (true, nil):
            diagnostics.emit(
                XcodeRules.derivationMismatch,
                "attribute '\(name)' is derived but has no derivationExpression; imported as a stored attribute",
                at: element.location)
        case (false, let expression?):
            diagnostics.emit(
                XcodeRules.derivationMismatch,
                "attribute '\(name)' has derivationExpression '\(expression)' without derived=\"YES\"; not imported",
                at: element.location)
        case (false, nil): break
        }
        var attribute = Attribute(
            name: name, type: type, defaultValue: defaultValue, minValue: minValue, maxValue: maxValue,
            regularExpression: regularExpression, allowsExternalBinaryDataStorage: allowsExternalBinaryDataStorage,
            allowsCloudEncryption: allowsCloudEncryption,
            preservesValueInHistoryOnDeletion: preservesValueInHistoryOnDeletion,
            valueTransformerName: valueTransformerName, customClassName: customClassName,
            usesScalarValueType: usesScalarValueType, derivationExpression: derivationExpression,
            compositeName: compositeName, anchor: element.anchor)
        decodeSharedFields(node, &element, into: &attribute)
        attributes.append(attribute)
    }

    /// The `<relationship>` `node`, appended to `relationships` unless it lacks a name or a destination
    /// (appended where it was built, as ``decodeAttribute(_:into:)`` appends).
    func decodeRelationship(_ node: XMLNode, into relationships: inout [Relationship]) {
        var element = reader(node)
        defer { element.finish() }
        guard let name = element.required(.name), let destination = element.required(.destinationEntity) else {
            return
        }
        let isToMany = element.flag(.toMany)
        // minCount/maxCount are hashed: keep them exactly as written. A missing maxCount means 1 for a
        // to-one and 0 (no limit) for a to-many (docs/core-data/version-hash.md, "Notes").
        var relationship = Relationship(
            name: name, destination: destination, isToMany: isToMany,
            minCount: element.integer(.minCount) ?? 0, maxCount: element.integer(.maxCount),
            anchor: element.anchor)
        relationship.inverse = element.string(.inverseName)
        if let inverseEntity = element.string(.inverseEntity), inverseEntity != destination {
            diagnostics.emit(
                XcodeRules.inverseEntityMismatch,
                "relationship '\(name)' names inverseEntity '\(inverseEntity)' but its destination is '\(destination)'; the destination is kept",
                at: element.location)
        }
        relationship.isOrdered = element.flag(.ordered)
        if let rule = element.string(.deletionRule) {
            if let parsed = DeleteRule(rawValue: rule) {
                relationship.deleteRule = parsed
            } else {
                diagnostics.emit(
                    XcodeRules.invalidValue,
                    "relationship '\(name)' has an unknown deletionRule '\(rule)'",
                    at: element.valueLocation(.deletionRule),
                    hint: Suggestion.hint(for: rule, among: DeleteRule.allCases.map(\.rawValue)))
            }
        }
        decodeSharedFields(node, &element, into: &relationship)
        relationships.append(relationship)
    }

    func decodeFetchedProperty(_ node: XMLNode) -> FetchedProperty? {
        var element = reader(node)
        defer { element.finish() }
        guard let name = element.required(.name) else { return nil }
        var entity: String?
        var predicate: String?
        var userInfo: [UserInfoEntry] = []
        for child in node.children {
            switch child.name {
            case "fetchRequest":
                var request = reader(child)
                request.discard(.name)  // always "fetchedPropertyFetchRequest"
                entity = request.required(.entity)
                predicate = request.string(.predicateString)
                for grandchild in child.children { request.unknownChild(grandchild) }
                request.finish()
            case "userInfo": userInfo.append(contentsOf: decodeUserInfo(child))
            default: element.unknownChild(child)
            }
        }
        guard let entity else {
            diagnostics.emit(
                XcodeRules.missingAttribute,
                "fetched property '\(name)' has no <fetchRequest> naming its entity", at: element.location)
            return nil
        }
        return FetchedProperty(
            name: name, isOptional: element.flag(.optional), entity: entity, predicate: predicate,
            userInfo: userInfo, isSyncable: element.flag(.syncable), anchor: element.anchor)
    }

    /// The `<fetchRequest>` attributes with a field in `FetchRequestTemplate`; any other attribute is
    /// kept verbatim in `otherOptions`.
    static let fetchRequestKeys: Set<String> = [
        "name", "entity", "predicateString", "fetchLimit", "fetchBatchSize", "includeSubentities",
        "includePropertyValues", "includePendingChanges", "returnObjectsAsFaults", "returnDistinctResults",
    ]

    func decodeFetchRequest(_ node: XMLNode) -> FetchRequestTemplate? {
        var element = reader(node)
        defer { element.finish() }
        guard let name = element.required(.name), let entity = element.required(.entity) else { return nil }
        var request = FetchRequestTemplate(name: name, entity: entity, anchor: element.anchor)
        request.predicate = element.string(.predicateString)
        request.fetchLimit = element.integer(.fetchLimit)
        request.fetchBatchSize = element.integer(.fetchBatchSize)
        request.includesSubentities = element.bool(.includeSubentities)
        request.includesPropertyValues = element.bool(.includePropertyValues)
        request.includesPendingChanges = element.bool(.includePendingChanges)
        request.returnsObjectsAsFaults = element.bool(.returnObjectsAsFaults)
        request.returnsDistinctResults = element.bool(.returnDistinctResults)
        for key in node.attributes.keys.sorted() where !Self.fetchRequestKeys.contains(key) {
            request.otherOptions.append(UserInfoEntry(key: key, value: element.string(named: key) ?? ""))
        }
        for child in node.children { element.unknownChild(child) }
        return request
    }

    /// Reads what attributes and relationships share: their flags, identity and user info children.
    private func decodeSharedFields(
        _ node: XMLNode, _ element: inout ElementReader, into property: inout some PropertyDescription
    ) {
        property.isOptional = element.flag(.optional)
        property.isTransient = element.flag(.transient)
        property.isIndexed = element.flag(.indexed)
        property.isIndexedBySpotlight = element.flag(.spotlightIndexingEnabled)
        property.isStoredInTruthFile = element.flag(.storedInTruthFile)
        // Set only when written: both start unset, and an attribute's setter copies and compares its settings.
        if let renamingIdentifier = element.string(.elementID) { property.renamingIdentifier = renamingIdentifier }
        if let modifier = element.string(.versionHashModifier) { property.versionHashModifier = modifier }
        property.isSyncable = element.flag(.syncable)
        for child in node.children {
            if child.name == "userInfo" {
                property.userInfo.append(contentsOf: decodeUserInfo(child))
            } else {
                element.unknownChild(child)
            }
        }
    }
}
