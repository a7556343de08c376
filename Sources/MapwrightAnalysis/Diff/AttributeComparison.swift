import MapwrightModel

extension DiffContext {
    /// Every difference between a matched attribute pair.
    func attributeChanges(_ a: Attribute, _ b: Attribute) -> PropertyChanges {
        var changes = PropertyChanges(kind: .attribute)
        changes.compareIdentity(a, b)
        changes.check(.attribute(.typeChanged), a.type, b.type) { "\(a.type.xcodeName) → \(b.type.xcodeName)" }
        changes.compareOptionality(a, b)
        changes.check(.attribute(.defaultValueChanged), a.defaultValue, b.defaultValue) {
            Describe.change(a.defaultValue, b.defaultValue)
        }
        changes.compareTransience(a, b)
        changes.check(
            .attribute(.externalStorageChanged), a.allowsExternalBinaryDataStorage, b.allowsExternalBinaryDataStorage
        ) {
            Describe.flag(
                a.allowsExternalBinaryDataStorage, b.allowsExternalBinaryDataStorage, on: "external storage on",
                off: "external storage off")
        }
        changes.check(
            .attribute(.preserveAfterDeletionChanged), a.preservesValueInHistoryOnDeletion,
            b.preservesValueInHistoryOnDeletion
        ) {
            Describe.flag(
                a.preservesValueInHistoryOnDeletion, b.preservesValueInHistoryOnDeletion,
                on: "preserved after deletion", off: "not preserved")
        }
        if a.minValue != b.minValue || a.maxValue != b.maxValue || a.regularExpression != b.regularExpression {
            changes.record(.attribute(.validationChanged), validationDetail(a, b))
        }
        changes.check(.attribute(.valueTransformerChanged), a.valueTransformerName, b.valueTransformerName) {
            Describe.change(a.valueTransformerName, b.valueTransformerName)
        }
        changes.check(.attribute(.customClassChanged), a.customClassName, b.customClassName) {
            Describe.change(a.customClassName, b.customClassName)
        }
        changes.check(.attribute(.scalarTypeChanged), a.usesScalarValueType, b.usesScalarValueType) {
            Describe.change(
                a.usesScalarValueType.map { $0 ? "scalar" : "object" },
                b.usesScalarValueType.map { $0 ? "scalar" : "object" })
        }
        changes.check(.attribute(.derivationChanged), a.derivationExpression, b.derivationExpression) {
            Describe.change(a.derivationExpression, b.derivationExpression)
        }
        changes.check(.attribute(.compositeChanged), a.compositeName, b.compositeName) {
            Describe.change(a.compositeName, b.compositeName)
        }
        changes.compareHashingAndIndexing(a, b)
        changes.check(.attribute(.cloudEncryptionChanged), a.allowsCloudEncryption, b.allowsCloudEncryption) {
            Describe.flag(
                a.allowsCloudEncryption, b.allowsCloudEncryption, on: "CloudKit encrypted", off: "not encrypted")
        }
        changes.compareMetadata(a, b)
        return changes
    }

    private func validationDetail(_ a: Attribute, _ b: Attribute) -> String {
        var parts: [String] = []
        if a.minValue != b.minValue { parts.append("min \(Describe.change(a.minValue, b.minValue))") }
        if a.maxValue != b.maxValue { parts.append("max \(Describe.change(a.maxValue, b.maxValue))") }
        if a.regularExpression != b.regularExpression {
            parts.append("regex \(Describe.change(a.regularExpression, b.regularExpression))")
        }
        return parts.joined(separator: ", ")
    }
}
