import MapwrightModel
import Testing

@testable import MapwrightValidation

/// `InheritanceDepths` against a walk up each name's chain, one parent at a time.
@Suite struct InheritanceDepthsTests {
    static func entity(_ name: String, parent: String? = nil) -> Entity {
        Entity(name: name, parent: parent)
    }

    /// A chain of `length` entities, each the parent of the one before, the last without a parent.
    static func chain(_ length: Int) -> [Entity] {
        (0..<length).map { entity("E\($0)", parent: $0 + 1 < length ? "E\($0 + 1)" : nil) }
    }

    static let models: [(String, [Entity])] = [
        ("no parents", [entity("A"), entity("B")]),
        ("a chain", [entity("C", parent: "B"), entity("B", parent: "A"), entity("A")]),
        ("a missing parent", [entity("B", parent: "Gone"), entity("C", parent: "B")]),
        ("a loop", [entity("A", parent: "C"), entity("B", parent: "A"), entity("C", parent: "B")]),
        ("inheriting from a loop", [entity("D", parent: "A"), entity("A", parent: "B"), entity("B", parent: "A")]),
        ("its own parent", [entity("A", parent: "A")]),
        (
            "a name defined twice",
            [entity("A"), entity("B", parent: "A"), entity("A", parent: "B"), entity("C", parent: "A")]
        ),
        (
            "a name defined twice, the first in a loop",
            [entity("A", parent: "A"), entity("A"), entity("B", parent: "A")]
        ),
        ("deeper than the maximum", chain(InheritanceDepths.maximum + 5)),
    ]

    /// The depth of `name` walking its chain: nil when a name comes back or it is not in the model.
    static func walkedDepth(of name: String, in entities: [Entity]) -> Int? {
        func first(_ name: String) -> Entity? { entities.first { $0.name == name } }
        guard var current = first(name) else { return nil }
        var seen: Set<String> = [name]
        var depth = 0
        while let parent = current.parent, let next = first(parent) {
            guard seen.insert(parent).inserted else { return nil }
            depth += 1
            current = next
        }
        return depth
    }

    @Test(arguments: models)
    func depthsAreTheWalkedDepths(_ example: (String, [Entity])) {
        let (name, entities) = example
        let model = DataModel(name: "V1", entities: entities)
        let depths = InheritanceDepths(model, index: EntityNameIndex(model))
        for entityName in Set(entities.map(\.name)).union(["Gone", "Missing"]) {
            let walked = Self.walkedDepth(of: entityName, in: entities)
            #expect(depths.depth(of: entityName) == walked, "\(name): depth of \(entityName)")
            let loops = entities.contains { $0.name == entityName } && walked == nil
            #expect(depths.loops(entityName) == loops, "\(name): \(entityName) loops")
        }
    }
}
