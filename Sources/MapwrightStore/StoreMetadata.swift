import CZlib
import Foundation
import MapwrightAnalysis
import MapwrightDiagnostics
import MapwrightModel
import MapwrightXcode

/// What a store's `Z_METADATA` says about the model that wrote it (docs/core-data/stores.md).
package struct StoreMetadata: Hashable, Sendable {
    /// `NSPersistenceFrameworkVersion`: which Core Data wrote the store.
    package var frameworkVersion: Int?
    /// `NSStoreModelVersionHashes`: entity name → the entity's version hash.
    package var entityHashes: [String: VersionHash]
    /// `NSStoreModelVersionIdentifiers`.
    package var versionIdentifiers: [String]
    /// `NSStoreModelVersionChecksumKey`, in newer stores.
    package var checksum: String?
    /// `NSStoreModelVersionHashesDigest`, in newer stores.
    package var digest: String?
    /// Every key of the list, sorted: apps add their own, whose values are never shown.
    package var keys: [String]

    /// The metadata of `store`.
    package static func read(_ store: OpenedStore) throws(StoreError) -> StoreMetadata {
        let connection = store.connection
        let tables: [String]
        do {
            tables = try connection.rows("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
                .compactMap { $0.first?.text }
        } catch { throw error as? StoreError ?? .unreadable("\(error)") }
        guard tables.contains("Z_METADATA") else {
            let shown = tables.prefix(5).map { PrintableText.escaped($0) }.joined(separator: ", ")
            throw .unreadable(
                "a SQLite database, but not a Core Data store: no Z_METADATA table"
                    + (tables.isEmpty
                        ? " (no table at all)" : " (its tables: \(shown)\(tables.count > 5 ? ", …" : ""))"))
        }
        let plist: [UInt8]
        do {
            guard let row = try connection.rows("SELECT Z_PLIST FROM Z_METADATA LIMIT 1").first, let bytes = row[0].blob
            else { throw StoreError.unreadable("its Z_METADATA table holds no property list") }
            plist = bytes
        } catch { throw error as? StoreError ?? .unreadable("\(error)") }
        let list: [String: Any]
        do {
            guard let dictionary = try StoreArchives.propertyList(from: Data(plist)) as? [String: Any] else {
                throw StoreError.unreadable("its metadata is a property list, but not a dictionary")
            }
            list = dictionary
        } catch let error as StoreError {
            throw error
        } catch {
            throw .unreadable("its metadata (Z_METADATA) is not a property list: \(error)")
        }
        guard let hashes = list["NSStoreModelVersionHashes"] as? [String: Any] else {
            throw .unreadable("its metadata has no NSStoreModelVersionHashes")
        }
        var entityHashes: [String: VersionHash] = [:]
        for (entity, value) in hashes {
            guard let data = value as? Data, data.count == 32 else {
                throw .unreadable("the metadata's hash of entity '\(PrintableText.escaped(entity))' is not 32 bytes")
            }
            entityHashes[entity] = VersionHash(bytes: Array(data))
        }
        return StoreMetadata(
            frameworkVersion: (list["NSPersistenceFrameworkVersion"] as? NSNumber)?.intValue,
            entityHashes: entityHashes,
            versionIdentifiers: ((list["NSStoreModelVersionIdentifiers"] as? [Any]) ?? []).compactMap { $0 as? String }
                .sorted(),
            checksum: list["NSStoreModelVersionChecksumKey"] as? String,
            digest: list["NSStoreModelVersionHashesDigest"] as? String,
            keys: list.keys.sorted())
    }

    /// The model the store was written with (`Z_MODELCACHE`, framework 637 on), decoded; nil when the store
    /// has none. Throws when it has one that cannot be read.
    package static func cachedModel(_ store: OpenedStore, name: String) throws(StoreError) -> DataModel? {
        let content: [UInt8]
        do {
            guard
                try store.connection.integer(
                    "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = 'Z_MODELCACHE'") > 0,
                let row = try store.connection.rows("SELECT Z_CONTENT FROM Z_MODELCACHE LIMIT 1").first,
                let bytes = row[0].blob
            else { return nil }
            content = bytes
        } catch { throw error as? StoreError ?? .unreadable("\(error)") }
        let archive: [UInt8]
        do {
            archive = try inflate(content)
        } catch {
            switch error {
            case .notDeflated: throw .unreadable("its model cache (Z_MODELCACHE) is not deflated data")
            case .tooLarge:
                throw .unreadable(
                    "its model cache (Z_MODELCACHE) inflates to more than \(maximumInflatedSize >> 20) MiB "
                        + "(a model's is some 50 KB): it is not read")
            }
        }
        do {
            return try StoreArchives.cachedModel(from: Data(archive), name: name)
        } catch {
            throw .unreadable("its model cache (Z_MODELCACHE) cannot be decoded: \(error.message)")
        }
    }

    /// The largest model cache inflated (real ones are some 50 KB).
    static let maximumInflatedSize = 64 << 20

    /// Why a model cache is not inflated.
    enum InflateFailure: Error {
        case notDeflated
        /// Over ``maximumInflatedSize``: a few kilobytes of deflate can stand for gigabytes.
        case tooLarge
    }

    /// `bytes` inflated as raw deflate (no zlib header).
    static func inflate(_ bytes: [UInt8]) throws(InflateFailure) -> [UInt8] {
        var stream = z_stream()
        guard inflateInit2_(&stream, -15, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw .notDeflated
        }
        defer { inflateEnd(&stream) }
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        var input = bytes
        let result = input.withUnsafeMutableBufferPointer { source -> Result<[UInt8], InflateFailure> in
            stream.next_in = source.baseAddress
            stream.avail_in = uInt(source.count)
            while true {
                let status = chunk.withUnsafeMutableBufferPointer { target -> Int32 in
                    stream.next_out = target.baseAddress
                    stream.avail_out = uInt(target.count)
                    return CZlib.inflate(&stream, Z_NO_FLUSH)
                }
                let produced = chunk.count - Int(stream.avail_out)
                output.append(contentsOf: chunk[0..<produced])
                guard output.count <= maximumInflatedSize else { return .failure(.tooLarge) }
                if status == Z_STREAM_END { return .success(output) }
                guard status == Z_OK, produced > 0 || stream.avail_in > 0 else { return .failure(.notDeflated) }
            }
        }
        return try result.get()
    }
}
