import MapwrightModel

/// Which attribute type changes Core Data's inference converts by itself.
///
/// Core Data reference, lightweight-rules.md, "Attributes", rule 6: equal types, numeric ↔ numeric and
/// numeric ↔ Boolean convert; Transformable ↔ Binary converts with `NSMigrationAllowTypeTransformation`
/// in the destination's userInfo when neither side stores externally; anything else needs custom code.
enum AttributeConversion {
    static func isInferable(from old: Attribute, to new: Attribute) -> Bool {
        if old.type == new.type { return true }
        let convertible: (AttributeType) -> Bool = { $0.isNumeric || $0 == .boolean }
        if convertible(old.type) && convertible(new.type) { return true }
        let pair: Set<AttributeType> = [old.type, new.type]
        if pair == [.transformable, .binary] {
            return new.userInfo.contains { $0.key == "NSMigrationAllowTypeTransformation" }
                && !old.allowsExternalBinaryDataStorage && !new.allowsExternalBinaryDataStorage
        }
        return false
    }
}
