import MapwrightModel

extension DiffContext {
    /// Every difference between a matched attribute pair.
    mutating func compareAttribute(_ a: Attribute, _ b: Attribute, from: Entity, to: Entity) {
        var found: [(ChangeKind, String)] = []
        func check<T: Equatable>(_ kind: ChangeKind, _ old: T, _ new: T, _ describe: () -> String) {
            if old != new { found.append((kind, describe())) }
        }
        if a.name != b.name {
            found.append((.attributeRenamed, "`\(a.name)` → `\(b.name)` (renaming identifier `\(b.matchingKey)`)"))
        } else {
            check(.attributeRenamingIdentifierChanged, a.renamingIdentifier, b.renamingIdentifier) { Describe.change(a.renamingIdentifier, b.renamingIdentifier) }
        }
        check(.attributeTypeChanged, a.type, b.type) { "\(a.type.xcodeName) → \(b.type.xcodeName)" }
        check(.attributeOptionalityChanged, a.isOptional, b.isOptional) { Describe.flag(a.isOptional, b.isOptional, on: "optional", off: "required") }
        check(.attributeDefaultValueChanged, a.defaultValue, b.defaultValue) { Describe.change(a.defaultValue, b.defaultValue) }
        check(.attributeTransientChanged, a.isTransient, b.isTransient) { Describe.flag(a.isTransient, b.isTransient, on: "transient", off: "persistent") }
        check(.attributeExternalStorageChanged, a.allowsExternalBinaryDataStorage, b.allowsExternalBinaryDataStorage) {
            Describe.flag(a.allowsExternalBinaryDataStorage, b.allowsExternalBinaryDataStorage, on: "external storage on", off: "external storage off")
        }
        check(.attributePreserveAfterDeletionChanged, a.preservesValueInHistoryOnDeletion, b.preservesValueInHistoryOnDeletion) {
            Describe.flag(a.preservesValueInHistoryOnDeletion, b.preservesValueInHistoryOnDeletion, on: "preserved after deletion", off: "not preserved")
        }
        let oldValidation = [a.minValue, a.maxValue, a.regularExpression], newValidation = [b.minValue, b.maxValue, b.regularExpression]
        check(.attributeValidationChanged, oldValidation, newValidation) { validationDetail(a, b) }
        check(.attributeValueTransformerChanged, a.valueTransformerName, b.valueTransformerName) { Describe.change(a.valueTransformerName, b.valueTransformerName) }
        check(.attributeCustomClassChanged, a.customClassName, b.customClassName) { Describe.change(a.customClassName, b.customClassName) }
        check(.attributeScalarTypeChanged, a.usesScalarValueType, b.usesScalarValueType) {
            Describe.change(a.usesScalarValueType.map { $0 ? "scalar" : "object" }, b.usesScalarValueType.map { $0 ? "scalar" : "object" })
        }
        check(.attributeDerivationChanged, a.derivationExpression, b.derivationExpression) { Describe.change(a.derivationExpression, b.derivationExpression) }
        check(.attributeCompositeChanged, a.compositeName, b.compositeName) { Describe.change(a.compositeName, b.compositeName) }
        check(.attributeHashModifierChanged, a.versionHashModifier, b.versionHashModifier) { Describe.change(a.versionHashModifier, b.versionHashModifier) }
        check(.attributeIndexedChanged, a.isIndexed, b.isIndexed) { Describe.flag(a.isIndexed, b.isIndexed, on: "indexed", off: "not indexed") }
        check(.attributeSpotlightChanged, a.isIndexedBySpotlight, b.isIndexedBySpotlight) {
            Describe.flag(a.isIndexedBySpotlight, b.isIndexedBySpotlight, on: "indexed by Spotlight", off: "not indexed by Spotlight")
        }
        check(.attributeTruthFileChanged, a.isStoredInTruthFile, b.isStoredInTruthFile) {
            Describe.flag(a.isStoredInTruthFile, b.isStoredInTruthFile, on: "stored in truth file", off: "not stored in truth file")
        }
        check(.attributeCloudEncryptionChanged, a.allowsCloudEncryption, b.allowsCloudEncryption) {
            Describe.flag(a.allowsCloudEncryption, b.allowsCloudEncryption, on: "CloudKit encrypted", off: "not encrypted")
        }
        check(.attributeUserInfoChanged, a.userInfo, b.userInfo) { "\(Describe.userInfo(a.userInfo)) → \(Describe.userInfo(b.userInfo))" }
        check(.attributeSyncableChanged, a.isSyncable, b.isSyncable) { Describe.flag(a.isSyncable, b.isSyncable, on: "syncable", off: "not syncable") }
        for (kind, detail) in found {
            append(property: kind, from: from, to: to, detail: detail, source: .attribute(a), destination: .attribute(b))
        }
    }

    private func validationDetail(_ a: Attribute, _ b: Attribute) -> String {
        var parts: [String] = []
        if a.minValue != b.minValue { parts.append("min \(Describe.change(a.minValue, b.minValue))") }
        if a.maxValue != b.maxValue { parts.append("max \(Describe.change(a.maxValue, b.maxValue))") }
        if a.regularExpression != b.regularExpression { parts.append("regex \(Describe.change(a.regularExpression, b.regularExpression))") }
        return parts.joined(separator: ", ")
    }
}
