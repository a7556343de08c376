import MapwrightAnalysis
import MapwrightGenerate
import MapwrightModel

/// Steps whose custom code a real app needs, each a pair of versions (docs/generate.md, "Policy stubs").
enum HeavyFixtures {
    /// `Photo`: `identifier` String → UUID (required), and attributes that become required without a
    /// default (optional → required, and new), one of each type family.
    static let requiredNames = ["title", "width", "rating", "taken", "favorite", "caption", "ordinal"]

    static let uuidSource = DataModel(
        name: "Album 7",
        entities: [
            Entity(
                name: "Photo",
                attributes: [
                    Attribute(name: "identifier", type: .string, isOptional: true),
                    Attribute(name: "title", type: .string, isOptional: true),
                    Attribute(name: "width", type: .integer32, isOptional: true),
                    Attribute(name: "rating", type: .double, isOptional: true),
                    Attribute(name: "taken", type: .date, isOptional: true),
                    Attribute(name: "favorite", type: .boolean, isOptional: true),
                    Attribute(name: "oldCaption", type: .string, isOptional: true),
                    Attribute(name: "views", type: .string, isOptional: true),
                ])
        ])

    static let uuidDestination = DataModel(
        name: "Album 8",
        entities: [
            Entity(
                name: "Photo",
                attributes: [
                    Attribute(name: "identifier", type: .uuid),
                    Attribute(name: "title", type: .string),
                    Attribute(name: "width", type: .integer32),
                    Attribute(name: "rating", type: .double),
                    Attribute(name: "taken", type: .date),
                    Attribute(name: "favorite", type: .boolean),
                    Attribute(name: "caption", type: .string, renamingIdentifier: "oldCaption"),
                    Attribute(name: "ordinal", type: .integer64),
                    Attribute(name: "views", type: .integer64, defaultValue: "0"),
                ])
        ])

    /// `Document.scan`: external storage on → off, and `Document` gains a uniqueness constraint.
    static let storageSource = DataModel(
        name: "Files 2",
        entities: [
            Entity(
                name: "Document",
                attributes: [
                    Attribute(name: "name", type: .string),
                    Attribute(name: "scan", type: .binary, isOptional: true, allowsExternalBinaryDataStorage: true),
                    Attribute(name: "thumbnail", type: .binary, allowsExternalBinaryDataStorage: true),
                ])
        ])

    static let storageDestination = DataModel(
        name: "Files 3",
        entities: [
            Entity(
                name: "Document",
                uniquenessConstraints: [["name"]],
                attributes: [
                    Attribute(name: "name", type: .string),
                    Attribute(name: "scan", type: .binary, isOptional: true),
                    Attribute(name: "thumbnail", type: .binary),
                ])
        ])

    static var uuidModel: MappingModel {
        MappingModelBuilder.build(modelName: "Album", from: uuidSource, to: uuidDestination)
    }
    static var storageModel: MappingModel {
        MappingModelBuilder.build(modelName: "Files", from: storageSource, to: storageDestination)
    }
}
