import MapwrightModel

/// Attributes and relationships, in shorthand or full form.
extension VersionReader {
    /// `title: String`, `note: String?`, `done: Boolean = NO`, `address: Address` (a composite),
    /// or the full mapping form.
    func readAttribute(_ pair: YAMLPair) -> Attribute {
        var attribute = Attribute(name: pair.key, type: .undefined, anchor: anchor(pair))
        if case .scalar(let scalar) = pair.value.content {
            let shorthand = AttributeShorthand(scalar.text)
            guard let typeName = shorthand.typeName else {
                diagnostics.emit(YAMLRules.shorthand,
                    "cannot read attribute '\(pair.key)': write `Type`, `Type?` or `Type = default`, found '\(scalar.text)'",
                    at: location(pair.value))
                return attribute
            }
            setType(typeName, of: &attribute, at: pair.value)
            attribute.isOptional = shorthand.isOptional
            attribute.defaultValue = shorthand.defaultValue
            return attribute
        }
        func context() -> String { "attribute '\(pair.key)'" }
        var hasType = false
        for field in mapping(pair.value, what: context()) ?? [] {
            let key = field.key, value = field.value
            switch key {
            case Keys.Attribute.type:
                hasType = true
                if let name = text(value, key: key) { setType(name, of: &attribute, at: value) }
            case Keys.Property.optional: attribute.isOptional = bool(value, key: key)
            case Keys.Attribute.defaultValue: attribute.defaultValue = text(value, key: key)
            case Keys.Attribute.minValue: attribute.minValue = text(value, key: key)
            case Keys.Attribute.maxValue: attribute.maxValue = text(value, key: key)
            case Keys.Attribute.regularExpression: attribute.regularExpression = text(value, key: key)
            case Keys.Attribute.allowsExternalBinaryDataStorage: attribute.allowsExternalBinaryDataStorage = bool(value, key: key)
            case Keys.Attribute.allowsCloudEncryption: attribute.allowsCloudEncryption = bool(value, key: key)
            case Keys.Attribute.preserveAfterDeletion: attribute.preservesValueInHistoryOnDeletion = bool(value, key: key)
            case Keys.Attribute.valueTransformerName: attribute.valueTransformerName = optionalText(value, key: key)
            case Keys.Attribute.customClassName: attribute.customClassName = optionalText(value, key: key)
            case Keys.Attribute.usesScalarValueType: attribute.usesScalarValueType = bool(value, key: key)
            case Keys.Attribute.derivationExpression: attribute.derivationExpression = optionalText(value, key: key)
            case Keys.Attribute.composite: attribute.compositeName = optionalText(value, key: key)
            default:
                if !readSharedField(field, into: &attribute) { unknownKey(field, allowed: Keys.Attribute.all, in: context()) }
            }
        }
        if !hasType, case .mapping = pair.value.content { missingKey(Keys.Attribute.type, in: context(), at: pair) }
        return attribute
    }

    /// Sets the type from its spelling, or the composite it names; reports unknown types.
    private func setType(_ name: String, of attribute: inout Attribute, at node: YAMLNode) {
        if let type = Self.canonicalTypes[name] ?? AttributeType(spelling: name) {
            attribute.type = type
        } else if compositeNames.contains(name) {
            attribute.type = .composite
            attribute.compositeName = name
        } else {
            diagnostics.emit(YAMLRules.unknownAttributeType, "unknown attribute type '\(name)' for attribute '\(attribute.name)'",
                at: location(node),
                hint: Suggestion.hint(for: name, among: AttributeType.allCases.map(\.xcodeName) + compositeNames.sorted())
                    ?? "relationships go under `relationships:`; attribute types are \(AttributeType.allCases.map(\.xcodeName).joined(separator: ", "))")
        }
    }

    /// Xcode's spellings, looked up before the forgiving `AttributeType(spelling:)`.
    private static let canonicalTypes = Dictionary(uniqueKeysWithValues: AttributeType.allCases.map { ($0.xcodeName, $0) })

    /// `category: Category?` (to-one), `category: Category.todos` (with its inverse), `todos: [ToDo]`
    /// (to-many), or the full mapping form.
    func readRelationship(_ pair: YAMLPair) -> Relationship {
        var relationship = Relationship(name: pair.key, destination: "", anchor: anchor(pair))
        switch pair.value.content {
        case .scalar(let scalar):
            guard let shorthand = RelationshipShorthand(scalar.text, toMany: false) else {
                badRelationshipShorthand(pair, found: scalar.text)
                return relationship
            }
            shorthand.apply(to: &relationship)
            return relationship
        case .sequence(let items):
            guard items.count == 1, case .scalar(let scalar) = items[0].content,
                let shorthand = RelationshipShorthand(scalar.text, toMany: true)
            else {
                badRelationshipShorthand(pair, found: nil)
                return relationship
            }
            shorthand.apply(to: &relationship)
            return relationship
        case .mapping(let fields):
            readRelationshipFields(fields, into: &relationship, at: pair)
            return relationship
        }
    }

    private func badRelationshipShorthand(_ pair: YAMLPair, found: String?) {
        diagnostics.emit(YAMLRules.shorthand,
            "cannot read relationship '\(pair.key)': write `Entity`, `Entity?`, `Entity.inverse?` or `[Entity.inverse]`"
                + (found.map { ", found '\($0)'" } ?? ""),
            at: location(pair.value))
    }

    private func readRelationshipFields(_ fields: [YAMLPair], into relationship: inout Relationship, at pair: YAMLPair) {
        func context() -> String { "relationship '\(pair.key)'" }
        var optional: Bool?, minCount: Int?, maxCount: Int?, hasDestination = false
        for field in fields {
            let key = field.key, value = field.value
            switch key {
            case Keys.Relationship.destination:
                hasDestination = true
                relationship.destination = text(value, key: key) ?? ""
            case Keys.Relationship.inverse: relationship.inverse = optionalText(value, key: key)
            case Keys.Relationship.toMany: relationship.isToMany = bool(value, key: key)
            case Keys.Relationship.ordered: relationship.isOrdered = bool(value, key: key)
            case Keys.Property.optional: optional = bool(value, key: key)
            case Keys.Relationship.minCount: minCount = int(value, key: key)
            case Keys.Relationship.maxCount: maxCount = int(value, key: key)
            case Keys.Relationship.deleteRule:
                relationship.deleteRule = choice(value, key: key, from: DeleteRule.allCases.map { ($0.rawValue, $0) }) ?? .nullify
            default:
                if !readSharedField(field, into: &relationship) { unknownKey(field, allowed: Keys.Relationship.all, in: context()) }
            }
        }
        if !hasDestination { missingKey(Keys.Relationship.destination, in: context(), at: pair) }
        let defaults = RelationshipDefaults(isToMany: relationship.isToMany, isOptional: optional)
        relationship.isOptional = defaults.isOptional
        relationship.minCount = minCount ?? defaults.minCount
        relationship.maxCount = maxCount ?? defaults.maxCount
    }

    /// Reads a key attributes and relationships share (other than `optional`); false when `field` is not one.
    private func readSharedField(_ field: YAMLPair, into property: inout some PropertyDescription) -> Bool {
        let key = field.key, value = field.value
        switch key {
        case Keys.Property.transient: property.isTransient = bool(value, key: key)
        case Keys.Property.indexed: property.isIndexed = bool(value, key: key)
        case Keys.Property.spotlightIndexingEnabled: property.isIndexedBySpotlight = bool(value, key: key)
        case Keys.Property.storedInTruthFile: property.isStoredInTruthFile = bool(value, key: key)
        case Keys.Property.renamingIdentifier: property.renamingIdentifier = optionalText(value, key: key)
        case Keys.Property.versionHashModifier: property.versionHashModifier = optionalText(value, key: key)
        case Keys.Property.syncable: property.isSyncable = bool(value, key: key)
        case Keys.Property.userInfo: property.userInfo = readUserInfo(value, key: key)
        default: return false
        }
        return true
    }
}
