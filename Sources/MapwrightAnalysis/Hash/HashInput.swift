import Crypto

/// The bytes of one SHA-256 hash, fed straight into the hash function in the order
/// docs/core-data/version-hash.md gives: nothing is buffered, and strings are hashed from their UTF-8
/// storage without copies. ``finish()`` returns the hash and starts the next one, so one input serves
/// every hash of a version.
struct HashInput {
    private var function = SHA256()

    mutating func append(_ string: String) {
        var string = string
        string.withUTF8 { function.update(bufferPointer: UnsafeRawBufferPointer($0)) }
    }

    mutating func append(_ hash: VersionHash) {
        hash.withBytes { function.update(bufferPointer: $0) }
    }

    mutating func append(uint8 value: UInt8) {
        withUnsafeBytes(of: value) { function.update(bufferPointer: $0) }
    }

    mutating func append(uint16le value: UInt16) {
        withUnsafeBytes(of: value.littleEndian) { function.update(bufferPointer: $0) }
    }

    mutating func append(uint32le value: UInt32) {
        withUnsafeBytes(of: value.littleEndian) { function.update(bufferPointer: $0) }
    }

    /// SHA-256 of everything appended since the last hash, as a version hash; the next append starts a new one.
    mutating func finish() -> VersionHash {
        defer { function = SHA256() }
        return function.finalize().withUnsafeBytes { VersionHash(digest: $0) }
    }
}
