import MapwrightModel

/// The XML attributes attributes and relationships share, written in the order Xcode writes them.
extension XMLOutputElement {
    /// `name`, `optional` and `transient`, which open the element.
    mutating func setHead(of property: some PropertyDescription) {
        set("name", property.name)
        flag("optional", property.isOptional)
        flag("transient", property.isTransient)
    }

    /// Where the property is indexed and stored.
    mutating func setIndexing(of property: some PropertyDescription) {
        flag("indexed", property.isIndexed)
        flag("spotlightIndexingEnabled", property.isIndexedBySpotlight)
        flag("storedInTruthFile", property.isStoredInTruthFile)
    }

    /// The hash modifier, renaming identifier (`elementID`), `syncable` flag and user info, which close the element.
    mutating func setIdentityAndMetadata(of property: some PropertyDescription) {
        set("versionHashModifier", property.versionHashModifier)
        set("elementID", property.renamingIdentifier)
        flag("syncable", property.isSyncable)
        children += ContentsEncoder.userInfoElement(property.userInfo)
    }
}
