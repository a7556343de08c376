import Foundation
import MapwrightModel
import MapwrightSupport

/// Every version's entity version hashes, computed once per version and shared by every step, the lock
/// check and the generated mapping models that use them.
///
/// A history of n versions has n − 1 adjacent steps and up to n − 2 direct steps to the current version;
/// hashing each version once keeps the cost linear in the number of versions. An entity unchanged from
/// the version before takes its hash from there (``PreviousVersion``), told by the entities' revisions,
/// which the steps' diffs use too.
package struct HistoryHashes: Hashable, Sendable {
    /// Entity hashes keyed by version name, then entity name.
    private let byVersion: [String: [String: VersionHash]]
    /// Which entities of the versions are the same entity from version to version.
    package let revisions: EntityRevisions
    /// `versionChecksum` by version name: the report asks for each step's two versions.
    private let checksums: [String: String]

    /// Hashes every version of `history` once.
    package init(_ history: ModelHistory) {
        self.init(history.versions)
    }

    /// Hashes each of `versions`, the versions of one history (their names are unique), once. Within a
    /// history each version reuses the hashes of the one before, so only an entity changed since then is
    /// hashed property by property. The versions are hashed in runs of consecutive versions, one run per
    /// core, all at once (only the first version of a run is hashed entity by entity: plain hashing of
    /// every version made `check` of a 117-version history 8 % slower). A run starts with a
    /// version hashed whole, which pays for itself only over several versions: a short history is one run.
    package init(_ versions: [DataModel]) {
        let cores = ProcessInfo.processInfo.activeProcessorCount
        revisions = EntityRevisions(versions)
        let runCount = max(1, min(cores, versions.count / Self.versionsPerRun))
        let hashed = Self.hashedInRuns(versions, revisions: revisions, runCount: runCount)
        var byVersion: [String: [String: VersionHash]] = [:]
        for (version, hashes) in zip(versions, hashed) {
            byVersion[version.name] = hashes
        }
        self.byVersion = byVersion
        checksums = byVersion.mapValues { VersionHasher.modelVersionHash(entityHashes: $0).base64 }
    }

    /// The fewest versions worth a run of their own.
    private static let versionsPerRun = 8

    private static func hashedInRuns(_ versions: [DataModel], revisions: EntityRevisions, runCount: Int)
        -> [[String: VersionHash]]
    {
        let runs = (0..<runCount).map { run in
            (versions.count * run / runCount)..<(versions.count * (run + 1) / runCount)
        }
        // Task-local values do not reach the threads that hash the runs: the caller's counter is handed on.
        let statistics = VersionHasher.statistics
        return Array(
            runs.concurrentMap { run in
                VersionHasher.$statistics.withValue(statistics) {
                    var previous: PreviousVersion?
                    return versions[run].map { version in
                        let (hashes, next) = VersionHasher.entityHashes(
                            version, previous: previous, revisions: revisions.revisions(ofVersionNamed: version.name))
                        previous = next
                        return hashes
                    }
                }
            }.joined())
    }

    /// The entity hashes of `version`: from the table when it holds that version, else computed now.
    package func entityHashes(of version: DataModel) -> [String: VersionHash] {
        byVersion[version.name] ?? VersionHasher.entityHashes(version)
    }

    /// `versionChecksum` of the version named `name`, when the table holds it.
    package func versionChecksum(of name: String) -> String? {
        checksums[name]
    }
}
