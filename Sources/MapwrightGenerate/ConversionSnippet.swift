import MapwrightModel

/// The Objective-C types and default Swift body of a policy helper that converts one attribute value,
/// for the conversions inference cannot do (docs/core-data/lightweight-rules.md, rule 6).
struct ConversionSnippet {
    /// The helper's parameter type, e.g. `NSString`.
    var parameterType: String
    /// The helper's return type, e.g. `NSNumber`.
    var returnType: String
    /// The body lines; `value` is the parameter.
    var body: [String]

    init(from source: AttributeType, to destination: AttributeType) {
        parameterType = Self.objectiveCType(source)
        returnType = Self.objectiveCType(destination)
        let target = destination.xcodeName
        if let conversion = Self.conversion(from: source, to: destination) {
            body = [
                "// Convert here: the line below is a starting point; values it cannot convert become nil.",
                "guard let value else { return nil }",
                "return \(conversion)",
            ]
        } else {
            body = [
                "// Convert here: nothing turns \(source.xcodeName) into \(target) by default.",
                "// Until this is written every `\(parameterType)` becomes nil.",
                "return nil",
            ]
        }
    }

    /// The Objective-C class a value of `type` arrives as in a migration.
    static func objectiveCType(_ type: AttributeType) -> String {
        switch type {
        case .integer16, .integer32, .integer64, .double, .float, .boolean: "NSNumber"
        case .decimal: "NSDecimalNumber"
        case .string: "NSString"
        case .date: "NSDate"
        case .binary: "NSData"
        case .uuid: "NSUUID"
        case .uri: "NSURL"
        case .transformable, .undefined, .objectID, .composite: "NSObject"
        }
    }

    /// A Swift expression of the destination's Objective-C type (optional allowed) made from a
    /// non-nil `value`, for the common conversions; nil when there is no sensible default.
    private static func conversion(from source: AttributeType, to destination: AttributeType) -> String? {
        let text = "value.trimmingCharacters(in: .whitespacesAndNewlines)"
        switch (source, destination) {
        case (.string, .integer16): return "Int16(\(text)).map { NSNumber(value: $0) }"
        case (.string, .integer32): return "Int32(\(text)).map { NSNumber(value: $0) }"
        case (.string, .integer64): return "Int64(\(text)).map { NSNumber(value: $0) }"
        case (.string, .double): return "Double(\(text)).map { NSNumber(value: $0) }"
        case (.string, .float): return "Float(\(text)).map { NSNumber(value: $0) }"
        case (.string, .decimal): return "Decimal(string: \(text)).map { NSDecimalNumber(decimal: $0) }"
        case (.string, .boolean): return "NSNumber(value: [\"1\", \"true\", \"yes\"].contains(\(text).lowercased()))"
        case (.string, .date):
            return "ISO8601DateFormatter().date(from: \(text)).map { NSDate(timeIntervalSinceReferenceDate: $0.timeIntervalSinceReferenceDate) }"
        case (.string, .uuid): return "NSUUID(uuidString: \(text))"
        case (.string, .uri): return "NSURL(string: \(text))"
        case (let from, .string) where from.isNumeric || from == .boolean: return "NSString(string: value.stringValue)"
        case (.date, .string):
            return "NSString(string: ISO8601DateFormatter().string(from: Date(timeIntervalSinceReferenceDate: value.timeIntervalSinceReferenceDate)))"
        case (.uuid, .string): return "NSString(string: value.uuidString)"
        default: return nil
        }
    }
}
