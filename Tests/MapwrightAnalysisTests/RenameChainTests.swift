import MapwrightCore
import Testing

/// Core Data reference, lightweight-rules.md, "Renaming identifiers across chains".
@Suite struct RenameChainTests {
    static func version(_ name: String, _ attribute: Attribute) -> DataModel {
        DataModel(name: name, entities: [Entity(name: "Car", attributes: [attribute])])
    }

    static let v1 = version("V1", Attribute(name: "color", type: .string, isOptional: true))
    static let v2 = version("V2", Attribute(name: "paintColor", type: .string, isOptional: true, renamingIdentifier: "color"))
    static let v3Canonical = version("V3", Attribute(name: "primaryColor", type: .string, isOptional: true, renamingIdentifier: "color"))
    static let v3PreviousName = version("V3", Attribute(name: "primaryColor", type: .string, isOptional: true, renamingIdentifier: "paintColor"))

    @Test func canonicalIdentifierMatchesEveryPair() {
        for (from, to) in [(Self.v1, Self.v2), (Self.v2, Self.v3Canonical), (Self.v1, Self.v3Canonical)] {
            let step = MigrationAnalyzer.analyze(from: from, to: to)
            #expect(step.migration == .lightweight)
            #expect(step.findings.isEmpty, "\(from.name) → \(to.name): \(step.findings.map(\.message))")
            #expect(step.diff.changes.map(\.kind) == [.attributeRenamed])
            let match = step.diff.entityMatches[0].properties[0]
            #expect(match.source?.property.name == from.entities[0].attributes[0].name)
            #expect(match.destination?.property.name == "\(to.entities[0].attributes[0].name)")
        }
    }

    @Test func previousNameAsIdentifierDropsTheDataForTheAdjacentStep() throws {
        let step = MigrationAnalyzer.analyze(from: Self.v2, to: Self.v3PreviousName)
        #expect(Set(step.diff.changes.map(\.kind)) == [.attributeAdded, .attributeRemoved])
        let finding = try #require(step.findings.first)
        #expect(step.findings.map(\.code) == ["MW127"])
        #expect(finding.severity == .error)
        #expect(finding.entity == "Car")
        #expect(finding.property == "primaryColor")
        #expect(finding.fix?.contains("`color`") == true)
        let suggestion = try #require(step.diff.renameSuggestions.first)
        #expect(suggestion.reason == .identifierNamesPreviousName)
        #expect(suggestion.suggestedIdentifier == "color")
    }

    @Test func previousNameAsIdentifierStillLosesTheOriginal() {
        // v1 → v3 with rid `paintColor`: `color` is keyed `color`, nothing matches: remove + add.
        let step = MigrationAnalyzer.analyze(from: Self.v1, to: Self.v3PreviousName)
        #expect(Set(step.diff.changes.map(\.kind)) == [.attributeAdded, .attributeRemoved])
        #expect(step.findings.map(\.code) == ["MW126"])
    }

    @Test func renameWithoutIdentifierIsSuggestedNotAssumed() throws {
        let to = Self.version("V2", Attribute(name: "paintColor", type: .string, isOptional: true))
        let step = MigrationAnalyzer.analyze(from: Self.v1, to: to)
        #expect(step.migration == .lightweight)
        #expect(Set(step.diff.changes.map(\.kind)) == [.attributeAdded, .attributeRemoved])
        let suggestion = try #require(step.diff.renameSuggestions.first)
        #expect(suggestion.reason == .looksAlike)
        #expect(suggestion.removedName == "color")
        #expect(suggestion.addedName == "paintColor")
        #expect(step.findings.first?.fix == "Set `Car.paintColor`'s renamingIdentifier to `color`.")
    }

    @Test func differentTypesAreNotSuggestedAsRenames() {
        let to = Self.version("V2", Attribute(name: "paintColor", type: .integer16, isOptional: true))
        let step = MigrationAnalyzer.analyze(from: Self.v1, to: to)
        #expect(step.diff.renameSuggestions.isEmpty)
        #expect(step.findings.map(\.code) == ["MW121"])
    }

    @Test func loneRemovedAndAddedOfOneTypeAreSuggested() {
        let to = Self.version("V2", Attribute(name: "shade", type: .string, isOptional: true))
        let step = MigrationAnalyzer.analyze(from: Self.v1, to: to)
        #expect(step.diff.renameSuggestions.map(\.addedName) == ["shade"])
    }

    @Test func entityChainWithPreviousNameAsIdentifier() {
        let v2 = DataModel(name: "V2", entities: [Entity(name: "Vehicle", renamingIdentifier: "Car")])
        let v3 = DataModel(name: "V3", entities: [Entity(name: "Automobile", renamingIdentifier: "Vehicle")])
        let step = MigrationAnalyzer.analyze(from: v2, to: v3)
        #expect(step.findings.map(\.code) == ["MW127"])
        #expect(step.diff.renameSuggestions.first?.suggestedIdentifier == "Car")
    }
}
