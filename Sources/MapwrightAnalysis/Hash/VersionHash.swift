import Foundation

/// A 32-byte Core Data version hash (entity, property or model), with its usual spellings.
///
/// Every entity and property of every version is hashed, so a SHA-256 digest is held inline, in four
/// words, without an allocation; a hash of another length (as a mapping model file may record) keeps
/// its bytes in an array.
public struct VersionHash: Hashable, Sendable, CustomStringConvertible {
    /// The 32 digest bytes in memory order; zero when `otherLength` holds the bytes.
    private var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
    /// The bytes of a hash that is not 32 bytes long; nil for a digest.
    private var otherLength: [UInt8]?

    public init(bytes: [UInt8]) {
        if bytes.count == 32 {
            withUnsafeMutableBytes(of: &words) { $0.copyBytes(from: bytes) }
        } else {
            otherLength = bytes
        }
    }

    /// A digest of exactly 32 bytes.
    init(digest: UnsafeRawBufferPointer) {
        precondition(digest.count == 32)
        withUnsafeMutableBytes(of: &words) { $0.copyMemory(from: digest) }
    }

    /// The raw bytes.
    public var bytes: [UInt8] { withBytes { Array($0) } }

    /// Calls `body` with the raw bytes, without copying them.
    func withBytes<Result>(_ body: (UnsafeRawBufferPointer) -> Result) -> Result {
        if let otherLength { return otherLength.withUnsafeBytes(body) }
        return withUnsafeBytes(of: words, body)
    }

    public static func == (lhs: VersionHash, rhs: VersionHash) -> Bool {
        lhs.words == rhs.words && lhs.otherLength == rhs.otherLength
    }

    public func hash(into hasher: inout Hasher) {
        withBytes { hasher.combine(bytes: $0) }
    }

    /// Lower-case hex, as `NSStoreModelVersionHashes` prints it without spaces.
    public var hex: String {
        let digits = Array("0123456789abcdef".utf8)
        return withBytes { bytes in
            String(unsafeUninitializedCapacity: bytes.count * 2) { buffer in
                for (index, byte) in bytes.enumerated() {
                    buffer[2 * index] = digits[Int(byte >> 4)]
                    buffer[2 * index + 1] = digits[Int(byte & 0x0f)]
                }
                return bytes.count * 2
            }
        }
    }

    /// Base64, as `versionChecksum` and `.xcmapping.xml` headers spell it.
    public var base64: String { withBytes { Data($0).base64EncodedString() } }

    public var description: String { hex }
}
