/// A Core Data attribute (`<attribute>` in Xcode's `contents`, `NSAttributeDescription`).
public struct Attribute: Hashable, Sendable {
    public var name: String
    package var type: AttributeType
    package var isOptional: Bool
    package var isTransient: Bool
    /// The default value as written (`defaultValueString`, or `defaultDateTimeInterval` for dates:
    /// seconds since 2001-01-01 UTC).
    package var defaultValue: String?
    /// A default the app computes rather than writes: the initial value of a SwiftData property that is
    /// not a literal (`Date.now`, `UUID()`, `[]`), as written. SwiftData records the value it computes
    /// when it builds the schema (docs/core-data/swiftdata.md), so the attribute has a default; Xcode
    /// and YAML models have none of these.
    package var defaultExpression: String?
    /// Minimum value or length (`minValueString` / `minDateTimeInterval`).
    package var minValue: String?
    /// Maximum value or length (`maxValueString` / `maxDateTimeInterval`).
    package var maxValue: String?
    /// `regularExpressionString`.
    package var regularExpression: String?
    package var isIndexed: Bool
    package var isIndexedBySpotlight: Bool
    package var isStoredInTruthFile: Bool
    package var allowsExternalBinaryDataStorage: Bool
    package var allowsCloudEncryption: Bool
    package var preservesValueInHistoryOnDeletion: Bool
    /// `valueTransformerName`, e.g. `NSSecureUnarchiveFromData`.
    package var valueTransformerName: String?
    /// `customClassName`, e.g. `[String]` or `UIColor`.
    package var customClassName: String?
    /// The Swift type a SwiftData property is declared with when the store holds another: a raw-value
    /// enum (`Priority`) stored as its raw value. What `generate --swiftdata` writes back; it changes
    /// neither the store nor its hashes.
    package var swiftTypeName: String?
    /// `usesScalarValueType`: nil when the file does not say (Xcode then decides by language).
    package var usesScalarValueType: Bool?
    /// `derivationExpression` of a derived attribute (`derived="YES"`); nil when not derived.
    package var derivationExpression: String?
    /// The composite type's name, for `Composite` attributes.
    package var compositeName: String?
    /// The renaming identifier (`elementID` in the XML); nil means "same as the name".
    package var renamingIdentifier: String?
    package var versionHashModifier: String?
    package var userInfo: [UserInfoEntry]
    /// Xcode's legacy `syncable` flag (no effect on hashes).
    package var isSyncable: Bool
    package var anchor: SourceAnchor

    /// Inlinable, like the other model values' initialisers: the readers in other modules build one
    /// attribute per element, and an opaque call with two dozen defaulted arguments cost several times
    /// the stores themselves.
    package init(
        name: String,
        type: AttributeType,
        isOptional: Bool = false,
        isTransient: Bool = false,
        defaultValue: String? = nil,
        minValue: String? = nil,
        maxValue: String? = nil,
        regularExpression: String? = nil,
        isIndexed: Bool = false,
        isIndexedBySpotlight: Bool = false,
        isStoredInTruthFile: Bool = false,
        allowsExternalBinaryDataStorage: Bool = false,
        allowsCloudEncryption: Bool = false,
        preservesValueInHistoryOnDeletion: Bool = false,
        valueTransformerName: String? = nil,
        customClassName: String? = nil,
        usesScalarValueType: Bool? = nil,
        derivationExpression: String? = nil,
        compositeName: String? = nil,
        renamingIdentifier: String? = nil,
        versionHashModifier: String? = nil,
        userInfo: [UserInfoEntry] = [],
        isSyncable: Bool = false,
        anchor: SourceAnchor = SourceAnchor()
    ) {
        self.name = name
        self.type = type
        self.isOptional = isOptional
        self.isTransient = isTransient
        self.defaultValue = defaultValue
        self.minValue = minValue
        self.maxValue = maxValue
        self.regularExpression = regularExpression
        self.isIndexed = isIndexed
        self.isIndexedBySpotlight = isIndexedBySpotlight
        self.isStoredInTruthFile = isStoredInTruthFile
        self.allowsExternalBinaryDataStorage = allowsExternalBinaryDataStorage
        self.allowsCloudEncryption = allowsCloudEncryption
        self.preservesValueInHistoryOnDeletion = preservesValueInHistoryOnDeletion
        self.valueTransformerName = valueTransformerName
        self.customClassName = customClassName
        self.usesScalarValueType = usesScalarValueType
        self.derivationExpression = derivationExpression
        self.compositeName = compositeName
        self.renamingIdentifier = renamingIdentifier
        self.versionHashModifier = versionHashModifier
        self.userInfo = userInfo
        self.isSyncable = isSyncable
        self.anchor = anchor
    }

    /// True for a derived attribute.
    package var isDerived: Bool { derivationExpression != nil }

    /// True when a new row gets a value without the app setting one: a default value or expression.
    package var hasDefault: Bool { defaultValue != nil || defaultExpression != nil }
}
