import MapwrightModel

/// The Objective-C types and Swift body of a policy method an attribute's value expression calls
/// (``PolicyHelper``): a conversion inference cannot do (docs/core-data/lightweight-rules.md, rule 6), a
/// value for an attribute that became required, or external data moved into the store. The method never
/// returns nil for a required attribute: it returns the default value, else a fallback the TODO asks to
/// confirm (nil would fail validation, 134110).
struct ConversionSnippet {
    /// The method's parameter type, e.g. `NSString`.
    var parameterType: String
    /// The method's return type, e.g. `NSNumber` (`NSNumber?` for an optional attribute).
    var returnType: String
    /// The body lines; `value` is the parameter.
    var body: [String]

    /// A conversion from `source` to the attribute `target`.
    init(converting source: AttributeType, to target: RequiredValue) {
        parameterType = Self.objectiveCType(source)
        returnType = Self.returnType(target)
        let fallback = Fallback(target)
        let from = source.xcodeName, to = target.type.xcodeName
        guard let conversion = Self.conversion(from: source, to: target.type) else {
            body =
                ["// TODO: Convert \(from) to \(to) here: nothing does it by default."]
                + (target.isRequired
                    ? ["// Until then every object gets \(fallback.description).", "return \(fallback.expression)"]
                    : ["// Until then every object gets nil.", "return nil"])
            return
        }
        if target.isRequired {
            body = [
                "// TODO: Check the conversion. Objects without a value, or with one it cannot convert, get \(fallback.description).",
                "guard let value, let converted = \(conversion) else { return \(fallback.expression) }",
                "return converted",
            ]
        } else {
            body = [
                "// TODO: Check the conversion. Values it cannot convert become nil.",
                "guard let value else { return nil }",
                "return \(conversion)",
            ]
        }
    }

    /// A value for an attribute that became required without a default value.
    init(filling target: RequiredValue) {
        parameterType = Self.objectiveCType(target.type)
        returnType = Self.returnType(target)
        let fallback = Fallback(target)
        body = [
            "// TODO: Objects without a value get \(fallback.description): confirm it, or compute a better value.",
            "value ?? \(fallback.expression)",
        ]
    }

    /// External binary data moved into the store: reading `value` loads the bytes from the external file,
    /// and the copy returned is saved in the store itself.
    init(movingIntoStore target: RequiredValue) {
        parameterType = "NSData"
        returnType = Self.returnType(target)
        let missing = target.isRequired ? Fallback(target).expression : "nil"
        body = [
            "guard let value else { return \(missing) }",
            "return NSData(bytes: value.bytes, length: value.length)",
        ]
    }

    private static func returnType(_ target: RequiredValue) -> String {
        objectiveCType(target.type) + (target.isRequired ? "" : "?")
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

    /// A Swift expression of the destination's Objective-C type, optional, made from a non-nil `value`,
    /// for the common conversions; nil when there is no sensible default.
    private static func conversion(from source: AttributeType, to destination: AttributeType) -> String? {
        let text = "value.trimmingCharacters(in: .whitespacesAndNewlines)"
        switch (source, destination) {
        case (.string, .integer16): return "Int16(\(text)).map({ NSNumber(value: $0) })"
        case (.string, .integer32): return "Int32(\(text)).map({ NSNumber(value: $0) })"
        case (.string, .integer64): return "Int64(\(text)).map({ NSNumber(value: $0) })"
        case (.string, .double): return "Double(\(text)).map({ NSNumber(value: $0) })"
        case (.string, .float): return "Float(\(text)).map({ NSNumber(value: $0) })"
        case (.string, .decimal): return "Decimal(string: \(text)).map({ NSDecimalNumber(decimal: $0) })"
        case (.string, .boolean):
            return "Optional(NSNumber(value: [\"1\", \"true\", \"yes\"].contains(\(text).lowercased())))"
        case (.string, .date):
            return
                "ISO8601DateFormatter().date(from: \(text)).map({ NSDate(timeIntervalSinceReferenceDate: $0.timeIntervalSinceReferenceDate) })"
        case (.string, .uuid): return "NSUUID(uuidString: \(text))"
        case (.string, .uri): return "NSURL(string: \(text))"
        case (let from, .string) where from.isNumeric || from == .boolean:
            return "Optional(NSString(string: value.stringValue))"
        case (.date, .string):
            return
                "Optional(NSString(string: ISO8601DateFormatter().string(from: Date(timeIntervalSinceReferenceDate: value.timeIntervalSinceReferenceDate))))"
        case (.uuid, .string): return "Optional(NSString(string: value.uuidString))"
        default: return nil
        }
    }
}
