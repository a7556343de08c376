import Foundation
import MapwrightAnalysis
import MapwrightModel

/// The JSON document `mapwright hash --format json` prints, with keys sorted so the output is stable.
/// The shape is documented in `docs/json-output.md`; check and diff JSON are `JSONReporter`.
package enum HashesJSONRenderer {
    /// Every version's entity hashes (hex), `versionChecksum` and `NSStoreModelVersionHashesDigest`.
    /// `hashes` are the run's entity hashes: each version is hashed once.
    package static func hashes(_ history: ModelHistory, hashes: HistoryHashes) -> String {
        JSONOutput.encode(
            HashesJSON(
                model: history.name, current: history.currentVersionName,
                versions: history.versions.map { version in
                    let entities = hashes.entityHashes(of: version)
                    return VersionHashesJSON(
                        name: version.name,
                        versionChecksum: hashes.versionChecksum(of: version.name)
                            ?? VersionHasher.modelVersionHash(entityHashes: entities).base64,
                        storeModelVersionHashesDigest: VersionHasher.storeModelVersionHashesDigest(
                            entityHashes: entities),
                        entities: entities.mapValues(\.hex)
                    )
                }))
    }
}

struct HashesJSON: Encodable {
    var model: String
    var current: String
    var versions: [VersionHashesJSON]
}

struct VersionHashesJSON: Encodable {
    var name: String
    var versionChecksum: String
    var storeModelVersionHashesDigest: String
    var entities: [String: String]
}
