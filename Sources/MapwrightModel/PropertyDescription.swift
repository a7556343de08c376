import MapwrightDiagnostics

/// What attributes and relationships share, as `NSPropertyDescription` does for Core Data: the fields that
/// are compared, hashed and matched the same way for both.
package protocol PropertyDescription: Hashable, Sendable {
    /// The property's name.
    var name: String { get set }
    /// True when the property may be nil.
    var isOptional: Bool { get set }
    /// True for a transient property (never stored, never hashed).
    var isTransient: Bool { get set }
    /// True when the store keeps an index on the property.
    var isIndexed: Bool { get set }
    /// True when Spotlight indexes the property.
    var isIndexedBySpotlight: Bool { get set }
    /// True when the property is stored in an external-records truth file.
    var isStoredInTruthFile: Bool { get set }
    /// The renaming identifier (`elementID` in the XML); nil means "same as the name".
    var renamingIdentifier: String? { get set }
    /// The version hash modifier.
    var versionHashModifier: String? { get set }
    /// The user info dictionary, in file order.
    var userInfo: [UserInfoEntry] { get set }
    /// Xcode's legacy `syncable` flag (no effect on hashes).
    var isSyncable: Bool { get set }
    /// Where the property was read from.
    var anchor: SourceAnchor { get set }
}

extension PropertyDescription {
    /// The key Core Data matches this property by across versions: the renaming identifier, else the name.
    package var matchingKey: String { renamingIdentifier ?? name }
}

extension Attribute: PropertyDescription {}
extension Relationship: PropertyDescription {}
