/// Every kind of difference the diff reports between two model versions: everything the model holds.
///
/// The raw value is the stable spelling used in JSON output.
public enum ChangeKind: String, Sendable, Hashable, CaseIterable, Codable {
    // Model
    case versionIdentifierChanged
    case fetchRequestTemplatesChanged
    case configurationsChanged
    case compositeTypeChanged
    case modelSettingsChanged

    // Entity
    case entityAdded
    case entityRemoved
    case entityRenamed
    case entityRenamingIdentifierChanged
    case entityParentChanged
    case hierarchiesMerged
    case entityAbstractChanged
    case entityHashModifierChanged
    case uniquenessConstraintAdded
    case uniquenessConstraintRemoved
    case fetchIndexesChanged
    case entityClassNameChanged
    case entityCodeGenerationChanged
    case entityUserInfoChanged
    case entitySyncableChanged
    case fetchedPropertiesChanged
    case migrationPolicyRequested
    case duplicateRenamingIdentifier

    // Attribute or relationship
    case propertyMovedInHierarchy
    case propertyKindChanged

    // Attribute
    case attributeAdded
    case attributeRemoved
    case attributeRenamed
    case attributeRenamingIdentifierChanged
    case attributeTypeChanged
    case attributeOptionalityChanged
    case attributeDefaultValueChanged
    case attributeTransientChanged
    case attributeExternalStorageChanged
    case attributePreserveAfterDeletionChanged
    case attributeValidationChanged
    case attributeValueTransformerChanged
    case attributeCustomClassChanged
    case attributeScalarTypeChanged
    case attributeDerivationChanged
    case attributeCompositeChanged
    case attributeHashModifierChanged
    case attributeIndexedChanged
    case attributeSpotlightChanged
    case attributeTruthFileChanged
    case attributeCloudEncryptionChanged
    case attributeUserInfoChanged
    case attributeSyncableChanged

    // Relationship
    case relationshipAdded
    case relationshipRemoved
    case relationshipRenamed
    case relationshipRenamingIdentifierChanged
    case relationshipDestinationChanged
    case relationshipInverseChanged
    case relationshipCardinalityChanged
    case relationshipOrderedChanged
    case relationshipCountChanged
    case relationshipOptionalityChanged
    case relationshipTransientChanged
    case relationshipDeleteRuleChanged
    case relationshipHashModifierChanged
    case relationshipIndexedChanged
    case relationshipSpotlightChanged
    case relationshipTruthFileChanged
    case relationshipUserInfoChanged
    case relationshipSyncableChanged

    /// A short phrase for human output, e.g. `attribute type changed`.
    public var title: String {
        var words: [String] = []
        var current = ""
        for character in rawValue {
            if character.isUppercase, !current.isEmpty {
                words.append(current)
                current = ""
            }
            current.append(Character(character.lowercased()))
        }
        words.append(current)
        return words.joined(separator: " ")
    }
}
