import Foundation
import MapwrightModel

/// The JSON document `mapwright hash --format json` prints, with keys sorted so the output is stable.
/// The shape is documented in `docs/json-output.md`; check and diff JSON are MapwrightReport's `JSONReporter`.
public enum AnalysisJSON {
    /// Every version's entity hashes (hex), `versionChecksum` and `NSStoreModelVersionHashesDigest`.
    public static func hashes(_ history: ModelHistory) -> String {
        encode(HashesJSON(model: history.name, current: history.currentVersionName, versions: history.versions.map { version in
            VersionHashesJSON(
                name: version.name,
                versionChecksum: VersionHasher.versionChecksum(version),
                storeModelVersionHashesDigest: VersionHasher.storeModelVersionHashesDigest(version),
                entities: VersionHasher.entityHashes(version).mapValues(\.hex)
            )
        }))
    }

    static func encode<T: Encodable>(_ value: T) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        // Encoding these value types cannot fail: every member is a string, number, bool, array or object.
        let data = try! encoder.encode(value)
        return String(decoding: data, as: UTF8.self)
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
