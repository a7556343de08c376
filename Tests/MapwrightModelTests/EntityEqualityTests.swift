import MapwrightModel
import Testing

/// `Entity.==` is written out field by field (it compares arrays in place); every field but positions
/// must still tell two entities apart, and a field added to `Entity` must be added to it.
@Suite struct EntityEqualityTests {
    static let base = Entity(
        name: "Note", parent: "Base", className: "NoteMO", codeGeneration: .class, renamingIdentifier: "Memo",
        versionHashModifier: "1", userInfo: [UserInfoEntry(key: "owner", value: "a")], uniquenessConstraints: [["title"]],
        fetchIndexes: [FetchIndex(name: "byTitle", elements: [FetchIndexElement(property: "title")])],
        attributes: [Attribute(name: "title", type: .string)],
        relationships: [Relationship(name: "folder", destination: "Folder")],
        fetchedProperties: [FetchedProperty(name: "recent", entity: "Note")],
        migrationPolicy: MigrationPolicyRequest(reason: "split"), isSyncable: true)

    static let changes: [(String, @Sendable (inout Entity) -> Void)] = [
        ("name", { $0.name = "Memo" }),
        ("parent", { $0.parent = nil }),
        ("isAbstract", { $0.isAbstract = true }),
        ("className", { $0.className = "MemoMO" }),
        ("codeGeneration", { $0.codeGeneration = .category }),
        ("renamingIdentifier", { $0.renamingIdentifier = nil }),
        ("versionHashModifier", { $0.versionHashModifier = "2" }),
        ("userInfo", { $0.userInfo[0].value = "b" }),
        ("uniquenessConstraints", { $0.uniquenessConstraints = [] }),
        ("fetchIndexes", { $0.fetchIndexes[0].name = "byName" }),
        ("attributes", { $0.attributes[0].isOptional = true }),
        ("relationships", { $0.relationships[0].isOrdered = true }),
        ("fetchedProperties", { $0.fetchedProperties[0].predicate = "a == 1" }),
        ("migrationPolicy", { $0.migrationPolicy = nil }),
        ("isSyncable", { $0.isSyncable = false }),
    ]

    @Test(arguments: changes.map(\.0))
    func everyFieldTellsEntitiesApart(_ field: String) throws {
        let change = try #require(Self.changes.first { $0.0 == field }).1
        var changed = Self.base
        change(&changed)
        #expect(changed != Self.base)
    }

    @Test func positionsDoNotTellEntitiesApart() {
        var moved = Self.base
        moved.anchor = SourceAnchor(SourceLocation(file: "V2.yaml", line: 40, column: 3))
        moved.attributes[0].anchor = SourceAnchor(SourceLocation(file: "V2.yaml", line: 41, column: 5))
        #expect(moved == Self.base)
    }

    /// Every stored field but `anchor` has a change above: a new field fails here until `==` compares it.
    @Test func everyFieldIsCompared() {
        let fields = Mirror(reflecting: Self.base).children.compactMap(\.label).filter { $0 != "anchor" }
        #expect(fields.sorted() == Self.changes.map(\.0).sorted())
    }
}
