import Crypto

/// The bytes fed to one SHA-256, built in the order docs/core-data/version-hash.md gives.
struct HashInput {
    private(set) var bytes: [UInt8] = []

    mutating func append(_ string: String) { bytes.append(contentsOf: Array(string.utf8)) }
    mutating func append(_ hash: VersionHash) { bytes.append(contentsOf: hash.bytes) }
    mutating func append(uint8 value: UInt8) { bytes.append(value) }
    mutating func append(uint16le value: UInt16) {
        bytes.append(UInt8(value & 0xff))
        bytes.append(UInt8(value >> 8))
    }
    mutating func append(uint32le value: UInt32) {
        for shift in stride(from: 0, to: 32, by: 8) { bytes.append(UInt8((value >> UInt32(shift)) & 0xff)) }
    }

    /// SHA-256 of everything appended.
    var sha256: VersionHash { VersionHash(bytes: Array(SHA256.hash(data: bytes))) }

    /// SHA-512 of everything appended.
    var sha512: [UInt8] { Array(SHA512.hash(data: bytes)) }
}
