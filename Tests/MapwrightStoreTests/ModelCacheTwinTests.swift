import Foundation
import MapwrightAnalysis
import MapwrightTestSupport
import MapwrightXcode
import Testing

@testable import MapwrightStore

/// The model cache (`Z_MODELCACHE`) of every store in `../shared/stores` that has one, decoded with the walk
/// in place and with its plain twin, Foundation's reading (``ContentsReading``): the same model and hashes; the
/// stores' files byte-identical afterwards.
@Suite(.needsShared("stores")) struct ModelCacheTwinTests {
    @Test func modelCachesDecodeTheSameBothWays() throws {
        let stores = try #require(SharedFiles.folder("stores")).path
        var compared = 0
        for path in Self.stores(under: stores) {
            let before = RealStoreTests.bytes(path)
            defer { #expect(RealStoreTests.bytes(path) == before, "\(path) changed") }
            let (opened, _) = try StoreCheck.open(path)
            guard
                try opened.connection.integer(
                    "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = 'Z_MODELCACHE'") > 0,
                let bytes = try opened.connection.rows("SELECT Z_CONTENT FROM Z_MODELCACHE LIMIT 1").first?[0].blob
            else { continue }
            let archive = Data(try StoreMetadata.inflate(bytes))
            let fast = try StoreArchives.cachedModel(from: archive, name: "cached", reading: .fast)
            let plain = try StoreArchives.cachedModel(from: archive, name: "cached", reading: .plain)
            #expect(fast == plain, "\(path): the walk's model differs from Foundation's")
            #expect(VersionHasher.entityHashes(fast) == VersionHasher.entityHashes(plain), "\(path)")
            compared += 1
        }
        #expect(compared >= 5, "only \(compared) stores with a model cache")
    }

    /// Every SQLite store under `root` (`.sqlite`, `.store`), sorted.
    static func stores(under root: String) -> [String] {
        let walk = FileManager.default.enumerator(atPath: root)
        var found: [String] = []
        while let relative = walk?.nextObject() as? String {
            if relative.hasSuffix(".sqlite") || relative.hasSuffix(".store") { found.append(root + "/" + relative) }
        }
        return found.sorted()
    }
}
