/// A fetched property (`<fetchedProperty>`): a stored fetch request on an entity. Never hashed.
public struct FetchedProperty: Hashable, Sendable {
    public var name: String
    public var isOptional: Bool
    /// The entity the fetch request targets.
    public var entity: String
    /// The fetch request's predicate, in `NSPredicate` format.
    public var predicate: String?
    public var userInfo: [UserInfoEntry]
    public var isSyncable: Bool
    public var anchor: SourceAnchor

    public init(
        name: String,
        isOptional: Bool = true,
        entity: String,
        predicate: String? = nil,
        userInfo: [UserInfoEntry] = [],
        isSyncable: Bool = false,
        anchor: SourceAnchor = SourceAnchor()
    ) {
        self.name = name
        self.isOptional = isOptional
        self.entity = entity
        self.predicate = predicate
        self.userInfo = userInfo
        self.isSyncable = isSyncable
        self.anchor = anchor
    }
}
