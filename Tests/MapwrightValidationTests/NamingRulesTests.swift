import MapwrightDiagnostics
import MapwrightModel
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

    /// A SwiftData model's property names are Swift's (`_cache`, `isDeleted`): an import of one validates as
    /// the SwiftData reader read it; a name that is not an ASCII identifier stays an error.
    @Test(arguments: [("_cache", false), ("isDeleted", false), ("URL", false), ("1st", true), ("é", true)])
    func swiftDataPropertyNamesAreSwifts(name: String, isError: Bool) {
        var model = DataModel(
            name: "V1", entities: [Entity(name: "Item", attributes: [Attribute(name: name, type: .string)])])
        model.settings.isUsedWithSwiftData = true
        let diagnostics = CollectingDiagnosticCollector()
        ModelValidator.validate(model, diagnostics: diagnostics)
        #expect(diagnostics.hasErrors == isError, "\(diagnostics.diagnostics.map(\.summaryLine))")
        model.settings.isUsedWithSwiftData = false
        let xcode = CollectingDiagnosticCollector()
        ModelValidator.validate(model, diagnostics: xcode)
        #expect(!xcode.diagnostics.isEmpty)
    }
}
