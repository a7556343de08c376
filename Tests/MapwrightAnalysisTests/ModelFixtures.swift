import MapwrightAnalysis
import MapwrightModel
import MapwrightXcode
import MapwrightYAML

/// A small model the decision-table tests edit: `Item` ⇄ `List`, and a standalone `Tag`.
enum Fixtures {
    static let base = DataModel(
        name: "V1",
        entities: [
            Entity(
                name: "Item",
                attributes: [
                    Attribute(name: "title", type: .string, isOptional: true),
                    Attribute(name: "count", type: .integer32, isOptional: false, defaultValue: "0"),
                    Attribute(name: "payload", type: .binary, isOptional: true),
                ],
                relationships: [Relationship(name: "list", destination: "List", inverse: "items", isOptional: true)]
            ),
            Entity(
                name: "List",
                attributes: [Attribute(name: "name", type: .string, isOptional: true)],
                relationships: [
                    Relationship(name: "items", destination: "Item", inverse: "list", isToMany: true, isOptional: true)
                ]
            ),
            Entity(
                name: "Tag",
                attributes: [
                    Attribute(name: "label", type: .string, isOptional: true),
                    Attribute(name: "color", type: .string, isOptional: true),
                ]
            ),
        ])

    /// `base` (renamed `V2`) after `edit`.
    static func edited(_ edit: (inout DataModel) -> Void) -> DataModel {
        var model = base
        model.name = "V2"
        edit(&model)
        return model
    }

    /// `base` after `edit`, named `V1` (a source version).
    static func source(_ edit: (inout DataModel) -> Void) -> DataModel {
        var model = base
        edit(&model)
        return model
    }
}

extension DataModel {
    /// The entity named `name`, for editing; traps when missing (a broken fixture).
    subscript(entity name: String) -> Entity {
        get { entity(named: name)! }
        set { entities[entities.firstIndex { $0.name == name }!] = newValue }
    }
}

extension Entity {
    /// The attribute named `name`, for editing.
    subscript(attribute name: String) -> Attribute {
        get { attribute(named: name)! }
        set { attributes[attributes.firstIndex { $0.name == name }!] = newValue }
    }

    /// The relationship named `name`, for editing.
    subscript(relationship name: String) -> Relationship {
        get { relationship(named: name)! }
        set { relationships[relationships.firstIndex { $0.name == name }!] = newValue }
    }
}
