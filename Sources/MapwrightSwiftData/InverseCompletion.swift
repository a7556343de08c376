import MapwrightModel

/// The inverses SwiftData sets without being told (docs/core-data/swiftdata.md, "Relationships"): when
/// one side names it in `@Relationship(inverse:)`, the other side gets it; when two models have exactly
/// one relationship to each other, neither names an inverse, and pairing them is safe (no required to-one
/// side, which removing an object from the other side's array would leave invalid), SwiftData pairs them.
enum InverseCompletion {
    static func complete(_ model: inout DataModel) {
        for entity in model.entities {
            for relationship in entity.relationships {
                guard let inverse = relationship.inverse,
                    let target = model.entities.firstIndex(where: { $0.name == relationship.destination }),
                    let back = model.entities[target].relationships.firstIndex(where: { $0.name == inverse }),
                    model.entities[target].relationships[back].inverse == nil
                else { continue }
                model.entities[target].relationships[back].inverse = relationship.name
            }
        }
        pairUnambiguousRelationships(&model)
    }

    /// Two models with one relationship each to the other, neither with an inverse: each is the other's.
    private static func pairUnambiguousRelationships(_ model: inout DataModel) {
        func loose(_ entity: Int, to destination: String) -> [Int] {
            model.entities[entity].relationships.indices.filter {
                model.entities[entity].relationships[$0].destination == destination
                    && model.entities[entity].relationships[$0].inverse == nil
            }
        }
        for first in model.entities.indices {
            for second in model.entities.indices where second > first {
                let forward = loose(first, to: model.entities[second].name)
                let backward = loose(second, to: model.entities[first].name)
                guard forward.count == 1, backward.count == 1 else { continue }
                let pair = [
                    model.entities[first].relationships[forward[0]], model.entities[second].relationships[backward[0]],
                ]
                guard pair.allSatisfy({ $0.isToMany || $0.isOptional }) else { continue }
                model.entities[first].relationships[forward[0]].inverse =
                    model.entities[second].relationships[backward[0]].name
                model.entities[second].relationships[backward[0]].inverse =
                    model.entities[first].relationships[forward[0]].name
            }
        }
    }
}
