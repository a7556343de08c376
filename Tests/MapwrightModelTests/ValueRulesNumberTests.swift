import MapwrightModel
import Testing

/// Whole numbers take a quicker path than `Double(_:)` in ``ValueRules``; the answers must be those of
/// reading every value as a `Double`.
@Suite struct ValueRulesNumberTests {
    static let values = [
        "0", "-0", "+5", "05", "5", "-5", "100", " 5", "5 ", "1e3", "0x10", "0.5", "-1.5", "inf", "nan", "", "-",
        "9007199254740992", "9007199254740993", "-9007199254740993", "9223372036854775807", "-9223372036854775808",
        "9223372036854775808", "99999999999999999999", "1_000",
    ]

    @Test func isAboveAsDoubles() {
        for low in Self.values {
            for high in Self.values {
                let expected: Bool
                if let a = Double(low), let b = Double(high), a.isFinite, b.isFinite { expected = a > b } else { expected = false }
                #expect(ValueRules.isAbove(low, high) == expected, "\(low) > \(high)")
            }
        }
    }

    @Test func numbersAsDoubles() {
        for value in Self.values {
            let isNumber = Double(value).map(\.isFinite) ?? false
            #expect((ValueRules.problem(withDefault: value, for: .double) == nil) == isNumber, "\(value)")
            #expect((ValueRules.problem(withBound: value, for: .date) == nil) == isNumber, "\(value)")
        }
    }
}
