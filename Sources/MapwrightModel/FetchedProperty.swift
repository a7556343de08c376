import MapwrightDiagnostics

/// A fetched property (`<fetchedProperty>`): a stored fetch request on an entity. Never hashed.
package struct FetchedProperty: Hashable, Sendable {
    package var name: String
    package var isOptional: Bool
    /// The entity the fetch request targets.
    package var entity: String
    /// The fetch request's predicate, in `NSPredicate` format.
    package var predicate: String?
    package var userInfo: [UserInfoEntry]
    package var isSyncable: Bool
    package var anchor: SourceAnchor

    package init(
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
