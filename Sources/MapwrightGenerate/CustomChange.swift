import MapwrightModel

/// A change the default mapping cannot carry over, so a custom policy must: what the generated stub
/// names and prepares, each at the line where its code goes.
package enum CustomChange: Hashable, Sendable {
    /// The destination version asked for a custom policy (`Entity.migrationPolicy`).
    case requested(reason: String)
    /// An attribute type change inference cannot do (docs/core-data/lightweight-rules.md, rule 6): the
    /// value goes through the policy's conversion method, called from the attribute's value expression.
    case attributeType(
        attribute: String, sourceAttribute: String, from: AttributeType, to: AttributeType, target: RequiredValue)
    /// An attribute that becomes required without a default value (optional → required, or new): a
    /// source object without a value would fail validation (134110), so it gets a fallback.
    case madeRequired(attribute: String, sourceAttribute: String?, type: AttributeType)
    /// External binary storage turned off (docs/core-data/lightweight-rules.md): the bytes move from the
    /// external file into the store.
    case externalStorageOff(attribute: String, sourceAttribute: String, target: RequiredValue)
    /// A to-many relationship that became to-one (docs/core-data/lightweight-rules.md, rule 10).
    case toManyToToOne(
        relationship: String, sourceRelationship: String, sourceIsOrdered: Bool, destinationMapping: String?)
    /// A relationship whose destination entity changed: the default expression finds the new objects only
    /// when the old ones were migrated by the mapping it names.
    case relationshipDestination(relationship: String, sourceRelationship: String, from: String, to: String)
    /// A uniqueness constraint added: duplicates already in the store would make the save fail.
    case uniquenessAdded(entity: String, properties: [String])
    /// One source entity migrated by several entity mappings (a hand-written mapping model splits it):
    /// the objects they make from one source object are linked here.
    case split(source: String, otherMappings: [String])
    /// Several source entities migrated into one destination entity (a hand-written mapping model merges
    /// them): objects that stand for the same thing arrive from each.
    case merged(destination: String, otherMappings: [String])
    /// Any other change the analysis says needs custom code, in words.
    case other(description: String)

    /// One line naming exactly what changed and what the code must do, e.g.
    /// "`priority`: String → Integer 16 — convert here".
    package var summary: String {
        switch self {
        case .requested(let reason):
            "requested: \(reason)"
        case .attributeType(let attribute, let source, let from, let to, _):
            "\(Self.name(attribute, source)): \(from.xcodeName) → \(to.xcodeName) — convert here"
        case .madeRequired(let attribute, let source, _):
            "\(Self.name(attribute, source ?? attribute)): \(source == nil ? "new" : "optional →") required without a default value — give every object a value here"
        case .externalStorageOff(let attribute, let source, _):
            "\(Self.name(attribute, source)): external storage on → off — the bytes move into the store here"
        case .toManyToToOne(let relationship, let source, _, _):
            "\(Self.name(relationship, source)): to-many → to-one — choose the one object to keep here"
        case .relationshipDestination(let relationship, let source, let from, let to):
            "\(Self.name(relationship, source)): destination \(from) → \(to) — check the related objects here"
        case .uniquenessAdded(let entity, let properties):
            "`\(entity)`: uniqueness constraint (\(properties.joined(separator: ", "))) added — remove duplicates here"
        case .split(let source, let others):
            "`\(source)` is split: \(Self.list(others)) also migrate\(others.count == 1 ? "s" : "") it — link the parts here"
        case .merged(let destination, let others):
            "`\(destination)` is merged: \(Self.list(others)) also fill\(others.count == 1 ? "s" : "") it — combine duplicates here"
        case .other(let description):
            "\(description) — handle here"
        }
    }

    private static func list(_ names: [String]) -> String {
        names.map { "`\($0)`" }.joined(separator: ", ")
    }

    private static func name(_ name: String, _ source: String) -> String {
        "`\(name)`\(source == name ? "" : " (was `\(source)`)")"
    }
}

/// What a destination attribute accepts: whether it may be nil, and its default value.
package struct RequiredValue: Hashable, Sendable {
    package var type: AttributeType
    package var isOptional: Bool
    package var defaultValue: String?

    package init(type: AttributeType, isOptional: Bool, defaultValue: String?) {
        self.type = type
        self.isOptional = isOptional
        self.defaultValue = defaultValue
    }

    /// The attribute must hold a value after the migration.
    package var isRequired: Bool { !isOptional }

    init(_ attribute: Attribute) {
        self.init(type: attribute.type, isOptional: attribute.isOptional, defaultValue: attribute.defaultValue)
    }
}
