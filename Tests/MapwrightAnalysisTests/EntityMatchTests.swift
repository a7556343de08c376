import MapwrightAnalysis
import MapwrightModel
import Testing

/// The entity and property pairs a diff keeps (as positions, rebuilt on demand) and its name lookups.
@Suite struct EntityMatchTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var edit: @Sendable (inout DataModel) -> Void
        /// Each pair as `source → destination` entity names (`-` for none), with its property pairs.
        var pairs: [String]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "unchanged", edit: { _ in },
            pairs: [
                "Item → Item: title → title, count → count, payload → payload, list → list",
                "List → List: name → name, items → items",
                "Tag → Tag: label → label, color → color",
            ]),
        Case(
            name: "entity renamed with identifier, attribute removed",
            edit: { model in
                model[entity: "Tag"].name = "Label"
                model[entity: "Label"].renamingIdentifier = "Tag"
                model[entity: "Label"].attributes.removeFirst()
            },
            pairs: [
                "Item → Item: title → title, count → count, payload → payload, list → list",
                "List → List: name → name, items → items",
                "Tag → Label: color → color, label → -",
            ]),
        Case(
            name: "entity added and removed, attribute renamed",
            edit: { model in
                model.entities.removeAll { $0.name == "Tag" }
                model.entities.append(
                    Entity(name: "Note", attributes: [Attribute(name: "text", type: .string, isOptional: true)]))
                model[entity: "List"][attribute: "name"].renamingIdentifier = "name"
                model[entity: "List"][attribute: "name"].name = "title"
            },
            pairs: [
                "Item → Item: title → title, count → count, payload → payload, list → list",
                "List → List: name → title, items → items",
                "- → Note: - → text",
                "Tag → -: label → -, color → -",
            ]),
        Case(
            name: "sub-entity inherits",
            edit: { model in
                model.entities.append(
                    Entity(name: "Todo", parent: "Item", attributes: [Attribute(name: "done", type: .boolean)]))
            },
            pairs: [
                "Item → Item: title → title, count → count, payload → payload, list → list",
                "List → List: name → name, items → items",
                "Tag → Tag: label → label, color → color",
                "- → Todo: - → title, - → count, - → payload, - → list, - → done",
            ]),
        Case(
            name: "destination properties share a renaming identifier",
            edit: { model in
                model[entity: "Tag"][attribute: "label"].renamingIdentifier = "color"
            },
            pairs: [
                "Item → Item: title → title, count → count, payload → payload, list → list",
                "List → List: name → name, items → items",
                "Tag → Tag: color → label, - → color, label → -",
            ]),
    ]

    static func spelling(_ match: EntityMatch) -> String {
        let properties = match.properties.map {
            "\($0.source?.property.name ?? "-") → \($0.destination?.property.name ?? "-")"
        }
        return "\(match.source?.name ?? "-") → \(match.destination?.name ?? "-"): \(properties.joined(separator: ", "))"
    }

    @Test(arguments: cases) func pairsAndLookups(_ testCase: Case) {
        var destination = Fixtures.base
        destination.name = "V2"
        testCase.edit(&destination)
        let diff = ModelDiffer.diff(from: Fixtures.base, to: destination)
        let matches = diff.entityMatches
        #expect(matches.map(Self.spelling) == testCase.pairs)
        for entity in diff.from.entities {
            #expect(
                diff.destinationEntity(matching: entity.name)
                    == matches.first { $0.source?.name == entity.name }?.destination)
        }
        for entity in diff.to.entities {
            #expect(
                diff.sourceEntity(matching: entity.name)
                    == matches.first { $0.destination?.name == entity.name }?.source)
        }
        #expect(diff.destinationEntity(matching: "Missing") == nil)
        #expect(diff.sourceEntity(matching: "Missing") == nil)
    }

    /// Source properties sharing a renaming identifier: the first takes the destination property with that
    /// key, the others pair with nothing.
    @Test func sourcePropertiesSharingAnIdentifier() {
        var source = Fixtures.base
        source[entity: "Tag"][attribute: "label"].renamingIdentifier = "color"
        var destination = Fixtures.base
        destination.name = "V2"
        let diff = ModelDiffer.diff(from: source, to: destination)
        #expect(diff.entityMatches.map(Self.spelling).last == "Tag → Tag: - → label, label → color")
        #expect(diff.changes.contains { $0.kind == .entity(.duplicateRenamingIdentifier) && $0.sourceEntity == "Tag" })
    }

    /// Pairs are positions in the two versions: editing a version afterwards must not move them.
    @Test(arguments: cases) func editingAVersionKeepsThePairs(_ testCase: Case) {
        var destination = Fixtures.base
        destination.name = "V2"
        testCase.edit(&destination)
        let diff = ModelDiffer.diff(from: Fixtures.base, to: destination)
        var edited = diff
        edited.to.entities.reverse()
        edited.from.entities.removeLast()
        #expect(edited.entityMatches == diff.entityMatches)
        #expect(edited.entityMatches.map(Self.spelling) == testCase.pairs)
    }
}
