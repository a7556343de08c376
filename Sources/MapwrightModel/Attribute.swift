import MapwrightDiagnostics

/// A Core Data attribute (`<attribute>` in Xcode's `contents`, `NSAttributeDescription`).
public struct Attribute: Hashable, Sendable {
    public var name: String
    package var type: AttributeType
    package var isOptional: Bool
    package var isTransient: Bool
    /// The default value as written (`defaultValueString`, or `defaultDateTimeInterval` for dates:
    /// seconds since 2001-01-01 UTC).
    package var defaultValue: String? {
        @inlinable get { settings.value.defaultValue }
        set { updateSettings { $0.defaultValue = newValue } }
    }
    /// A default the app computes rather than writes: the initial value of a SwiftData property that is
    /// not a literal (`Date.now`, `UUID()`, `[]`), as written. SwiftData records the value it computes
    /// when it builds the schema (docs/core-data/swiftdata.md), so the attribute has a default; Xcode
    /// and YAML models have none of these.
    package var defaultExpression: String? {
        @inlinable get { settings.value.defaultExpression }
        set { updateSettings { $0.defaultExpression = newValue } }
    }
    /// Minimum value or length (`minValueString` / `minDateTimeInterval`).
    package var minValue: String? {
        @inlinable get { settings.value.minValue }
        set { updateSettings { $0.minValue = newValue } }
    }
    /// Maximum value or length (`maxValueString` / `maxDateTimeInterval`).
    package var maxValue: String? {
        @inlinable get { settings.value.maxValue }
        set { updateSettings { $0.maxValue = newValue } }
    }
    /// `regularExpressionString`.
    package var regularExpression: String? {
        @inlinable get { settings.value.regularExpression }
        set { updateSettings { $0.regularExpression = newValue } }
    }
    package var isIndexed: Bool
    package var isIndexedBySpotlight: Bool
    package var isStoredInTruthFile: Bool
    package var allowsExternalBinaryDataStorage: Bool
    package var allowsCloudEncryption: Bool
    package var preservesValueInHistoryOnDeletion: Bool
    /// `valueTransformerName`, e.g. `NSSecureUnarchiveFromData`.
    package var valueTransformerName: String? {
        @inlinable get { settings.value.valueTransformerName }
        set { updateSettings { $0.valueTransformerName = newValue } }
    }
    /// `customClassName`, e.g. `[String]` or `UIColor`.
    package var customClassName: String? {
        @inlinable get { settings.value.customClassName }
        set { updateSettings { $0.customClassName = newValue } }
    }
    /// The Swift type a SwiftData property is declared with when the store holds another: a raw-value
    /// enum (`Priority`) stored as its raw value. What `generate --swiftdata` writes back; it changes
    /// neither the store nor its hashes.
    package var swiftTypeName: String? {
        @inlinable get { settings.value.swiftTypeName }
        set { updateSettings { $0.swiftTypeName = newValue } }
    }
    /// `usesScalarValueType`: nil when the file does not say (Xcode then decides by language).
    package var usesScalarValueType: Bool?
    /// `derivationExpression` of a derived attribute (`derived="YES"`); nil when not derived.
    package var derivationExpression: String? {
        @inlinable get { settings.value.derivationExpression }
        set { updateSettings { $0.derivationExpression = newValue } }
    }
    /// The composite type's name, for `Composite` attributes.
    package var compositeName: String? {
        @inlinable get { settings.value.compositeName }
        set { updateSettings { $0.compositeName = newValue } }
    }
    /// The renaming identifier (`elementID` in the XML); nil means "same as the name".
    package var renamingIdentifier: String? {
        @inlinable get { settings.value.renamingIdentifier }
        set { updateSettings { $0.renamingIdentifier = newValue } }
    }
    package var versionHashModifier: String? {
        @inlinable get { settings.value.versionHashModifier }
        set { updateSettings { $0.versionHashModifier = newValue } }
    }
    package var userInfo: [UserInfoEntry]
    /// Xcode's legacy `syncable` flag (no effect on hashes).
    package var isSyncable: Bool
    package var anchor: SourceAnchor
    /// The optional settings above, which most attributes leave unset, held in one shared value: an
    /// attribute is copied for every version that repeats its entity, and held inline they made most of
    /// each copy.
    @usableFromInline var settings = AttributeSettings.Box.unset

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
        self.isIndexed = isIndexed
        self.isIndexedBySpotlight = isIndexedBySpotlight
        self.isStoredInTruthFile = isStoredInTruthFile
        self.allowsExternalBinaryDataStorage = allowsExternalBinaryDataStorage
        self.allowsCloudEncryption = allowsCloudEncryption
        self.preservesValueInHistoryOnDeletion = preservesValueInHistoryOnDeletion
        self.usesScalarValueType = usesScalarValueType
        self.userInfo = userInfo
        self.isSyncable = isSyncable
        self.anchor = anchor
        let settings = AttributeSettings(
            defaultValue: defaultValue, minValue: minValue, maxValue: maxValue, regularExpression: regularExpression,
            valueTransformerName: valueTransformerName, customClassName: customClassName,
            derivationExpression: derivationExpression, compositeName: compositeName,
            renamingIdentifier: renamingIdentifier, versionHashModifier: versionHashModifier)
        if settings != AttributeSettings() { self.settings = AttributeSettings.Box(settings) }
    }

    /// True for a derived attribute.
    package var isDerived: Bool { derivationExpression != nil }

    /// True when a new row gets a value without the app setting one: a default value or expression.
    package var hasDefault: Bool { defaultValue != nil || defaultExpression != nil }
}

/// The optional string settings of an ``Attribute``.
@usableFromInline struct AttributeSettings: Hashable, Sendable {
    @usableFromInline var defaultValue: String?
    @usableFromInline var defaultExpression: String?
    @usableFromInline var minValue: String?
    @usableFromInline var maxValue: String?
    @usableFromInline var regularExpression: String?
    @usableFromInline var valueTransformerName: String?
    @usableFromInline var customClassName: String?
    @usableFromInline var swiftTypeName: String?
    @usableFromInline var derivationExpression: String?
    @usableFromInline var compositeName: String?
    @usableFromInline var renamingIdentifier: String?
    @usableFromInline var versionHashModifier: String?

    /// The settings, shared by the copies of an attribute until one of them changes a setting. Equal and
    /// hashed by value.
    @usableFromInline final class Box: Hashable, Sendable {
        @usableFromInline let value: AttributeSettings

        /// Every setting unset: what most attributes share.
        static let unset = Box(AttributeSettings())

        init(_ value: AttributeSettings) { self.value = value }

        @usableFromInline static func == (left: Box, right: Box) -> Bool { left === right || left.value == right.value }

        @usableFromInline func hash(into hasher: inout Hasher) { hasher.combine(value) }
    }
}

extension Attribute {
    /// Changes the settings through `change`; the changed settings get a box no other copy shares.
    fileprivate mutating func updateSettings(_ change: (inout AttributeSettings) -> Void) {
        var value = settings.value
        change(&value)
        // Readers set every setting once, most of them to nil: a box is made only for a change.
        if value != settings.value { settings = AttributeSettings.Box(value) }
    }
}
