import MapwrightModel
import MapwrightSupport

/// Which default, minimum and maximum values parse for an attribute type, as Xcode writes them in
/// `defaultValueString` / `defaultDateTimeInterval` (docs/core-data/xcdatamodel-format.md, `<attribute>`).
package enum ValueRules {
    /// Why `value` is not a valid default for `type`, or nil when it is.
    package static func problem(withDefault value: String, for type: AttributeType) -> String? {
        switch type {
        case .integer16: return Int16(value) == nil ? "is not an Integer 16 (-32768…32767)" : nil
        case .integer32: return Int32(value) == nil ? "is not an Integer 32" : nil
        case .integer64: return Int64(value) == nil ? "is not an Integer 64" : nil
        case .decimal, .double: return isNumber(value) ? nil : "is not a number"
        case .float:
            return !isNumber(value)
                ? "is not a number"
                : NumberText.double(value).map { Float($0).isFinite } == true
                    ? nil : "is outside the range of a Float (±3.4e38)"
        case .boolean:
            return value == "NO" || value == "YES" || booleans.contains(value.lowercased())
                ? nil : "is not a Boolean (YES or NO)"
        case .date: return isNumber(value) ? nil : "is not a date (seconds since 2001-01-01 00:00:00 UTC)"
        case .uuid: return isUUID(value) ? nil : "is not a UUID"
        case .string, .uri: return nil
        case .binary, .transformable, .objectID, .composite, .undefined:
            return "cannot be given: \(type.xcodeName) attributes have no default value"
        }
    }

    /// True when `value`, though not a valid default or bound for `type`, is one Xcode compiles and
    /// Core Data converts: a decimal number within the type's range (`0.0`) or `YES`/`NO` for an integer
    /// attribute, a number for a Boolean, as files written by older Xcode versions hold.
    package static func isConvertibleDefault(_ value: String, for type: AttributeType) -> Bool {
        let range: ClosedRange<Double>
        switch type {
        case .boolean: return isNumber(value)
        case .integer16: range = Double(Int16.min)...Double(Int16.max)
        case .integer32: range = Double(Int32.min)...Double(Int32.max)
        case .integer64: range = -9.2e18...9.2e18
        default: return false
        }
        if booleans.contains(value.lowercased()) { return true }
        guard let number = NumberText.double(value) else { return false }
        return range.contains(number.rounded(.towardZero))
    }

    /// Why `value` is not a valid minimum or maximum for `type`, or nil. Strings, binary data and URIs
    /// bound the length, a whole number.
    package static func problem(withBound value: String, for type: AttributeType) -> String? {
        switch type {
        case .integer16, .integer32, .integer64: return Int64(value) == nil ? "is not a whole number" : nil
        case .decimal, .double, .float, .date: return isNumber(value) ? nil : "is not a number"
        case .string, .binary, .uri, .transformable:
            return (Int(value) ?? -1) < 0 ? "is not a length (a whole number, 0 or more)" : nil
        default: return "cannot be given: \(type.xcodeName) attributes have no minimum or maximum"
        }
    }

    /// Whether `minimum` is above `maximum`, both read as numbers (lengths, whole numbers, dates);
    /// false when either does not parse (that is reported on its own).
    package static func isAbove(_ minimum: String, _ maximum: String) -> Bool {
        // Whole numbers that a Double holds exactly compare as integers: parsing them as Doubles (strtod)
        // cost ten times as much, and gives the same answer.
        if let low = Int64(minimum), let high = Int64(maximum), low.magnitude < 1 << 53, high.magnitude < 1 << 53 {
            return low > high
        }
        guard let low = NumberText.double(minimum), let high = NumberText.double(maximum) else { return false }
        return low > high
    }

    private static let booleans: Set<String> = ["yes", "no", "true", "false", "1", "0"]

    private static func isNumber(_ value: String) -> Bool {
        // A whole number (what `Int64` parses: an optional sign and digits) is a finite Double too.
        if Int64(value) != nil { return true }
        return NumberText.double(value) != nil
    }

    /// `8-4-4-4-12` hexadecimal digits.
    private static func isUUID(_ value: String) -> Bool {
        let groups = value.split(separator: "-", omittingEmptySubsequences: false)
        guard groups.map(\.count) == [8, 4, 4, 4, 12] else { return false }
        return groups.allSatisfy { $0.allSatisfy(\.isHexDigit) }
    }
}
