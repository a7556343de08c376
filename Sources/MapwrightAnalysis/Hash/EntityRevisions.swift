import MapwrightModel
import MapwrightSupport

/// Which entities of a history are the same entity, field for field (positions aside), across its versions.
///
/// Walking the history in order, an entity equal to its namesake in the version before keeps that one's
/// revision; any other entity starts a new one. Equality carries along the chain, so two entities of one
/// revision are equal wherever they are in the history: the hashing of a version takes the hash of an
/// entity of the previous version's revision from there (``PreviousVersion``), and a diff of two versions
/// far apart learns that an entity is unchanged without comparing it
/// (``DiffContext/isUnchanged(source:destination:)``). Two entities of different revisions may still be
/// equal (a change undone later): the diff compares those.
package struct EntityRevisions: Hashable, Sendable {
    /// By version name: each entity's revision, in the order of the version's entities.
    private let byVersion: [String: [Int]]

    /// The revisions of `versions`, the versions of one history, oldest first.
    package init(_ versions: [DataModel]) {
        // Each version is compared with the one before on its own core; the numbering is a quick walk after.
        let namesakeBefore: [[Int?]] = versions.indices.concurrentMap { index in
            guard index > 0 else { return versions[index].entities.map { _ in nil } }
            let before = versions[index - 1].entities, entities = versions[index].entities
            // The namesake is most often at the same position: the table of names is built only when not.
            var names: EntityNameIndex?
            // By position: `enumerated()` would copy each entity.
            return entities.indices.map { position in
                let namesake: Int?
                if position < before.count, before[position].name == entities[position].name {
                    namesake = position
                } else {
                    if names == nil { names = EntityNameIndex(versions[index - 1]) }
                    namesake = names?.position(of: entities[position].name)
                }
                return namesake.flatMap {
                    entities[position].anchor.sameText(as: before[$0].anchor) || entities[position] == before[$0]
                        ? $0 : nil
                }
            }
        }
        var byVersion: [String: [Int]] = [:]
        var previous: [Int] = []
        var count = 0
        for (version, namesakes) in zip(versions, namesakeBefore) {
            let revisions = namesakes.map { namesake in
                if let namesake { return previous[namesake] }
                count += 1
                return count
            }
            byVersion[version.name] = revisions
            previous = revisions
        }
        self.byVersion = byVersion
    }

    /// The revision of each entity of the history's version named `name`, in their order.
    package func revisions(ofVersionNamed name: String) -> [Int]? {
        byVersion[name]
    }
}
