import Crypto

/// The bytes of one SHA-256 hash, in the order docs/core-data/version-hash.md gives, gathered in one
/// reused buffer and handed to the hash function in a single update: each update of swift-crypto's
/// `SHA256` checks its context for sharing and copies the bytes into BoringSSL's block buffer, which cost
/// more than the few bytes themselves. ``finish()`` returns the hash and empties the buffer (keeping its
/// storage), so one input serves every hash of a version.
struct HashInput {
    private var bytes: [UInt8] = []

    init() {
        bytes.reserveCapacity(256)
    }

    mutating func append(_ string: String) {
        let utf8 = string.utf8
        if utf8.withContiguousStorageIfAvailable({ bytes.append(contentsOf: $0) }) == nil {
            bytes.append(contentsOf: utf8)
        }
    }

    mutating func append(_ hash: VersionHash) {
        hash.withBytes { bytes.append(contentsOf: $0) }
    }

    mutating func append(uint8 value: UInt8) {
        bytes.append(value)
    }

    mutating func append(uint16le value: UInt16) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    mutating func append(uint32le value: UInt32) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    /// SHA-256 of everything appended since the last hash, as a version hash; the next append starts a new one.
    mutating func finish() -> VersionHash {
        defer { bytes.removeAll(keepingCapacity: true) }
        var function = SHA256()
        bytes.withUnsafeBytes { function.update(bufferPointer: $0) }
        return function.finalize().withUnsafeBytes { VersionHash(digest: $0) }
    }
}
