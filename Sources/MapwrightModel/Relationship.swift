import MapwrightDiagnostics

/// What happens to related objects when the source object is deleted.
package enum DeleteRule: String, Sendable, Hashable, CaseIterable, Codable {
    case nullify = "Nullify"
    case cascade = "Cascade"
    case deny = "Deny"
    case noAction = "No Action"
}

/// A Core Data relationship (`<relationship>`, `NSRelationshipDescription`).
public struct Relationship: Hashable, Sendable {
    public var name: String
    /// The destination entity's name.
    public var destination: String
    /// The inverse relationship's name on the destination entity, if any.
    package var inverse: String?
    package var isToMany: Bool
    package var isOrdered: Bool
    /// `minCount` as written (Xcode writes 1 on many to-one relationships, optional or not; it is hashed).
    package var minCount: Int
    /// `maxCount`: 1 for a to-one; 0 means "no limit" for a to-many.
    package var maxCount: Int
    package var isOptional: Bool
    package var isTransient: Bool
    package var deleteRule: DeleteRule
    package var isIndexed: Bool
    package var isIndexedBySpotlight: Bool
    package var isStoredInTruthFile: Bool
    /// The renaming identifier (`elementID` in the XML); nil means "same as the name".
    package var renamingIdentifier: String?
    package var versionHashModifier: String?
    package var userInfo: [UserInfoEntry]
    package var isSyncable: Bool
    package var anchor: SourceAnchor

    package init(
        name: String,
        destination: String,
        inverse: String? = nil,
        isToMany: Bool = false,
        isOrdered: Bool = false,
        minCount: Int = 0,
        maxCount: Int? = nil,
        isOptional: Bool = true,
        isTransient: Bool = false,
        deleteRule: DeleteRule = .nullify,
        isIndexed: Bool = false,
        isIndexedBySpotlight: Bool = false,
        isStoredInTruthFile: Bool = false,
        renamingIdentifier: String? = nil,
        versionHashModifier: String? = nil,
        userInfo: [UserInfoEntry] = [],
        isSyncable: Bool = false,
        anchor: SourceAnchor = SourceAnchor()
    ) {
        self.name = name
        self.destination = destination
        self.inverse = inverse
        self.isToMany = isToMany
        self.isOrdered = isOrdered
        self.minCount = minCount
        self.maxCount = maxCount ?? (isToMany ? 0 : 1)
        self.isOptional = isOptional
        self.isTransient = isTransient
        self.deleteRule = deleteRule
        self.isIndexed = isIndexed
        self.isIndexedBySpotlight = isIndexedBySpotlight
        self.isStoredInTruthFile = isStoredInTruthFile
        self.renamingIdentifier = renamingIdentifier
        self.versionHashModifier = versionHashModifier
        self.userInfo = userInfo
        self.isSyncable = isSyncable
        self.anchor = anchor
    }
}
