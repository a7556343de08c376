import MapwrightAnalysis
import MapwrightDiagnostics
import MapwrightModel
import Testing

/// An entity equal in both versions (positions aside) takes the diff's short way: no property lists built
/// for its source side, its properties paired one to one. What the long way reports for such a pair must
/// still be reported, and a pair that only looks unchanged must take the long way.
@Suite struct UnchangedEntityTests {
    /// An anchor at `line` of `file`, so that equal entities of two versions sit at different positions.
    static func at(_ file: String, _ line: Int) -> SourceAnchor {
        SourceAnchor(SourceLocation(file: file, line: line, column: 3))
    }

    static func note(_ file: String, _ line: Int) -> Entity {
        Entity(
            name: "Note", uniquenessConstraints: [["title"]],
            attributes: [
                Attribute(name: "title", type: .string, anchor: at(file, line + 1)),
                Attribute(name: "body", type: .string, isOptional: true, anchor: at(file, line + 2)),
            ],
            relationships: [
                Relationship(name: "folder", destination: "Folder", inverse: "notes", anchor: at(file, line + 3))
            ],
            anchor: at(file, line))
    }

    static func folder(_ file: String, _ line: Int, extra: [Attribute] = []) -> Entity {
        Entity(
            name: "Folder", attributes: [Attribute(name: "name", type: .string, anchor: at(file, line + 1))] + extra,
            relationships: [
                Relationship(
                    name: "notes", destination: "Note", inverse: "folder", isToMany: true, anchor: at(file, line + 2))
            ],
            anchor: at(file, line))
    }

    static func reported(_ diff: ModelDiff) -> [String] {
        diff.changes.map { change in
            (change.property.map { "\(change.entity).\($0)" } ?? change.entity) + " " + change.kind.rawValue
        }
    }

    /// Moved entities and properties, nothing else changed: no change, every property paired with its copy,
    /// and the pairs point at each side's own properties (their positions).
    @Test func movedButEqualEntitiesReportNothingAndPairOneToOne() {
        let source = DataModel(name: "V1", entities: [Self.note("V1.yaml", 10), Self.folder("V1.yaml", 20)])
        let destination = DataModel(name: "V2", entities: [Self.folder("V2.yaml", 5), Self.note("V2.yaml", 40)])
        let diff = ModelDiffer.diff(from: source, to: destination)
        #expect(diff.changes.isEmpty)
        #expect(diff.entityMatches.map(\.properties.count) == [2, 3])
        for match in diff.entityMatches {
            for property in match.properties {
                #expect(property.source?.property.name == property.destination?.property.name)
                #expect(property.source?.property.location?.file == "V1.yaml")
                #expect(property.destination?.property.location?.file == "V2.yaml")
            }
        }
    }

    /// A policy request on an unchanged entity is reported, as for a changed one.
    @Test func policyRequestOnAnUnchangedEntityIsReported() {
        var note = Self.note("V2.yaml", 10)
        note.migrationPolicy = MigrationPolicyRequest(reason: "split the body")
        var before = Self.note("V1.yaml", 10)
        before.migrationPolicy = note.migrationPolicy
        let diff = ModelDiffer.diff(
            from: DataModel(name: "V1", entities: [before, Self.folder("V1.yaml", 20)]),
            to: DataModel(name: "V2", entities: [note, Self.folder("V2.yaml", 20)]))
        #expect(Self.reported(diff) == ["Note migrationPolicyRequested"])
    }

    /// A sub-entity written the same in both versions whose parent gained an attribute is not unchanged: it
    /// inherits the new attribute, which pairs with nothing (the change is reported on the parent only).
    @Test func subEntityOfAChangedParentTakesTheLongWay() {
        let child = { (file: String) in
            Entity(
                name: "SmartFolder", parent: "Folder",
                attributes: [Attribute(name: "query", type: .string, anchor: Self.at(file, 31))],
                anchor: Self.at(file, 30))
        }
        let source = DataModel(
            name: "V1", entities: [Self.note("V1.yaml", 10), Self.folder("V1.yaml", 20), child("V1.yaml")])
        let destination = DataModel(
            name: "V2",
            entities: [
                Self.note("V2.yaml", 10),
                Self.folder("V2.yaml", 20, extra: [Attribute(name: "color", type: .string, isOptional: true)]),
                child("V2.yaml"),
            ])
        let diff = ModelDiffer.diff(from: source, to: destination)
        #expect(Self.reported(diff) == ["Folder.color attributeAdded"])
        let smart = diff.entityMatches.first { $0.destination?.name == "SmartFolder" }
        #expect(smart?.properties.map { $0.source?.property.name ?? "-" } == ["name", "-", "notes", "query"])
    }

    /// Two properties sharing a renaming identifier in an entity equal in both versions: the long way reports
    /// the duplicate on each side (and the second property as new: the first takes the key's match), so the
    /// short way must not be taken. With `others` more attributes, past the size compared pairwise.
    @Test(arguments: [0, 20])
    func duplicatePropertyKeysOfAnUnchangedEntityAreReportedOnBothSides(others: Int) {
        let entity = { (file: String) in
            Entity(
                name: "Note",
                attributes: [
                    Attribute(name: "title", type: .string, renamingIdentifier: "text", anchor: Self.at(file, 2)),
                    Attribute(name: "body", type: .string, renamingIdentifier: "text", anchor: Self.at(file, 3)),
                ] + (0..<others).map { Attribute(name: "other\($0)", type: .string, anchor: Self.at(file, 4 + $0)) },
                anchor: Self.at(file, 1))
        }
        let diff = ModelDiffer.diff(
            from: DataModel(name: "V1", entities: [entity("V1.yaml")]),
            to: DataModel(name: "V2", entities: [entity("V2.yaml")]))
        #expect(
            Self.reported(diff) == [
                "Note.title duplicateRenamingIdentifier", "Note.title duplicateRenamingIdentifier",
                "Note.body attributeAdded",
            ])
        #expect(diff.changes.map { $0.sourceEntity } == ["Note", nil, "Note"])
    }

    /// A sub-entity equal in both versions, with an equal parent, whose parent's source entity migrates to
    /// another destination entity (the destination gives the parent's key to two entities, the other one
    /// first): the long way reports the parent change.
    @Test func subEntityWhoseParentMigratesElsewhereTakesTheLongWay() {
        let child = { (file: String) in Entity(name: "Child", parent: "Base", anchor: Self.at(file, 9)) }
        let source = DataModel(name: "V1", entities: [Entity(name: "Base"), child("V1.yaml")])
        let destination = DataModel(
            name: "V2",
            entities: [
                Entity(name: "Other", renamingIdentifier: "Base"), Entity(name: "Base"), child("V2.yaml"),
            ])
        let diff = ModelDiffer.diff(from: source, to: destination)
        #expect(Self.reported(diff).contains("Child entityParentChanged"))
    }
}
