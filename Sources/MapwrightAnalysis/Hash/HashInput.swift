import Crypto

/// The bytes of one hash, fed straight into the hash function in the order docs/core-data/version-hash.md
/// gives: nothing is buffered, and strings are hashed from their UTF-8 storage without copies.
struct HashInput<Function: HashFunction> {
    private var function = Function()

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

    /// The digest of everything appended.
    var digest: [UInt8] { Array(function.finalize()) }
}

extension HashInput where Function == SHA256 {
    /// SHA-256 of everything appended, as a version hash.
    var sha256: VersionHash { function.finalize().withUnsafeBytes { VersionHash(digest: $0) } }
}
