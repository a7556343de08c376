import Foundation

/// Counts how many times whole versions are hashed, so tests can hold a run to "each version hashed once".
///
/// Install one for the work to measure with ``VersionHasher/$statistics``:
/// `VersionHasher.$statistics.withValue(counter) { … }`. Outside such a scope nothing is counted.
package final class HashingStatistics: @unchecked Sendable {
    // Guarded by `lock`: the only mutable state.
    private var versions = 0
    private let lock = NSLock()

    package init() {}

    /// How many times a version's entity hashes were computed.
    package var hashedVersions: Int { lock.withLock { versions } }

    func recordVersionHashed() { lock.withLock { versions += 1 } }
}

extension VersionHasher {
    /// The counter of the current task, if a caller installed one.
    @TaskLocal package static var statistics: HashingStatistics?
}
