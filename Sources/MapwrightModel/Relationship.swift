/// What happens to related objects when the source object is deleted.
public enum DeleteRule: String, Sendable, Hashable, CaseIterable, Codable {
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
    public var inverse: String?
    public var isToMany: Bool
    public var isOrdered: Bool
    /// `minCount` as written (Xcode writes 1 on many to-one relationships, optional or not; it is hashed).
    public var minCount: Int
    /// `maxCount`: 1 for a to-one; 0 means "no limit" for a to-many.
    public var maxCount: Int
    public var isOptional: Bool
    public var isTransient: Bool
    public var deleteRule: DeleteRule
    public var isIndexed: Bool
    public var isIndexedBySpotlight: Bool
    public var isStoredInTruthFile: Bool
    /// The renaming identifier (`elementID` in the XML); nil means "same as the name".
    public var renamingIdentifier: String?
    public var versionHashModifier: String?
    public var userInfo: [UserInfoEntry]
    public var isSyncable: Bool
    public var anchor: SourceAnchor

    @inlinable
    public init(
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
