import Foundation

/// A 32-byte Core Data version hash (entity, property or model), with its usual spellings.
public struct VersionHash: Hashable, Sendable, CustomStringConvertible {
    /// The raw SHA-256 bytes.
    public var bytes: [UInt8]

    public init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Lower-case hex, as `NSStoreModelVersionHashes` prints it without spaces.
    public var hex: String {
        let digits = Array("0123456789abcdef".utf8)
        return String(unsafeUninitializedCapacity: bytes.count * 2) { buffer in
            for (index, byte) in bytes.enumerated() {
                buffer[2 * index] = digits[Int(byte >> 4)]
                buffer[2 * index + 1] = digits[Int(byte & 0x0f)]
            }
            return bytes.count * 2
        }
    }

    /// Base64, as `versionChecksum` and `.xcmapping.xml` headers spell it.
    public var base64: String { Data(bytes).base64EncodedString() }

    public var description: String { hex }
}
