/// A Core Data attribute type, with its `NSAttributeType` raw value and Xcode's spelling.
///
/// Raw values from the `NSAttributeType` header (docs/core-data/version-hash.md).
package enum AttributeType: String, Sendable, Hashable, CaseIterable, Codable {
    case undefined = "Undefined"
    case integer16 = "Integer 16"
    case integer32 = "Integer 32"
    case integer64 = "Integer 64"
    case decimal = "Decimal"
    case double = "Double"
    case float = "Float"
    case string = "String"
    case boolean = "Boolean"
    case date = "Date"
    case binary = "Binary"
    case uuid = "UUID"
    case uri = "URI"
    case transformable = "Transformable"
    case objectID = "ObjectID"
    case composite = "Composite"

    /// The spelling Xcode writes in `attributeType` (and the canonical spelling in YAML).
    package var xcodeName: String { rawValue }

    /// `NSAttributeType` raw value, as fed to the attribute version hash.
    package var coreDataRawValue: UInt32 {
        switch self {
        case .undefined: 0
        case .integer16: 100
        case .integer32: 200
        case .integer64: 300
        case .decimal: 400
        case .double: 500
        case .float: 600
        case .string: 700
        case .boolean: 800
        case .date: 900
        case .binary: 1000
        case .uuid: 1100
        case .uri: 1200
        case .transformable: 1800
        case .objectID: 2000
        case .composite: 2100
        }
    }

    /// Integer 16/32/64, Decimal, Double, Float: the types Core Data converts among during inference.
    package var isNumeric: Bool {
        switch self {
        case .integer16, .integer32, .integer64, .decimal, .double, .float: true
        default: false
        }
    }

    /// False for the types whose attributes take no default value: Binary, Transformable, ObjectID,
    /// Composite, Undefined.
    package var takesDefaultValue: Bool {
        switch self {
        case .binary, .transformable, .objectID, .composite, .undefined: false
        default: true
        }
    }

    /// Looks a type up by Xcode's spelling (`Integer 16`) or the compact one (`Integer16`, `Int16`),
    /// case-insensitively. Returns nil for an unknown name.
    package init?(spelling: String) {
        let key = spelling.lowercased().filter { $0 != " " && $0 != "_" }
        guard let match = AttributeType.spellings[key] else { return nil }
        self = match
    }

    private static let spellings: [String: AttributeType] = {
        var table: [String: AttributeType] = [:]
        for type in AttributeType.allCases {
            table[type.rawValue.lowercased().filter { $0 != " " }] = type
        }
        table["int16"] = .integer16
        table["int32"] = .integer32
        table["int64"] = .integer64
        table["bool"] = .boolean
        table["data"] = .binary
        table["binarydata"] = .binary
        table["url"] = .uri
        return table
    }()
}
