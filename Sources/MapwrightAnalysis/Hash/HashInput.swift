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
        bytes.append(contentsOf: string.utf8)
    }

    mutating func append(_ hash: VersionHash) {
        hash.appendBytes(to: &bytes)
    }

    mutating func append(uint8 value: UInt8) {
        bytes.append(value)
    }

    mutating func append(uint16le value: UInt16) {
        bytes.append(UInt8(truncatingIfNeeded: value))
        bytes.append(UInt8(truncatingIfNeeded: value >> 8))
    }

    mutating func append(uint32le value: UInt32) {
        for shift in stride(from: 0, to: 32, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> shift)) }
    }

    /// SHA-256 of everything appended since the last hash, as a version hash; the next append starts a new one.
    mutating func finish() -> VersionHash {
        defer { bytes.removeAll(keepingCapacity: true) }
        return SHA256.hash(data: bytes).withUnsafeBytes(VersionHash.init(digest:))
    }
}
