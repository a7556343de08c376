/// How SwiftData spells a rename, for the fixes of findings on a SwiftData model: a property's renaming
/// identifier is `originalName:` on the new property; a model class has none (docs/swiftdata.md, "Fixes
/// in Swift").
enum SwiftDataRenaming {
    /// `` `@Attribute(originalName: "old")` `` (`@Relationship` for a relationship).
    static func originalName(_ old: String, isRelationship: Bool) -> String {
        "`\(isRelationship ? "@Relationship" : "@Attribute")(originalName: \"\(old)\")`"
    }

    /// Why a renamed model class keeps its data only under its old name.
    static let modelClass =
        "SwiftData names the entity after its class and has no renaming identifier for it (move the objects in a `.custom` stage to rename it)"
}
