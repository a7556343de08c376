import MapwrightModel
import MapwrightSupport

/// The value a required attribute gets when a migration has none for it: its default value, else the
/// zero of its type (a new UUID for a UUID), as a Swift expression of its Objective-C type.
struct Fallback {
    /// The Swift expression, e.g. `NSNumber(value: Int16(0))`.
    var expression: String
    /// In words, for the TODO comment: "the default value 3" or "the fallback 0".
    var description: String

    init(_ target: RequiredValue) {
        let given = target.defaultValue.flatMap { Self.literal($0, type: target.type) }
        let literal = given ?? Self.zero(target.type)
        expression = literal.expression
        description = (given == nil ? "the fallback " : "the default value ") + literal.words
    }

    private typealias Literal = (expression: String, words: String)

    /// The default value `text` as an expression; nil when it does not parse for `type`.
    private static func literal(_ text: String, type: AttributeType) -> Literal? {
        switch type {
        case .integer16, .integer32, .integer64:
            guard let number = Int64(text) else { return nil }
            return ("NSNumber(value: \(swiftType(type))(\(number)))", "\(number)")
        case .double, .float:
            guard let number = NumberText.double(text) else { return nil }
            return ("NSNumber(value: \(swiftType(type))(\(number)))", "\(number)")
        case .boolean:
            let flag = ["yes", "true", "1"].contains(text.lowercased())
            return ("NSNumber(value: \(flag))", flag ? "YES" : "NO")
        case .decimal:
            // Only digits, a sign, a point and an exponent reach the string literal.
            guard NumberText.isDecimal(text) else { return nil }
            return ("NSDecimalNumber(string: \"\(text)\")", text)
        case .string:
            return ("NSString(string: \"\(SwiftEscaping.stringLiteral(text))\")", "\"\(SwiftEscaping.comment(text))\"")
        case .date:
            guard let seconds = NumberText.double(text) else { return nil }
            return ("NSDate(timeIntervalSinceReferenceDate: \(seconds))", "\(seconds) s after 2001-01-01")
        default:
            return nil
        }
    }

    private static func zero(_ type: AttributeType) -> Literal {
        switch type {
        case .integer16, .integer32, .integer64, .double, .float: ("NSNumber(value: \(swiftType(type))(0))", "0")
        case .boolean: ("NSNumber(value: false)", "NO")
        case .decimal: ("NSDecimalNumber.zero", "0")
        case .string: ("NSString(string: \"\")", "\"\" (empty)")
        case .date: ("NSDate(timeIntervalSinceReferenceDate: 0)", "2001-01-01 00:00:00 UTC")
        case .binary: ("NSData()", "empty data")
        case .uuid: ("NSUUID()", "NSUUID() (a new UUID for each object)")
        case .uri: ("NSURL(fileURLWithPath: \"/\")", "file:///")
        case .transformable, .undefined, .objectID, .composite:
            ("NSObject()", "NSObject() (replace it with a real value)")
        }
    }

    private static func swiftType(_ type: AttributeType) -> String {
        switch type {
        case .integer16: "Int16"
        case .integer32: "Int32"
        case .float: "Float"
        case .double: "Double"
        default: "Int64"
        }
    }
}
