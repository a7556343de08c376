/// The diagnostic codes the Xcode reader emits (range MW030–MW049, see docs/xcode-interop.md).
public enum XcodeDiagnosticCode {
    /// The path is missing, or is not a `.xcdatamodeld` bundle or `.xcdatamodel` version.
    public static let notAModel = "MW030"
    /// A `contents` file is not well-formed XML.
    public static let malformedXML = "MW031"
    /// A version made before Xcode 4 (binary `elements`/`layout`, no `contents`).
    public static let unsupportedLegacyVersion = "MW032"
    /// `.xccurrentversion` is missing or unreadable.
    public static let currentVersionFile = "MW033"
    /// `.xccurrentversion` names a version the bundle does not hold.
    public static let missingCurrentVersion = "MW034"
    /// An element the reader does not understand (reported, not imported).
    public static let unknownElement = "MW035"
    /// An attribute the reader does not understand (reported, not imported).
    public static let unknownAttribute = "MW036"
    /// An attribute whose value cannot be read (`YES`/`NO`, numbers, enumerations).
    public static let invalidValue = "MW037"
    /// A required attribute is missing.
    public static let missingAttribute = "MW038"
    /// `inverseEntity` names another entity than `destinationEntity`.
    public static let inverseEntityMismatch = "MW039"
    /// The root element is not `<model>`.
    public static let notADataModel = "MW040"
    /// A derived attribute without an expression, or an expression without `derived="YES"`.
    public static let derivationMismatch = "MW041"
    /// The entity userInfo entry carrying a migration-policy request cannot be read.
    public static let migrationPolicyEntry = "MW042"
    /// A non-empty value in an attribute the reader drops (`name` on `<model>`).
    public static let droppedValue = "MW043"
}
