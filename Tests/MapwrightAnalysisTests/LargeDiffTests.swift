import MapwrightAnalysis
import MapwrightModel
import Testing

/// A model large enough that its entity pairs are matched in slices on several cores still reports its
/// changes in the order of a one-by-one diff: the destination's entities in order, then the removed ones.
@Suite struct LargeDiffTests {
    static let entityCount = 300

    static func name(_ index: Int) -> String { "E" + String(1000 + index).dropFirst() }

    /// Every entity has `keep`; in the destination each entity k gains `added<k>`, every third one is gone,
    /// and `New<k>` is added after every fifth.
    static let source = DataModel(
        name: "V1",
        entities: (0..<entityCount).map {
            Entity(name: name($0), attributes: [Attribute(name: "keep", type: .string)])
        })
    static let destination = DataModel(
        name: "V2",
        entities: (0..<entityCount).flatMap { index -> [Entity] in
            var entities: [Entity] = []
            if index % 3 != 0 {
                entities.append(
                    Entity(
                        name: name(index),
                        attributes: [
                            Attribute(name: "keep", type: .string),
                            Attribute(name: "added\(index)", type: .string, isOptional: true),
                        ]))
            }
            if index % 5 == 0 { entities.append(Entity(name: "New\(index)")) }
            return entities
        })

    @Test func changesComeInTheOrderOfTheEntities() {
        let diff = ModelDiffer.diff(from: Self.source, to: Self.destination)
        var expected: [String] = []
        for index in 0..<Self.entityCount {
            if index % 3 != 0 { expected.append("\(Self.name(index)).added\(index) attributeAdded") }
            if index % 5 == 0 { expected.append("New\(index) entityAdded") }
        }
        expected += stride(from: 0, to: Self.entityCount, by: 3).map { "\(Self.name($0)) entityRemoved" }
        let reported = diff.changes.map { change in
            (change.property.map { "\(change.entity).\($0)" } ?? change.entity) + " " + change.kind.rawValue
        }
        #expect(reported == expected)
        #expect(diff.entityMatches.count == Self.destination.entities.count + Self.entityCount / 3)
    }
}
