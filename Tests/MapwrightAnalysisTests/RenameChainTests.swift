import MapwrightAnalysis
import MapwrightModel
import MapwrightXcode
import MapwrightYAML
import Testing

/// docs/core-data/lightweight-rules.md, "Renaming identifiers across chains".
@Suite struct RenameChainTests {
    static func version(_ name: String, _ attribute: Attribute) -> DataModel {
        DataModel(name: name, entities: [Entity(name: "Car", attributes: [attribute])])
    }

    static let v1 = version("V1", Attribute(name: "color", type: .string, isOptional: true))
    static let v2 = version(
        "V2", Attribute(name: "paintColor", type: .string, isOptional: true, renamingIdentifier: "color"))
    static let v3Canonical = version(
        "V3", Attribute(name: "primaryColor", type: .string, isOptional: true, renamingIdentifier: "color"))
    static let v3PreviousName = version(
        "V3", Attribute(name: "primaryColor", type: .string, isOptional: true, renamingIdentifier: "paintColor"))

    @Test func canonicalIdentifierMatchesEveryPair() {
        for (from, to) in [(Self.v1, Self.v2), (Self.v2, Self.v3Canonical), (Self.v1, Self.v3Canonical)] {
            let step = MigrationAnalyzer.analyze(from: from, to: to)
            #expect(step.migration == .lightweight)
            #expect(step.findings.isEmpty, "\(from.name) → \(to.name): \(step.findings.map(\.message))")
            #expect(step.diff.changes.map(\.kind) == [.property(.renamed, .attribute)])
            let match = step.diff.entityMatches[0].properties[0]
            #expect(match.source?.property.name == from.entities[0].attributes[0].name)
            #expect(match.destination?.property.name == "\(to.entities[0].attributes[0].name)")
        }
    }

    @Test func previousNameAsIdentifierDropsTheDataForTheAdjacentStep() throws {
        let step = MigrationAnalyzer.analyze(from: Self.v2, to: Self.v3PreviousName)
        #expect(Set(step.diff.changes.map(\.kind)) == [.property(.added, .attribute), .property(.removed, .attribute)])
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
        #expect(Set(step.diff.changes.map(\.kind)) == [.property(.added, .attribute), .property(.removed, .attribute)])
        #expect(step.findings.map(\.code) == ["MW126"])
    }

    @Test func renameWithoutIdentifierIsSuggestedNotAssumed() throws {
        let to = Self.version("V2", Attribute(name: "paintColor", type: .string, isOptional: true))
        let step = MigrationAnalyzer.analyze(from: Self.v1, to: to)
        #expect(step.migration == .lightweight)
        #expect(Set(step.diff.changes.map(\.kind)) == [.property(.added, .attribute), .property(.removed, .attribute)])
        let suggestion = try #require(step.diff.renameSuggestions.first)
        #expect(suggestion.reason == .looksAlike)
        #expect(suggestion.removedName == "color")
        #expect(suggestion.addedName == "paintColor")
        #expect(step.findings.first?.fix == "Set `Car.paintColor`'s renamingIdentifier to `color`.")
    }

    /// xDrip's v16 removed three device entities of one shape and added two of that shape: which became which
    /// is a guess by position, and nothing is suggested; a candidate that stands out still is (`Droplet`, the
    /// only one with `level`).
    @Test(arguments: [
        (["Blucon", "BlueReader", "Droplet"], ["DexcomG7HeartBeat", "Libre2HeartBeat"], [String]()),
        (["Blucon"], ["DexcomG7HeartBeat", "Libre2HeartBeat"], []),
        (["Blucon", "Droplet+level"], ["DropletHeartBeat+level"], ["Droplet → DropletHeartBeat"]),
    ])
    func tiedCandidatesAreNotPaired(removed: [String], added: [String], expected: [String]) {
        /// `Name` with `timeStamp`, `Name+level` with `level` too.
        func entity(_ spelling: String) -> Entity {
            let parts = spelling.split(separator: "+").map(String.init)
            return Entity(
                name: parts[0],
                attributes: (["timeStamp"] + parts.dropFirst()).map {
                    Attribute(name: $0, type: .date, isOptional: true)
                })
        }
        let from = DataModel(name: "V1", entities: removed.map(entity))
        let to = DataModel(name: "V2", entities: added.map(entity))
        let suggestions = MigrationAnalyzer.analyze(from: from, to: to).diff.renameSuggestions
        #expect(suggestions.map { "\($0.removedName) → \($0.addedName)" } == expected)
    }

    @Test func differentTypesAreNotSuggestedAsRenames() {
        let to = Self.version("V2", Attribute(name: "paintColor", type: .integer16, isOptional: true))
        let step = MigrationAnalyzer.analyze(from: Self.v1, to: to)
        #expect(step.diff.renameSuggestions.isEmpty)
        #expect(step.findings.map(\.code) == ["MW121"])
    }

    @Test func loneRemovedAndAddedOfOneTypeAreAWeakerSuggestion() {
        let to = Self.version("V2", Attribute(name: "shade", type: .string, isOptional: true))
        let step = MigrationAnalyzer.analyze(from: Self.v1, to: to)
        #expect(step.diff.renameSuggestions.map(\.addedName) == ["shade"])
        #expect(step.diff.renameSuggestions.map(\.reason) == [.onlyCandidate])
        #expect(step.findings.map(\.code) == ["MW128"])
        #expect(step.findings.first?.severity == .warning)
    }

    @Test func loneRelationshipsWithDissimilarNamesAreNotSuggested() {
        let from = DataModel(
            name: "V1",
            entities: [Entity(name: "Car", relationships: [Relationship(name: "owner", destination: "Car")])])
        let to = DataModel(
            name: "V2",
            entities: [Entity(name: "Car", relationships: [Relationship(name: "thumbnail", destination: "Car")])])
        let step = MigrationAnalyzer.analyze(from: from, to: to)
        #expect(step.diff.renameSuggestions.isEmpty)
        #expect(step.findings.map(\.code) == ["MW122"])
    }

    @Test func entityChainWithPreviousNameAsIdentifier() {
        let v2 = DataModel(name: "V2", entities: [Entity(name: "Vehicle", renamingIdentifier: "Car")])
        let v3 = DataModel(name: "V3", entities: [Entity(name: "Automobile", renamingIdentifier: "Vehicle")])
        let step = MigrationAnalyzer.analyze(from: v2, to: v3)
        #expect(step.findings.map(\.code) == ["MW127"])
        #expect(step.diff.renameSuggestions.first?.suggestedIdentifier == "Car")
    }
}

@Suite struct NameSimilarityTests {
    @Test(arguments: [
        ("color", "paintColor", true), ("uuid", "id", true), ("isAvailableForSale", "isForSale", true),
        ("title", "titel", true), ("id", "hidden", false), ("owner", "thumbnail", false), ("name", "date", false),
    ])
    func alike(_ a: String, _ b: String, _ expected: Bool) {
        let step = MigrationAnalyzer.analyze(
            from: DataModel(
                name: "V1",
                entities: [
                    Entity(
                        name: "E",
                        attributes: [
                            Attribute(name: a, type: .string, isOptional: true),
                            Attribute(name: "other", type: .date, isOptional: true),
                        ])
                ]),
            to: DataModel(
                name: "V2",
                entities: [
                    Entity(
                        name: "E",
                        attributes: [
                            Attribute(name: b, type: .string, isOptional: true),
                            Attribute(name: "another", type: .date, isOptional: true),
                        ])
                ])
        )
        let suggested = step.diff.renameSuggestions.contains {
            $0.removedName == a && $0.addedName == b && $0.reason == .looksAlike
        }
        #expect(suggested == expected)
    }
}
