import MapwrightModel

/// The differences found between a matched pair of properties, in the order they are reported. The fields
/// attributes and relationships share are compared by the same methods for both.
struct PropertyChanges {
    let kind: PropertyKind
    private(set) var found: [(kind: ChangeKind, detail: String)] = []

    init(kind: PropertyKind) {
        self.kind = kind
    }

    /// Records `change` with its detail.
    mutating func record(_ change: ChangeKind, _ detail: String) {
        found.append((change, detail))
    }

    /// Records `change` when `old` and `new` differ.
    mutating func check<T: Equatable>(_ change: ChangeKind, _ old: T, _ new: T, _ describe: () -> String) {
        if old != new { record(change, describe()) }
    }

    /// Records a change in a field attributes and relationships share.
    mutating func check<T: Equatable>(_ change: PropertyChange, _ old: T, _ new: T, _ describe: () -> String) {
        check(.property(change, kind), old, new, describe)
    }

    /// A rename (the names differ under one renaming identifier), or else a changed renaming identifier.
    mutating func compareIdentity(_ a: some PropertyDescription, _ b: some PropertyDescription) {
        if a.name != b.name {
            record(.property(.renamed, kind), "`\(a.name)` → `\(b.name)` (renaming identifier `\(b.matchingKey)`)")
        } else {
            check(.renamingIdentifierChanged, a.renamingIdentifier, b.renamingIdentifier) {
                Describe.change(a.renamingIdentifier, b.renamingIdentifier)
            }
        }
    }

    /// Optional or required.
    mutating func compareOptionality(_ a: some PropertyDescription, _ b: some PropertyDescription) {
        check(.optionalityChanged, a.isOptional, b.isOptional) {
            Describe.flag(a.isOptional, b.isOptional, on: "optional", off: "required")
        }
    }

    /// Transient or persistent.
    mutating func compareTransience(_ a: some PropertyDescription, _ b: some PropertyDescription) {
        check(.transientChanged, a.isTransient, b.isTransient) {
            Describe.flag(a.isTransient, b.isTransient, on: "transient", off: "persistent")
        }
    }

    /// The version hash modifier and where the property is indexed and stored.
    mutating func compareHashingAndIndexing(_ a: some PropertyDescription, _ b: some PropertyDescription) {
        check(.hashModifierChanged, a.versionHashModifier, b.versionHashModifier) {
            Describe.change(a.versionHashModifier, b.versionHashModifier)
        }
        check(.indexedChanged, a.isIndexed, b.isIndexed) {
            Describe.flag(a.isIndexed, b.isIndexed, on: "indexed", off: "not indexed")
        }
        check(.spotlightChanged, a.isIndexedBySpotlight, b.isIndexedBySpotlight) {
            Describe.flag(
                a.isIndexedBySpotlight, b.isIndexedBySpotlight, on: "indexed by Spotlight",
                off: "not indexed by Spotlight")
        }
        check(.truthFileChanged, a.isStoredInTruthFile, b.isStoredInTruthFile) {
            Describe.flag(
                a.isStoredInTruthFile, b.isStoredInTruthFile, on: "stored in truth file",
                off: "not stored in truth file")
        }
    }

    /// The user info and the legacy `syncable` flag.
    mutating func compareMetadata(_ a: some PropertyDescription, _ b: some PropertyDescription) {
        check(.userInfoChanged, a.userInfo, b.userInfo) {
            "\(Describe.userInfo(a.userInfo)) → \(Describe.userInfo(b.userInfo))"
        }
        check(.syncableChanged, a.isSyncable, b.isSyncable) {
            Describe.flag(a.isSyncable, b.isSyncable, on: "syncable", off: "not syncable")
        }
    }
}
