import MapwrightValidation
import Testing

@Suite struct NamingRulesTests {
    @Test func everyReservedNameIsReserved() {
        for name in NamingRules.reservedPropertyNames {
            #expect(NamingRules.isReservedPropertyName(name), "\(name)")
        }
    }

    @Test(arguments: [
        "", "name", "Description", "descriptions", "descriptio", "selfish", "Self", "_init", "ìnit", "1copy",
    ])
    func otherNamesAreNotReserved(name: String) {
        #expect(!NamingRules.isReservedPropertyName(name))
    }
}
