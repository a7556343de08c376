import MapwrightModel

/// A change the default mapping cannot carry over, so a custom policy must: what the generated stub
/// names and prepares.
public enum CustomChange: Hashable, Sendable {
    /// The destination version asked for a custom policy (`Entity.migrationPolicy`).
    case requested(reason: String)
    /// An attribute type change inference cannot do (docs/core-data/lightweight-rules.md, rule 6).
    case attributeType(attribute: String, sourceAttribute: String, from: AttributeType, to: AttributeType)
    /// A to-many relationship that became to-one (docs/core-data/lightweight-rules.md, rule 10).
    case toManyToToOne(relationship: String, sourceRelationship: String, sourceIsOrdered: Bool, destinationMapping: String?)
    /// Any other change the analysis says needs custom code, in words.
    case other(description: String)

    /// One line naming exactly what changed and what the code must do, e.g.
    /// "`priority`: String → Integer 16 — convert here".
    public var summary: String {
        switch self {
        case .requested(let reason):
            "requested: \(reason)"
        case .attributeType(let attribute, let source, let from, let to):
            "`\(attribute)`\(source == attribute ? "" : " (was `\(source)`)"): \(from.xcodeName) → \(to.xcodeName) — convert here"
        case .toManyToToOne(let relationship, let source, _, _):
            "`\(relationship)`\(source == relationship ? "" : " (was `\(source)`)"): to-many → to-one — choose the one object to keep here"
        case .other(let description):
            "\(description) — handle here"
        }
    }
}
