import MapwrightModel
import Testing

/// `EntityNameIndex.ancestryPositions(of:)` walks the same chain as `ancestry(of:)`, by position: through
/// missing parents, loops and entities defined twice, each entity of the model as the start.
@Suite struct AncestryPositionsTests {
    static func entity(_ name: String, parent: String? = nil) -> Entity {
        Entity(name: name, parent: parent)
    }

    static let models: [(String, [Entity])] = [
        ("no parents", [entity("A"), entity("B")]),
        ("a chain", [entity("C", parent: "B"), entity("B", parent: "A"), entity("A")]),
        ("a missing parent", [entity("B", parent: "Gone"), entity("C", parent: "B")]),
        ("a loop", [entity("A", parent: "C"), entity("B", parent: "A"), entity("C", parent: "B")]),
        ("its own parent", [entity("A", parent: "A")]),
        (
            "a name defined twice",
            [entity("A"), entity("B", parent: "A"), entity("A", parent: "B"), entity("C", parent: "A")]
        ),
    ]

    @Test(arguments: models)
    func positionsNameTheEntitiesOfAncestry(_ example: (String, [Entity])) {
        let (name, entities) = example
        let index = EntityNameIndex(DataModel(name: "V1", entities: entities))
        for position in entities.indices {
            let walked = index.ancestryPositions(of: position).map { entities[$0] }
            #expect(walked == index.ancestry(of: entities[position]), "\(name): from \(entities[position].name)")
        }
    }
}
