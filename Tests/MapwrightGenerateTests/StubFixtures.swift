import MapwrightAnalysis
import MapwrightGenerate
import MapwrightModel
import MapwrightXcode
import MapwrightYAML

/// A pair of versions whose single entity mapping needs every kind of custom code the stubs prepare.
enum StubFixtures {
    static let conversions: [(name: String, from: AttributeType, to: AttributeType)] = [
        ("count32", .string, .integer32), ("count64", .string, .integer64), ("ratio", .string, .double),
        ("weight", .string, .float), ("price", .string, .decimal), ("active", .string, .boolean),
        ("due", .string, .date), ("token", .string, .uuid), ("link", .string, .uri),
        ("level", .integer16, .string), ("flag", .boolean, .string), ("created", .date, .string),
        ("identifier", .uuid, .string), ("blob", .binary, .string), ("stamp", .date, .integer64),
        ("opaque", .transformable, .string),
    ]

    static let source = DataModel(
        name: "Shop 4",
        entities: [
            Entity(
                name: "Item",
                attributes: conversions.map { Attribute(name: $0.name, type: $0.from, isOptional: true) }
                    + [Attribute(name: "oldLabel", type: .string, isOptional: true)],
                relationships: [
                    Relationship(name: "tags", destination: "Tag", inverse: "item", isToMany: true),
                    Relationship(name: "steps", destination: "Tag", isToMany: true, isOrdered: true),
                ]),
            Entity(name: "Tag", relationships: [Relationship(name: "item", destination: "Item", inverse: "tags")]),
        ])

    static let destination = DataModel(
        name: "Shop 5",
        entities: [
            Entity(
                name: "Item",
                attributes: conversions.map { Attribute(name: $0.name, type: $0.to, isOptional: true) }
                    + [Attribute(name: "label", type: .integer16, isOptional: true, renamingIdentifier: "oldLabel")],
                relationships: [
                    Relationship(name: "tag", destination: "Tag", inverse: "item", renamingIdentifier: "tags"),
                    Relationship(name: "steps", destination: "Tag"),
                ],
                migrationPolicy: MigrationPolicyRequest(
                    reason: "recompute the search keywords", className: "ItemPolicy")),
            Entity(name: "Tag", relationships: [Relationship(name: "item", destination: "Item", inverse: "tag")]),
        ])

    static var model: MappingModel { MappingModelBuilder.build(modelName: "Shop", from: source, to: destination) }
}
