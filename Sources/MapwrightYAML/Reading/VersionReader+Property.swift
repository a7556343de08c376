import MapwrightModel
import MapwrightSupport

/// Attributes and relationships, in shorthand or full form.
extension VersionReader {
    /// `title: String`, `note: String?`, `done: Boolean = NO`, `address: Address` (a composite),
    /// or the full mapping form.
    ///
    /// The fields are read into locals and the attribute is built once, where it is returned: an
    /// `Attribute` variable changed in place and then returned was copied (two dozen fields, each retained)
    /// and destroyed on the way out.
    func readAttribute(_ pair: YAMLPair) -> Attribute {
        if case .scalar(let scalar) = pair.value.content {
            let shorthand = AttributeShorthand(scalar.text)
            guard let typeName = shorthand.typeName else {
                diagnostics.emit(
                    YAMLRules.shorthand,
                    "cannot read attribute '\(pair.key)': write `Type`, `Type?` or `Type = default`, found '\(scalar.text)'",
                    at: location(pair.value))
                return Attribute(name: pair.key, type: .undefined, anchor: anchor(pair))
            }
            let type = attributeType(typeName, of: pair.key, at: pair.value)
            return Attribute(
                name: pair.key, type: type?.type ?? .undefined, isOptional: shorthand.isOptional,
                defaultValue: shorthand.defaultValue, compositeName: type?.compositeName, anchor: anchor(pair))
        }
        func context() -> String { "attribute '\(pair.key)'" }
        var hasType = false
        var type = AttributeType.undefined, isOptional = false
        var defaultValue: String?, minValue: String?, maxValue: String?, regularExpression: String?
        var allowsExternalBinaryDataStorage = false, allowsCloudEncryption = false,
            preservesValueInHistoryOnDeletion = false
        var valueTransformerName: String?, customClassName: String?, usesScalarValueType: Bool?
        var derivationExpression: String?, compositeName: String?, swiftTypeName: String?, defaultExpression: String?
        var shared = SharedPropertyFields()
        let fields = mapping(pair.value, what: context()) ?? []
        for index in fields.indices {
            let key = fields[index].key, value = fields[index].value
            switch fields[index].knownKey {
            case .type?:
                hasType = true
                if let name = text(value, key: key), let named = attributeType(name, of: pair.key, at: value) {
                    type = named.type
                    if let composite = named.compositeName { compositeName = composite }
                }
            case .optional?: isOptional = bool(value, key: key)
            case .defaultValue?: defaultValue = text(value, key: key)
            case .minValue?: minValue = text(value, key: key)
            case .maxValue?: maxValue = text(value, key: key)
            case .regularExpression?: regularExpression = text(value, key: key)
            case .allowsExternalBinaryDataStorage?: allowsExternalBinaryDataStorage = bool(value, key: key)
            case .allowsCloudEncryption?: allowsCloudEncryption = bool(value, key: key)
            case .preserveAfterDeletion?: preservesValueInHistoryOnDeletion = bool(value, key: key)
            case .valueTransformerName?: valueTransformerName = optionalText(value, key: key)
            case .customClassName?: customClassName = optionalText(value, key: key)
            case .swiftType?: swiftTypeName = optionalText(value, key: key)
            case .defaultExpression?: defaultExpression = optionalText(value, key: key)
            case .usesScalarValueType?: usesScalarValueType = bool(value, key: key)
            case .derivationExpression?: derivationExpression = optionalText(value, key: key)
            case .composite?: compositeName = optionalText(value, key: key)
            default:
                if !readSharedField(fields[index], into: &shared) {
                    unknownKey(fields[index], allowed: Keys.Attribute.all, in: context())
                }
            }
        }
        if !hasType, case .mapping = pair.value.content { missingKey(Keys.Attribute.type, in: context(), at: pair) }
        var attribute = Attribute(
            name: pair.key, type: type, isOptional: isOptional, isTransient: shared.isTransient,
            defaultValue: defaultValue, minValue: minValue, maxValue: maxValue, regularExpression: regularExpression,
            isIndexed: shared.isIndexed, isIndexedBySpotlight: shared.isIndexedBySpotlight,
            isStoredInTruthFile: shared.isStoredInTruthFile,
            allowsExternalBinaryDataStorage: allowsExternalBinaryDataStorage,
            allowsCloudEncryption: allowsCloudEncryption,
            preservesValueInHistoryOnDeletion: preservesValueInHistoryOnDeletion,
            valueTransformerName: valueTransformerName, customClassName: customClassName,
            usesScalarValueType: usesScalarValueType, derivationExpression: derivationExpression,
            compositeName: compositeName, renamingIdentifier: shared.renamingIdentifier,
            versionHashModifier: shared.versionHashModifier, userInfo: shared.userInfo, isSyncable: shared.isSyncable,
            anchor: anchor(pair))
        attribute.swiftTypeName = swiftTypeName
        attribute.defaultExpression = defaultExpression
        return attribute
    }

    /// The type `name` spells, or the composite it names (with that composite's name); nil, with the
    /// unknown type reported, for anything else.
    private func attributeType(_ name: String, of attribute: String, at node: YAMLNode) -> (
        type: AttributeType, compositeName: String?
    )? {
        if let type = Self.canonicalType(name) ?? AttributeType(spelling: name) { return (type, nil) }
        if compositeNames.contains(name) { return (.composite, name) }
        diagnostics.emit(
            YAMLRules.unknownAttributeType, "unknown attribute type '\(name)' for attribute '\(attribute)'",
            at: location(node),
            hint: attributeTypeHint(for: name)
        )
        return nil
    }

    /// The closest type name to `name`, or where relationships go and which types there are.
    private func attributeTypeHint(for name: String) -> String {
        if let hint = attributeTypeHints[name] { return hint }
        let names = AttributeType.allCases.map(\.xcodeName)
        let hint =
            Suggestion.hint(for: name, among: names + compositeNames.sorted())
            ?? "relationships go under `relationships:`; attribute types are \(names.joined(separator: ", "))"
        attributeTypeHints[name] = hint
        return hint
    }

    /// The type `name` is Xcode's spelling of, looked up before the forgiving `AttributeType(spelling:)`:
    /// by its bytes when it is ASCII, else as a `String`.
    private static func canonicalType(_ name: String) -> AttributeType? {
        if let type = canonicalTypeBytes.value(ofASCII: name) { return type }
        return canonicalTypes[name]
    }

    private static let canonicalTypeBytes = SpellingTable(AttributeType.allCases.map { ($0.xcodeName, $0) })
    private static let canonicalTypes = Dictionary(
        uniqueKeysWithValues: AttributeType.allCases.map { ($0.xcodeName, $0) })

    /// `category: Category?` (to-one), `category: Category.todos` (with its inverse), `todos: [ToDo]`
    /// (to-many), or the full mapping form. Built once, where it is returned, as attributes are.
    func readRelationship(_ pair: YAMLPair) -> Relationship {
        switch pair.value.content {
        case .scalar(let scalar):
            guard let shorthand = RelationshipShorthand(scalar.text, toMany: false) else {
                badRelationshipShorthand(pair, found: scalar.text)
                return Relationship(name: pair.key, destination: "", anchor: anchor(pair))
            }
            return shorthand.relationship(named: pair.key, anchor: anchor(pair))
        case .sequence(let items):
            guard items.count == 1, case .scalar(let scalar) = items[0].content,
                let shorthand = RelationshipShorthand(scalar.text, toMany: true)
            else {
                badRelationshipShorthand(pair, found: nil)
                return Relationship(name: pair.key, destination: "", anchor: anchor(pair))
            }
            return shorthand.relationship(named: pair.key, anchor: anchor(pair))
        case .mapping(let fields):
            return readRelationshipFields(fields, at: pair)
        }
    }

    private func badRelationshipShorthand(_ pair: YAMLPair, found: String?) {
        diagnostics.emit(
            YAMLRules.shorthand,
            "cannot read relationship '\(pair.key)': write `Entity`, `Entity?`, `Entity.inverse?` or `[Entity.inverse]`"
                + (found.map { ", found '\($0)'" } ?? ""),
            at: location(pair.value))
    }

    private func readRelationshipFields(_ fields: [YAMLPair], at pair: YAMLPair) -> Relationship {
        func context() -> String { "relationship '\(pair.key)'" }
        var optional: Bool?, minCount: Int?, maxCount: Int?, hasDestination = false
        var destination = "", inverse: String?, isToMany = false, isOrdered = false, deleteRule = DeleteRule.nullify
        var shared = SharedPropertyFields()
        for index in fields.indices {
            let key = fields[index].key, value = fields[index].value
            switch fields[index].knownKey {
            case .destination?:
                hasDestination = true
                destination = text(value, key: key) ?? ""
            case .inverse?: inverse = optionalText(value, key: key)
            case .toMany?: isToMany = bool(value, key: key)
            case .ordered?: isOrdered = bool(value, key: key)
            case .optional?: optional = bool(value, key: key)
            case .minCount?: minCount = int(value, key: key)
            case .maxCount?: maxCount = int(value, key: key)
            case .deleteRule?:
                deleteRule = choice(value, key: key, of: DeleteRule.self) ?? .nullify
            default:
                if !readSharedField(fields[index], into: &shared) {
                    unknownKey(fields[index], allowed: Keys.Relationship.all, in: context())
                }
            }
        }
        if !hasDestination { missingKey(Keys.Relationship.destination, in: context(), at: pair) }
        let defaults = RelationshipDefaults(isToMany: isToMany, isOptional: optional)
        return Relationship(
            name: pair.key, destination: destination, inverse: inverse, isToMany: isToMany, isOrdered: isOrdered,
            minCount: minCount ?? defaults.minCount, maxCount: maxCount ?? defaults.maxCount,
            isOptional: defaults.isOptional, isTransient: shared.isTransient, deleteRule: deleteRule,
            isIndexed: shared.isIndexed, isIndexedBySpotlight: shared.isIndexedBySpotlight,
            isStoredInTruthFile: shared.isStoredInTruthFile, renamingIdentifier: shared.renamingIdentifier,
            versionHashModifier: shared.versionHashModifier, userInfo: shared.userInfo, isSyncable: shared.isSyncable,
            anchor: anchor(pair))
    }

    /// Reads a key attributes and relationships share (other than `optional`); false when `field` is not one.
    private func readSharedField(_ field: YAMLPair, into shared: inout SharedPropertyFields) -> Bool {
        let key = field.key, value = field.value
        switch field.knownKey {
        case .transient?: shared.isTransient = bool(value, key: key)
        case .indexed?: shared.isIndexed = bool(value, key: key)
        case .spotlightIndexingEnabled?: shared.isIndexedBySpotlight = bool(value, key: key)
        case .storedInTruthFile?: shared.isStoredInTruthFile = bool(value, key: key)
        case .renamingIdentifier?: shared.renamingIdentifier = optionalText(value, key: key)
        case .versionHashModifier?: shared.versionHashModifier = optionalText(value, key: key)
        case .syncable?: shared.isSyncable = bool(value, key: key)
        case .userInfo?: shared.userInfo = readUserInfo(value, key: key)
        default: return false
        }
        return true
    }
}

/// The fields attributes and relationships share (`Keys.Property.trailing`), as read from a full-form
/// property before the property itself is built.
struct SharedPropertyFields {
    var isTransient = false
    var isIndexed = false
    var isIndexedBySpotlight = false
    var isStoredInTruthFile = false
    var renamingIdentifier: String?
    var versionHashModifier: String?
    var userInfo: [UserInfoEntry] = []
    var isSyncable = false
}
