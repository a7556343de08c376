/// A Core Data attribute (`<attribute>` in Xcode's `contents`, `NSAttributeDescription`).
public struct Attribute: Hashable, Sendable {
    public var name: String
    public var type: AttributeType
    public var isOptional: Bool
    public var isTransient: Bool
    /// The default value as written (`defaultValueString`, or `defaultDateTimeInterval` for dates:
    /// seconds since 2001-01-01 UTC).
    public var defaultValue: String?
    /// A default the app computes rather than writes: the initial value of a SwiftData property that is
    /// not a literal (`Date.now`, `UUID()`, `[]`), as written. SwiftData records the value it computes
    /// when it builds the schema (docs/core-data/swiftdata.md), so the attribute has a default; Xcode
    /// and YAML models have none of these.
    public var defaultExpression: String?
    /// Minimum value or length (`minValueString` / `minDateTimeInterval`).
    public var minValue: String?
    /// Maximum value or length (`maxValueString` / `maxDateTimeInterval`).
    public var maxValue: String?
    /// `regularExpressionString`.
    public var regularExpression: String?
    public var isIndexed: Bool
    public var isIndexedBySpotlight: Bool
    public var isStoredInTruthFile: Bool
    public var allowsExternalBinaryDataStorage: Bool
    public var allowsCloudEncryption: Bool
    public var preservesValueInHistoryOnDeletion: Bool
    /// `valueTransformerName`, e.g. `NSSecureUnarchiveFromData`.
    public var valueTransformerName: String?
    /// `customClassName`, e.g. `[String]` or `UIColor`.
    public var customClassName: String?
    /// The Swift type a SwiftData property is declared with when the store holds another: a raw-value
    /// enum (`Priority`) stored as its raw value. What `generate --swiftdata` writes back; it changes
    /// neither the store nor its hashes.
    public var swiftTypeName: String?
    /// `usesScalarValueType`: nil when the file does not say (Xcode then decides by language).
    public var usesScalarValueType: Bool?
    /// `derivationExpression` of a derived attribute (`derived="YES"`); nil when not derived.
    public var derivationExpression: String?
    /// The composite type's name, for `Composite` attributes.
    public var compositeName: String?
    /// The renaming identifier (`elementID` in the XML); nil means "same as the name".
    public var renamingIdentifier: String?
    public var versionHashModifier: String?
    public var userInfo: [UserInfoEntry]
    /// Xcode's legacy `syncable` flag (no effect on hashes).
    public var isSyncable: Bool
    public var anchor: SourceAnchor

    /// Inlinable, like the other model values' initialisers: the readers in other modules build one
    /// attribute per element, and an opaque call with two dozen defaulted arguments cost several times
    /// the stores themselves.
    @inlinable
    public init(
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
    public var isDerived: Bool { derivationExpression != nil }

    /// True when a new row gets a value without the app setting one: a default value or expression.
    public var hasDefault: Bool { defaultValue != nil || defaultExpression != nil }
}
