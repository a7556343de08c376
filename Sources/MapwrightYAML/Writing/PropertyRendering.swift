import MapwrightDiagnostics
import MapwrightModel
import MapwrightSupport
import MapwrightValidation

/// Attributes, relationships and fetched properties: shorthand when nothing but the shorthand's
/// fields differ from the defaults, the full form otherwise.
enum PropertyRendering {
    static func renderAttribute(
        _ attribute: Attribute, level: Int, compositeNames: [String], into out: inout YAMLOutput
    ) {
        if let shorthand = shorthand(for: attribute) {
            out.field(level, attribute.name, YAMLScalarStyle.text(shorthand))
            return
        }
        out.open(level, attribute.name)
        let l = level + 1
        out.field(l, Keys.Attribute.type, YAMLScalarStyle.text(attribute.type.xcodeName))
        out.flag(l, Keys.Property.optional, attribute.isOptional)
        out.flag(l, Keys.Property.transient, attribute.isTransient)
        out.value(l, Keys.Attribute.defaultValue, attribute.defaultValue)
        out.value(l, Keys.Attribute.minValue, attribute.minValue)
        out.value(l, Keys.Attribute.maxValue, attribute.maxValue)
        out.text(l, Keys.Attribute.regularExpression, attribute.regularExpression)
        renderIndexing(attribute, level: l, into: &out)
        out.flag(l, Keys.Attribute.allowsExternalBinaryDataStorage, attribute.allowsExternalBinaryDataStorage)
        out.flag(l, Keys.Attribute.allowsCloudEncryption, attribute.allowsCloudEncryption)
        out.flag(l, Keys.Attribute.preserveAfterDeletion, attribute.preservesValueInHistoryOnDeletion)
        out.text(l, Keys.Attribute.valueTransformerName, attribute.valueTransformerName)
        out.text(l, Keys.Attribute.customClassName, attribute.customClassName)
        out.text(l, Keys.Attribute.swiftType, attribute.swiftTypeName)
        out.text(l, Keys.Attribute.defaultExpression, attribute.defaultExpression)
        if let scalar = attribute.usesScalarValueType {
            out.field(l, Keys.Attribute.usesScalarValueType, scalar ? "true" : "false")
        }
        out.text(l, Keys.Attribute.derivationExpression, attribute.derivationExpression)
        out.text(l, Keys.Attribute.composite, attribute.compositeName)
        renderIdentityAndMetadata(attribute, level: l, into: &out)
    }

    /// `String`, `Date?`, `Boolean = NO`, `Address` (composite), or nil when the full form is needed.
    static func shorthand(for attribute: Attribute) -> String? {
        let plain = Attribute(
            name: attribute.name, type: attribute.type, isOptional: attribute.isOptional,
            defaultValue: attribute.defaultValue, compositeName: attribute.compositeName)
        guard attribute == plain else { return nil }
        var typeName = attribute.type.xcodeName
        if attribute.type == .composite {
            guard let name = attribute.compositeName, AttributeType(spelling: name) == nil, !name.contains("?"),
                !name.contains("="), !name.contains(" ")
            else { return nil }
            typeName = name
        } else if attribute.compositeName != nil {
            return nil
        }
        var text = typeName + (attribute.isOptional ? "?" : "")
        if let value = attribute.defaultValue {
            let trimmed = Substring(value).trimmingSpaces
            guard !value.isEmpty, trimmed.count == value.count, !value.contains("\n") else { return nil }
            text += " = " + value
        }
        return text
    }

    static func renderRelationship(_ relationship: Relationship, level: Int, into out: inout YAMLOutput) {
        if let shorthand = shorthand(for: relationship) {
            out.field(level, relationship.name, shorthand)
            return
        }
        out.open(level, relationship.name)
        let l = level + 1
        let defaults = RelationshipDefaults(isToMany: relationship.isToMany, isOptional: relationship.isOptional)
        out.text(l, Keys.Relationship.destination, relationship.destination)
        out.text(l, Keys.Relationship.inverse, relationship.inverse)
        out.flag(l, Keys.Relationship.toMany, relationship.isToMany)
        out.flag(l, Keys.Relationship.ordered, relationship.isOrdered)
        out.flag(l, Keys.Property.optional, relationship.isOptional, default: relationship.isToMany)
        if relationship.minCount != defaults.minCount {
            out.number(l, Keys.Relationship.minCount, relationship.minCount)
        }
        if relationship.maxCount != defaults.maxCount {
            out.number(l, Keys.Relationship.maxCount, relationship.maxCount)
        }
        if relationship.deleteRule != .nullify {
            out.text(l, Keys.Relationship.deleteRule, relationship.deleteRule.rawValue)
        }
        out.flag(l, Keys.Property.transient, relationship.isTransient)
        renderIndexing(relationship, level: l, into: &out)
        renderIdentityAndMetadata(relationship, level: l, into: &out)
    }

    /// `Category?`, `Category.todos?`, `[ToDo.category]`, or nil when the full form is needed.
    static func shorthand(for relationship: Relationship) -> String? {
        let isSimpleName = { (name: String) in
            NamingRules.isValidEntityName(name) || NamingRules.isValidPropertyName(name)
        }
        guard isSimpleName(relationship.destination), relationship.inverse.map(isSimpleName) ?? true else { return nil }
        var plain = RelationshipShorthand(
            relationship.destination, toMany: relationship.isToMany)
        plain?.inverse = relationship.inverse
        plain?.isOptional = relationship.isToMany || relationship.isOptional
        guard let expected = plain?.relationship(named: relationship.name, anchor: SourceAnchor()),
            expected == relationship
        else {
            return nil
        }
        let target = relationship.destination + (relationship.inverse.map { ".\($0)" } ?? "")
        if relationship.isToMany { return "[\(target)]" }
        return target + (relationship.isOptional ? "?" : "")
    }

    static func renderFetchedProperty(_ property: FetchedProperty, level: Int, into out: inout YAMLOutput) {
        out.open(level, property.name)
        let l = level + 1
        out.text(l, Keys.FetchedProperty.entity, property.entity)
        out.text(l, Keys.FetchedProperty.predicate, property.predicate)
        out.flag(l, Keys.FetchedProperty.optional, property.isOptional, default: true)
        out.flag(l, Keys.FetchedProperty.syncable, property.isSyncable)
        out.userInfo(l, Keys.FetchedProperty.userInfo, property.userInfo)
    }

    /// Where an attribute or a relationship is indexed and stored.
    private static func renderIndexing(_ property: some PropertyDescription, level: Int, into out: inout YAMLOutput) {
        out.flag(level, Keys.Property.indexed, property.isIndexed)
        out.flag(level, Keys.Property.spotlightIndexingEnabled, property.isIndexedBySpotlight)
        out.flag(level, Keys.Property.storedInTruthFile, property.isStoredInTruthFile)
    }

    /// The renaming identifier, hash modifier, `syncable` flag and user info of an attribute or a relationship.
    private static func renderIdentityAndMetadata(
        _ property: some PropertyDescription, level: Int, into out: inout YAMLOutput
    ) {
        out.text(level, Keys.Property.renamingIdentifier, property.renamingIdentifier)
        out.text(level, Keys.Property.versionHashModifier, property.versionHashModifier)
        out.flag(level, Keys.Property.syncable, property.isSyncable)
        out.userInfo(level, Keys.Property.userInfo, property.userInfo)
    }
}
