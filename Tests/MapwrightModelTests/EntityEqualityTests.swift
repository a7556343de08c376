import MapwrightDiagnostics
import MapwrightModel
import Testing

/// `Entity.==` is the derived comparison: every field but positions (``SourceAnchor`` values are all
/// equal) tells two entities apart, their attributes' and relationships' fields too.
@Suite struct EntityEqualityTests {
    static let base = Entity(
        name: "Note", parent: "Base", className: "NoteMO", codeGeneration: .class, renamingIdentifier: "Memo",
        versionHashModifier: "1", userInfo: [UserInfoEntry(key: "owner", value: "a")],
        uniquenessConstraints: [["title"]],
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
        Self.expectApart(\.self, try #require(Self.changes.first { $0.0 == field }).1)
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

    static let attributeChanges: [(String, @Sendable (inout Attribute) -> Void)] = [
        ("name", { $0.name = "body" }),
        ("type", { $0.type = .integer64 }),
        ("isOptional", { $0.isOptional.toggle() }),
        ("isTransient", { $0.isTransient.toggle() }),
        ("defaultValue", { $0.defaultValue = "x" }),
        ("defaultExpression", { $0.defaultExpression = "Date.now" }),
        ("swiftTypeName", { $0.swiftTypeName = "Priority" }),
        ("minValue", { $0.minValue = "1" }),
        ("maxValue", { $0.maxValue = "9" }),
        ("regularExpression", { $0.regularExpression = ".*" }),
        ("isIndexed", { $0.isIndexed.toggle() }),
        ("isIndexedBySpotlight", { $0.isIndexedBySpotlight.toggle() }),
        ("isStoredInTruthFile", { $0.isStoredInTruthFile.toggle() }),
        ("allowsExternalBinaryDataStorage", { $0.allowsExternalBinaryDataStorage.toggle() }),
        ("allowsCloudEncryption", { $0.allowsCloudEncryption.toggle() }),
        ("preservesValueInHistoryOnDeletion", { $0.preservesValueInHistoryOnDeletion.toggle() }),
        ("valueTransformerName", { $0.valueTransformerName = "T" }),
        ("customClassName", { $0.customClassName = "C" }),
        ("usesScalarValueType", { $0.usesScalarValueType = true }),
        ("derivationExpression", { $0.derivationExpression = "a.@count" }),
        ("compositeName", { $0.compositeName = "Address" }),
        ("renamingIdentifier", { $0.renamingIdentifier = "heading" }),
        ("versionHashModifier", { $0.versionHashModifier = "2" }),
        ("userInfo", { $0.userInfo = [UserInfoEntry(key: "k", value: "v")] }),
        ("isSyncable", { $0.isSyncable.toggle() }),
    ]

    static let relationshipChanges: [(String, @Sendable (inout Relationship) -> Void)] = [
        ("name", { $0.name = "owner" }),
        ("destination", { $0.destination = "Box" }),
        ("inverse", { $0.inverse = "notes" }),
        ("isToMany", { $0.isToMany.toggle() }),
        ("isOrdered", { $0.isOrdered.toggle() }),
        ("minCount", { $0.minCount = 1 }),
        ("maxCount", { $0.maxCount = 5 }),
        ("isOptional", { $0.isOptional.toggle() }),
        ("isTransient", { $0.isTransient.toggle() }),
        ("deleteRule", { $0.deleteRule = .cascade }),
        ("isIndexed", { $0.isIndexed.toggle() }),
        ("isIndexedBySpotlight", { $0.isIndexedBySpotlight.toggle() }),
        ("isStoredInTruthFile", { $0.isStoredInTruthFile.toggle() }),
        ("renamingIdentifier", { $0.renamingIdentifier = "box" }),
        ("versionHashModifier", { $0.versionHashModifier = "2" }),
        ("userInfo", { $0.userInfo = [UserInfoEntry(key: "k", value: "v")] }),
        ("isSyncable", { $0.isSyncable.toggle() }),
    ]

    @Test(arguments: attributeChanges.map(\.0))
    func everyAttributeFieldTellsEntitiesApart(_ field: String) throws {
        Self.expectApart(\.attributes[0], try #require(Self.attributeChanges.first { $0.0 == field }).1)
    }

    @Test(arguments: relationshipChanges.map(\.0))
    func everyRelationshipFieldTellsEntitiesApart(_ field: String) throws {
        Self.expectApart(\.relationships[0], try #require(Self.relationshipChanges.first { $0.0 == field }).1)
    }

    /// `change`, made to the part of `base` at `part`, makes the entity unequal to `base`, and the part to
    /// its original by the derived comparison.
    static func expectApart<Part: Equatable>(_ part: WritableKeyPath<Entity, Part>, _ change: (inout Part) -> Void) {
        var changed = base
        change(&changed[keyPath: part])
        #expect(changed != base)
        #expect(changed[keyPath: part] != base[keyPath: part], "the derived comparison agrees")
    }

    @Test func everyAttributeAndRelationshipFieldIsCompared() throws {
        let attribute = Mirror(reflecting: Self.base.attributes[0]).children
        // The optional settings are stored in a box of their own: its value's fields are the attribute's.
        let settings = try #require(attribute.first { $0.label == "settings" }?.value)
        let settingsValue = try #require(Mirror(reflecting: settings).children.first { $0.label == "value" }?.value)
        let attributeFields =
            attribute.compactMap(\.label).filter { $0 != "anchor" && $0 != "settings" }
            + Mirror(reflecting: settingsValue).children.compactMap(\.label)
        #expect(attributeFields.sorted() == Self.attributeChanges.map(\.0).sorted())
        let relationshipFields = Mirror(reflecting: Self.base.relationships[0]).children.compactMap(\.label).filter {
            $0 != "anchor"
        }
        #expect(relationshipFields.sorted() == Self.relationshipChanges.map(\.0).sorted())
    }
}
