import MapwrightCore

/// The ToDo example history, built in Swift: 1 → 2 adds `isFlagged` and requests a custom policy;
/// 2 → 3 turns the String `priority` into an Integer 16, which Core Data cannot infer.
enum ToDoModels {
    static func list() -> Entity {
        Entity(
            name: "List", attributes: [Attribute(name: "name", type: .string)],
            relationships: [Relationship(name: "items", destination: "ToDo", inverse: "list", isToMany: true, deleteRule: .cascade)])
    }

    static func toDo(priority: AttributeType, flagged: Bool, request: MigrationPolicyRequest? = nil) -> Entity {
        var attributes = [
            Attribute(name: "done", type: .boolean, defaultValue: "NO"),
            Attribute(name: "priority", type: priority, isOptional: true),
            Attribute(name: "title", type: .string),
        ]
        if flagged { attributes.insert(Attribute(name: "isFlagged", type: .boolean, defaultValue: "NO"), at: 1) }
        return Entity(
            name: "ToDo", attributes: attributes,
            relationships: [Relationship(name: "list", destination: "List", inverse: "items", minCount: 1, isOptional: false)],
            migrationPolicy: request)
    }

    static let version1 = DataModel(name: "ToDo 1", entities: [list(), toDo(priority: .string, flagged: false)])
    static let version2 = DataModel(
        name: "ToDo 2",
        entities: [
            list(),
            toDo(priority: .string, flagged: true, request: MigrationPolicyRequest(reason: "flag every item whose title starts with A")),
        ])
    static let version3 = DataModel(name: "ToDo 3", entities: [list(), toDo(priority: .integer16, flagged: true)])

    static let history = ModelHistory(
        name: "ToDo", versions: [version1, version2, version3], currentVersionName: "ToDo 3", origin: "schemas/ToDo")
}
