import MapwrightModel
import Testing

@testable import MapwrightAnalysis

/// The diff reads properties where they are declared (``PropertySlot``) and tries the destination property
/// after the last one matched before the key table. Both must answer as the plain way does: the effective
/// property lists, `ModelProperty`'s `==`, and each source property paired with the first destination
/// property of its key.
@Suite struct PropertySlotTests {
    /// Versions with inheritance, an inserted and a reordered property, a renaming identifier, a changed type,
    /// and keys held twice on either side.
    static let models: [DataModel] = {
        func note(_ attributes: [Attribute], _ relationships: [Relationship] = []) -> Entity {
            Entity(name: "Note", attributes: attributes, relationships: relationships)
        }
        let tag = Relationship(name: "tag", destination: "Tag", isOptional: true)
        let notes = Relationship(name: "notes", destination: "Note", isToMany: true, isOptional: true)
        return [
            DataModel(
                name: "V1",
                entities: [
                    Entity(
                        name: "Base", isAbstract: true,
                        attributes: [Attribute(name: "a", type: .string), Attribute(name: "b", type: .integer16)]),
                    Entity(name: "Child", parent: "Base", attributes: [Attribute(name: "c", type: .date)]),
                    note(
                        [
                            Attribute(name: "title", type: .string), Attribute(name: "body", type: .string),
                            Attribute(name: "count", type: .integer16),
                        ], [tag]),
                    Entity(name: "Tag", relationships: [notes]),
                ]),
            DataModel(
                name: "V2",
                entities: [
                    Entity(
                        name: "Base", isAbstract: true,
                        attributes: [
                            Attribute(name: "a", type: .string), Attribute(name: "x", type: .boolean),
                            Attribute(name: "b", type: .integer16),
                        ]),
                    Entity(
                        name: "Child", parent: "Base",
                        attributes: [Attribute(name: "c", type: .date), Attribute(name: "d", type: .double)]),
                    note(
                        [
                            Attribute(name: "body", type: .string), Attribute(name: "count", type: .integer32),
                            Attribute(name: "heading", type: .string, renamingIdentifier: "title"),
                            Attribute(name: "added", type: .string, isOptional: true),
                        ], [tag]),
                    Entity(name: "Tag", relationships: [notes]),
                ]),
            DataModel(
                name: "V3",
                entities: [
                    Entity(name: "Base", attributes: [Attribute(name: "b", type: .integer16)]),
                    Entity(name: "Child", parent: "Base", attributes: [Attribute(name: "a", type: .string)]),
                    note(
                        [
                            Attribute(name: "one", type: .string, renamingIdentifier: "body"),
                            Attribute(name: "two", type: .string, renamingIdentifier: "body"),
                            Attribute(name: "title", type: .string),
                        ], [Relationship(name: "body", destination: "Tag", isOptional: true), tag]),
                    Entity(name: "Tag"),
                ]),
        ]
    }()

    @Test func slotsListTheEffectiveProperties() {
        for model in Self.models {
            let index = EntityNameIndex(model)
            for position in model.entities.indices {
                let slots = PropertySlot.slots(ofEntityAt: position, in: index)
                let effective = index.effectiveProperties(of: model.entities[position])
                #expect(slots.map(model.ownedProperty(at:)) == effective)
                #expect(slots.map(model.matchingKey(at:)) == effective.map(\.property.matchingKey))
            }
        }
    }

    @Test func slotEqualityIsPropertyEquality() {
        let slots = Self.models.map { model in
            model.entities.indices.flatMap { PropertySlot.slots(ofEntityAt: $0, in: EntityNameIndex(model)) }
        }
        for (a, model) in Self.models.enumerated() {
            for (b, other) in Self.models.enumerated() {
                for slot in slots[a] {
                    for otherSlot in slots[b] {
                        #expect(
                            PropertySlot.equal(slot, in: model, otherSlot, in: other)
                                == (model.ownedProperty(at: slot).property
                                    == other.ownedProperty(at: otherSlot).property))
                    }
                }
            }
        }
    }

    /// The pairs the diff makes, against the plain matching: each source property in order takes the first
    /// destination property of its key when no earlier one took it, is left out when one did (a repeated key,
    /// reported as such), and is removed when the destination lacks its key.
    @Test func propertiesPairWithTheFirstDestinationPropertyOfTheirKey() {
        for source in Self.models {
            for destination in Self.models {
                for match in ModelDiffer.diff(from: source, to: destination).entityMatches {
                    guard let from = match.source, let to = match.destination else { continue }
                    let sourceProperties = source.effectiveProperties(of: from)
                    let destinationProperties = destination.effectiveProperties(of: to)
                    var sourceFor = [Int?](repeating: nil, count: destinationProperties.count)
                    var removed: [Int] = []
                    for (index, property) in sourceProperties.enumerated() {
                        let key = property.property.matchingKey
                        if let first = destinationProperties.firstIndex(where: { $0.property.matchingKey == key }) {
                            if sourceFor[first] == nil { sourceFor[first] = index }
                        } else {
                            removed.append(index)
                        }
                    }
                    let expected =
                        sourceFor.enumerated().map {
                            PropertyMatch(
                                source: $1.map { sourceProperties[$0] }, destination: destinationProperties[$0])
                        }
                        + removed.map { PropertyMatch(source: sourceProperties[$0], destination: nil) }
                    #expect(match.properties == expected, "\(source.name) → \(destination.name), \(to.name)")
                }
            }
        }
    }
}
