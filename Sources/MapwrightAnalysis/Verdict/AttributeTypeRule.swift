import MapwrightDiagnostics
import MapwrightModel

/// Which attribute type changes Core Data infers.
///
/// docs/core-data/lightweight-rules.md, "The inference algorithm", step 6: numeric ↔ numeric and
/// numeric ↔ Boolean are inferable; Binary ↔ Transformable only with `NSMigrationAllowTypeTransformation`
/// (undocumented, **UNCERTAIN**); anything else fails with 134190.
enum AttributeTypeRule {
    /// The userInfo key that lets Binary ↔ Transformable infer.
    static let allowTypeTransformationKey = "NSMigrationAllowTypeTransformation"

    static func verdict(_ change: ModelChange, finding: (Rule, String) -> Finding) -> (MigrationKind, [Finding]) {
        guard let old = change.sourceProperty?.attribute, let new = change.destinationProperty?.attribute else {
            return (.lightweight, [])
        }
        let from = old.type, to = new.type
        if from.isNumeric, to.isNumeric {
            guard isNarrowing(from, to) else { return (.lightweight, []) }
            return (
                .lightweight,
                [finding(AnalysisRules.numericNarrowing, "\(change.elementName): \(change.detail) may truncate values")]
            )
        }
        if (from.isNumeric && to == .boolean) || (from == .boolean && to.isNumeric) { return (.lightweight, []) }
        let binaryTransformable: Set<AttributeType> = [.binary, .transformable]
        if binaryTransformable.contains(from), binaryTransformable.contains(to),
            new.userInfo.contains(where: { $0.key == allowTypeTransformationKey }),
            !old.allowsExternalBinaryDataStorage, !new.allowsExternalBinaryDataStorage
        {
            return (
                .lightweight,
                [
                    finding(
                        AnalysisRules.undocumentedTypeTransformation,
                        "\(change.elementName): \(change.detail) relies on \(allowTypeTransformationKey)")
                ]
            )
        }
        return (
            .heavy,
            [
                finding(
                    AnalysisRules.incompatibleAttributeType,
                    "\(change.elementName): \(change.detail) cannot be inferred")
            ]
        )
    }

    /// True for the type changes Core Data infers: numeric ↔ numeric and numeric ↔ Boolean.
    static func isInferable(_ from: AttributeType, _ to: AttributeType) -> Bool {
        (from.isNumeric && to.isNumeric) || (from.isNumeric && to == .boolean) || (from == .boolean && to.isNumeric)
    }

    /// Conversions that keep every value: integers widen, integers of up to 32 bits fit in a Double, anything
    /// fits in a Decimal except Double/Float's range, Float widens to Double. Everything else may truncate.
    static func isNarrowing(_ from: AttributeType, _ to: AttributeType) -> Bool {
        let widening: [AttributeType: Set<AttributeType>] = [
            .integer16: [.integer32, .integer64, .decimal, .double, .float],
            .integer32: [.integer64, .decimal, .double],
            .integer64: [.decimal],
            .float: [.double],
        ]
        return !(widening[from]?.contains(to) ?? false)
    }
}
