import MapwrightModel

/// Builds the `contents` XML of one version in Xcode's own style (Xcode 14 and later): Xcode's
/// attribute order, `YES`/`NO`, four-space indentation, entities and their attributes, relationships
/// and fetched properties sorted by name the way Xcode sorts them (case-insensitively).
enum ContentsEncoder {
    static func encode(_ model: DataModel) -> String {
        var root = XMLOutputElement("model")
        root.set("type", "com.apple.IDECoreDataModeler.DataModel")
        root.set("documentVersion", "1.0")
        root.set("minimumToolsVersion", model.settings.minimumToolsVersion)
        root.set("sourceLanguage", model.settings.sourceLanguage)
        root.set("macOSVersion", model.settings.macOSVersion)
        root.set("iOSVersion", model.settings.iOSVersion)
        root.flag("usedWithCloudKit", model.settings.isUsedWithCloudKit)
        root.flag("usedWithSwiftData", model.settings.isUsedWithSwiftData)
        root.set("userDefinedModelVersionIdentifier", model.versionIdentifier ?? "")
        root.children += sortedByName(model.entities, \.name).map(entity)
        root.children += model.composites.map(composite)
        root.children += model.fetchRequests.map(fetchRequest)
        root.children += model.configurations.map(configuration)
        var output = "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>\n"
        root.render(depth: 0, into: &output)
        output.removeLast()  // Xcode ends the file right after </model>
        return output
    }

    /// Xcode's order for names: case-insensitive, then byte order for names equal but for case.
    static func sortedByName<T>(_ items: [T], _ name: KeyPath<T, String>) -> [T] {
        items.sorted { a, b in
            let x = a[keyPath: name], y = b[keyPath: name]
            let lx = x.lowercased(), ly = y.lowercased()
            if lx != ly { return Array(lx.utf8).lexicographicallyPrecedes(Array(ly.utf8)) }
            return Array(x.utf8).lexicographicallyPrecedes(Array(y.utf8))
        }
    }

    static func entity(_ entity: Entity) -> XMLOutputElement {
        var element = XMLOutputElement("entity")
        element.set("name", entity.name)
        element.set("representedClassName", entity.className)
        element.flag("isAbstract", entity.isAbstract)
        element.set("parentEntity", entity.parent)
        element.set("versionHashModifier", entity.versionHashModifier)
        element.set("elementID", entity.renamingIdentifier)
        element.flag("syncable", entity.isSyncable)
        if let generation = entity.codeGeneration, generation != .manual {
            element.set("codeGenerationType", generation.rawValue)
        }
        element.children += sortedByName(entity.attributes, \.name).map(attribute)
        element.children += sortedByName(entity.relationships, \.name).map(relationship)
        element.children += sortedByName(entity.fetchedProperties, \.name).map(fetchedProperty)
        element.children += entity.fetchIndexes.map(fetchIndex)
        if !entity.uniquenessConstraints.isEmpty {
            var constraints = XMLOutputElement("uniquenessConstraints")
            for properties in entity.uniquenessConstraints {
                var constraint = XMLOutputElement("uniquenessConstraint")
                for property in properties {
                    var item = XMLOutputElement("constraint")
                    item.set("value", property)
                    constraint.children.append(item)
                }
                constraints.children.append(constraint)
            }
            element.children.append(constraints)
        }
        var userInfo = entity.userInfo
        if let request = entity.migrationPolicy { userInfo.append(MigrationPolicyUserInfo.encode(request)) }
        element.children += userInfoElement(userInfo)
        return element
    }

    static func attribute(_ attribute: Attribute) -> XMLOutputElement {
        var element = XMLOutputElement("attribute")
        element.setHead(of: attribute)
        // Xcode writes no attributeType for Undefined.
        if attribute.type != .undefined { element.set("attributeType", attribute.type.xcodeName) }
        if let expression = attribute.derivationExpression {
            element.flag("derived", true)
            element.set("derivationExpression", expression)
        }
        // Dates keep their limits and default as seconds since 2001 in the *DateTimeInterval keys.
        let isDate = attribute.type == .date
        element.set(isDate ? "minDateTimeInterval" : "minValueString", attribute.minValue)
        element.set(isDate ? "maxDateTimeInterval" : "maxValueString", attribute.maxValue)
        element.set(isDate ? "defaultDateTimeInterval" : "defaultValueString", attribute.defaultValue)
        element.set("regularExpressionString", attribute.regularExpression)
        element.flag("allowsExternalBinaryDataStorage", attribute.allowsExternalBinaryDataStorage)
        element.bool("usesScalarValueType", attribute.usesScalarValueType)
        element.setIndexing(of: attribute)
        element.set("valueTransformerName", attribute.valueTransformerName)
        element.set("customClassName", attribute.customClassName)
        element.set("composite", attribute.compositeName)
        element.flag("allowsCloudEncryption", attribute.allowsCloudEncryption)
        element.flag("preserveAfterDeletion", attribute.preservesValueInHistoryOnDeletion)
        element.setIdentityAndMetadata(of: attribute)
        return element
    }

    static func relationship(_ relationship: Relationship) -> XMLOutputElement {
        var element = XMLOutputElement("relationship")
        element.setHead(of: relationship)
        element.flag("toMany", relationship.isToMany)
        // Counts are hashed: written as the model holds them; 0 is Xcode's "absent".
        if relationship.minCount != 0 { element.set("minCount", String(relationship.minCount)) }
        if !relationship.isToMany || relationship.maxCount != 0 {
            element.set("maxCount", String(relationship.maxCount))
        }
        element.set("deletionRule", relationship.deleteRule.rawValue)
        element.flag("ordered", relationship.isOrdered)
        element.set("destinationEntity", relationship.destination)
        element.set("inverseName", relationship.inverse)
        element.set("inverseEntity", relationship.inverse == nil ? nil : relationship.destination)
        element.setIndexing(of: relationship)
        element.setIdentityAndMetadata(of: relationship)
        return element
    }

    static func fetchedProperty(_ property: FetchedProperty) -> XMLOutputElement {
        var element = XMLOutputElement("fetchedProperty")
        element.set("name", property.name)
        element.flag("optional", property.isOptional)
        element.flag("syncable", property.isSyncable)
        var request = XMLOutputElement("fetchRequest")
        request.set("name", "fetchedPropertyFetchRequest")
        request.set("entity", property.entity)
        request.set("predicateString", property.predicate)
        element.children.append(request)
        element.children += userInfoElement(property.userInfo)
        return element
    }

    static func fetchIndex(_ index: FetchIndex) -> XMLOutputElement {
        var element = XMLOutputElement("fetchIndex")
        element.set("name", index.name)
        for item in index.elements {
            var child = XMLOutputElement("fetchIndexElement")
            child.set("property", item.property)
            child.set("expression", item.expression)
            child.set("expressionType", item.expressionType)
            child.set("type", item.kind.rawValue)
            child.set("order", item.order.rawValue)
            element.children.append(child)
        }
        return element
    }

    static func composite(_ composite: CompositeType) -> XMLOutputElement {
        var element = XMLOutputElement("composite")
        element.set("name", composite.name)
        element.children = sortedByName(composite.attributes, \.name).map(attribute)
        return element
    }

    static func fetchRequest(_ request: FetchRequestTemplate) -> XMLOutputElement {
        var element = XMLOutputElement("fetchRequest")
        element.set("name", request.name)
        element.set("entity", request.entity)
        element.set("predicateString", request.predicate)
        element.set("fetchLimit", request.fetchLimit.map(String.init))
        element.set("fetchBatchSize", request.fetchBatchSize.map(String.init))
        element.bool("includeSubentities", request.includesSubentities)
        element.bool("includePropertyValues", request.includesPropertyValues)
        element.bool("includePendingChanges", request.includesPendingChanges)
        element.bool("returnObjectsAsFaults", request.returnsObjectsAsFaults)
        element.bool("returnDistinctResults", request.returnsDistinctResults)
        for option in request.otherOptions { element.set(option.key, option.value) }
        return element
    }

    static func configuration(_ configuration: Configuration) -> XMLOutputElement {
        var element = XMLOutputElement("configuration")
        element.set("name", configuration.name)
        element.flag("usedWithCloudKit", configuration.isUsedWithCloudKit)
        for entity in configuration.entities {
            var member = XMLOutputElement("memberEntity")
            member.set("name", entity)
            element.children.append(member)
        }
        return element
    }

    static func userInfoElement(_ entries: [UserInfoEntry]) -> [XMLOutputElement] {
        guard !entries.isEmpty else { return [] }
        var element = XMLOutputElement("userInfo")
        for entry in entries {
            var child = XMLOutputElement("entry")
            child.set("key", entry.key)
            child.set("value", entry.value)
            element.children.append(child)
        }
        return [element]
    }
}
