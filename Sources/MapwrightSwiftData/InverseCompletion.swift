import MapwrightModel

/// SwiftData sets a relationship's inverse on both sides when one side names it in
/// `@Relationship(inverse:)` (docs/swiftdata.md): the other side gets it here.
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
    }
}
