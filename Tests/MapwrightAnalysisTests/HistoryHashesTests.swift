import MapwrightModel
import Testing

@testable import MapwrightAnalysis

/// A history's hashes take an unchanged entity's hash from the version before; they must equal hashing
/// each version on its own, whatever changed in between.
@Suite struct HistoryHashesTests {
    /// `Fixtures.base` with a sub-entity `Todo` of `Item`, then each edit applied to the version before.
    static func history(_ edits: [@Sendable (inout DataModel) -> Void]) -> [DataModel] {
        var version = Fixtures.base
        version.entities.append(
            Entity(name: "Todo", parent: "Item", attributes: [Attribute(name: "done", type: .boolean)]))
        var versions = [version]
        for (index, edit) in edits.enumerated() {
            edit(&version)
            version.name = "V\(index + 2)"
            versions.append(version)
        }
        return versions
    }

    static let edits: [@Sendable (inout DataModel) -> Void] = [
        { _ in },
        { $0[entity: "Tag"].attributes.append(Attribute(name: "weight", type: .double, isOptional: true)) },
        // The parent changes: its sub-entity's hash changes although the sub-entity itself does not.
        { $0[entity: "Item"][attribute: "title"].isOptional = false },
        { $0[entity: "List"].versionHashModifier = "2" },
        // A field outside the hash: the entity is not equal to the one before, its hash is the same.
        { $0[entity: "Tag"].className = "TagMO" },
        { $0.entities.removeAll { $0.name == "List" } },
        { $0.entities.insert(Entity(name: "List", attributes: [Attribute(name: "name", type: .string)]), at: 0) },
        { $0[entity: "Todo"].parent = nil },
        { $0[entity: "Todo"].parent = "Tag" },
    ]

    /// Properties equal to ones hashed in an earlier version, declared by another entity: a relationship's
    /// hash takes its entity's name in (a relationship that is its own inverse does not feed the inverse
    /// name); an attribute's does not.
    static let propertiesSeenBefore: [@Sendable (inout DataModel) -> Void] = [
        {
            $0[entity: "Tag"].relationships.append(
                Relationship(name: "related", destination: "Tag", inverse: "related", isToMany: true, isOptional: true))
        },
        {
            $0.entities.append(
                Entity(
                    name: "Shelf", attributes: $0[entity: "Tag"].attributes,
                    relationships: $0[entity: "Tag"].relationships))
        },
        { $0[entity: "Shelf"].attributes[0].defaultValue = "none" },
    ]

    @Test func propertiesSeenBeforeHashAsEachVersionAlone() {
        let versions = Self.history(Self.edits + Self.propertiesSeenBefore)
        let hashes = HistoryHashes(versions)
        for version in versions {
            #expect(hashes.entityHashes(of: version) == VersionHasher.entityHashes(version), "\(version.name)")
        }
    }

    @Test func equalHashingEachVersionAlone() {
        let versions = Self.history(Self.edits)
        let hashes = HistoryHashes(versions)
        for version in versions {
            #expect(hashes.entityHashes(of: version) == VersionHasher.entityHashes(version), "\(version.name)")
        }
    }

    @Test func aChangedParentChangesTheSubEntity() {
        let versions = Self.history(Self.edits)
        let hashes = HistoryHashes(versions)
        #expect(hashes.entityHashes(of: versions[2])["Todo"] == hashes.entityHashes(of: versions[1])["Todo"])
        #expect(hashes.entityHashes(of: versions[3])["Todo"] != hashes.entityHashes(of: versions[2])["Todo"])
    }

    /// Large versions (filler entities, sub-entities among them whose parents are elsewhere in the list)
    /// hash in a history, reusing the version before's hashes, as each does alone.
    @Test func largeVersionsHashInAHistoryAsEachAlone() {
        let fillers = (0..<200).map { index in
            Entity(
                name: "Filler\(index)", parent: index % 7 == 6 ? "Filler\(index - 6)" : (index == 100 ? "Todo" : nil),
                attributes: [Attribute(name: "value\(index)", type: .integer32)])
        }
        let versions = Self.history(Self.edits).map { version in
            var large = version
            large.entities += fillers
            return large
        }
        let hashes = HistoryHashes(versions)
        for version in versions {
            #expect(hashes.entityHashes(of: version) == VersionHasher.entityHashes(version), "\(version.name)")
        }
    }
}
