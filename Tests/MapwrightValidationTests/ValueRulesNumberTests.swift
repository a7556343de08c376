import MapwrightValidation
import Testing

/// Whole numbers take a quicker path in ``ValueRules``; the answers must be those of reading every value
/// as a decimal number written whole (sign, digits, one point, exponent), as model files write them:
/// never hex, `inf`, spaces, or anything after a NUL.
@Suite struct ValueRulesNumberTests {
    static let values = [
        "0", "-0", "+5", "05", "5", "-5", "100", " 5", "5 ", "1e3", "0x10", "0.5", "-1.5", "inf", "nan", "", "-",
        "9007199254740992", "9007199254740993", "-9007199254740993", "9223372036854775807", "-9223372036854775808",
        "9223372036854775808", "99999999999999999999", "1_000", "1\u{0}x", "1.", ".5", "1e", "1e+3", "--1",
    ]

    /// The oracle: the value when it is a decimal number written whole.
    static func decimal(_ text: String) -> Swift.Double? {
        guard text.wholeMatch(of: #/[+-]?([0-9]+\.?[0-9]*|\.[0-9]+)([eE][+-]?[0-9]+)?/#) != nil else { return nil }
        return Swift.Double(text)
    }

    @Test func isAboveAsDoubles() {
        for low in Self.values {
            for high in Self.values {
                let expected: Bool
                if let a = Self.decimal(low), let b = Self.decimal(high), a.isFinite, b.isFinite {
                    expected = a > b
                } else {
                    expected = false
                }
                #expect(ValueRules.isAbove(low, high) == expected, "\(low) > \(high)")
            }
        }
    }

    @Test func numbersAsDoubles() {
        for value in Self.values {
            let isNumber = Self.decimal(value).map(\.isFinite) ?? false
            #expect((ValueRules.problem(withDefault: value, for: .double) == nil) == isNumber, "\(value)")
            #expect((ValueRules.problem(withBound: value, for: .date) == nil) == isNumber, "\(value)")
        }
    }
}
