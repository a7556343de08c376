import MapwrightModel
import Testing

@testable import MapwrightAnalysis

/// The revisions number an entity anew whenever it differs from its namesake in the version before, and
/// a diff that reads equality from them reports exactly what comparing the entities reports.
@Suite struct EntityRevisionsTests {
    /// The history of ``HistoryHashesTests``, with one more step that undoes the step before: `Tag` is back
    /// as it was two versions earlier.
    static let versions: [DataModel] = {
        var versions = HistoryHashesTests.history(HistoryHashesTests.edits)
        var undone = versions[versions.count - 2]
        undone.name = "V\(versions.count + 1)"
        versions.append(undone)
        return versions
    }()

    /// By version: the entities that keep the revision of their namesake in the version before.
    static let kept: [(version: String, entities: Set<String>)] = [
        ("V2", ["Item", "List", "Tag", "Todo"]),  // nothing changed
        ("V3", ["Item", "List", "Todo"]),  // Tag gained an attribute
        ("V4", ["List", "Tag", "Todo"]),  // Item's title is required: Todo itself is unchanged
        ("V5", ["Item", "Tag", "Todo"]),  // List's hash modifier
        ("V6", ["Item", "List", "Todo"]),  // Tag's class name, outside the hash
        ("V7", ["Item", "Tag", "Todo"]),  // List removed
        ("V8", ["Item", "Tag", "Todo"]),  // a new List, first in the version
        ("V9", ["Item", "List", "Tag"]),  // Todo lost its parent
        ("V10", ["Item", "List", "Tag"]),  // Todo has another parent
        ("V11", ["Item", "List", "Tag"]),  // Todo back as in V9: a new revision all the same
    ]

    @Test(arguments: kept)
    func anEntityKeepsItsRevisionExactlyWhileItIsUnchanged(version: String, entities: Set<String>) throws {
        let revisions = EntityRevisions(Self.versions)
        let index = try #require(Self.versions.firstIndex { $0.name == version })
        let (before, after) = (Self.versions[index - 1], Self.versions[index])
        let old = try #require(revisions.revisions(ofVersionNamed: before.name))
        let new = try #require(revisions.revisions(ofVersionNamed: after.name))
        let keeping = after.entities.indices.filter { position in
            before.entities.firstIndex { $0.name == after.entities[position].name }.map { old[$0] == new[position] }
                ?? false
        }
        #expect(Set(keeping.map { after.entities[$0].name }) == entities)
        // A revision is never shared by two entities of one version, nor taken back after a change.
        #expect(Set(new).count == new.count)
    }

    /// Every pair of versions, adjacent or not: the diff given the revisions equals the diff that compares
    /// ``ModelDiff/forEachEntityMatch(_:)``'s pairs, each property read by position from its entity.
    static func visited(_ diff: ModelDiff) -> [EntityMatch] {
        var matches: [EntityMatch] = []
        diff.forEachEntityMatch { source, destination, pairs in
            matches.append(
                EntityMatch(
                    source: source, destination: destination,
                    properties: pairs.indices.map { index in
                        PropertyMatch(
                            source: pairs.source(at: index).map {
                                OwnedProperty(property: $0, owner: pairs.sourceOwner(at: index)!)
                            },
                            destination: pairs.destination(at: index).map {
                                OwnedProperty(property: $0, owner: pairs.destinationOwner(at: index)!)
                            })
                    }))
        }
        return matches
    }

    /// The same pairs from the effective property lists: ``ModelDiff/entityMatches``, equal entities without
    /// property pairs.
    static func listed(_ diff: ModelDiff) -> [EntityMatch] {
        diff.entityMatches.map { match in
            guard let source = match.source, source == match.destination else { return match }
            return EntityMatch(source: source, destination: match.destination, properties: [])
        }
    }

    /// the entities (changes with their positions, pairs, rename suggestions), the undone change included.
    @Test func aDiffReadingRevisionsEqualsOneComparingEntities() {
        let revisions = EntityRevisions(Self.versions)
        for (from, source) in Self.versions.enumerated() {
            for destination in Self.versions[(from + 1)...] {
                let compared = ModelDiffer.diff(from: source, to: destination)
                let numbered = ModelDiffer.diff(
                    from: source, to: destination, destinationProperties: DestinationProperties(destination),
                    revisions: revisions)
                #expect(numbered.changes == compared.changes, "\(source.name) → \(destination.name)")
                #expect(numbered.entityMatches == compared.entityMatches, "\(source.name) → \(destination.name)")
                #expect(Self.visited(numbered) == Self.visited(compared), "\(source.name) → \(destination.name)")
                #expect(Self.visited(numbered) == Self.listed(numbered), "\(source.name) → \(destination.name)")
                #expect(numbered.renameSuggestions == compared.renameSuggestions)
            }
        }
    }
}
