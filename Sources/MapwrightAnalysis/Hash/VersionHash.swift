import Foundation

/// A 32-byte Core Data version hash (entity, property or model), with its usual spellings.
///
/// Every property of every version is hashed, so a SHA-256 digest is held in four words, without an
/// allocation; a hash of another length (as a mapping
/// model file may record) keeps its bytes in an array.
package struct VersionHash: Hashable, Sendable, CustomStringConvertible {
    /// The 32 digest bytes, eight to a word, first byte highest; zero when `otherLength` holds the bytes.
    private var word0: UInt64 = 0, word1: UInt64 = 0, word2: UInt64 = 0, word3: UInt64 = 0
    /// The bytes of a hash that is not 32 bytes long; nil for a digest.
    private var otherLength: [UInt8]?

    package init(bytes: [UInt8]) {
        if bytes.count == 32 {
            self = bytes.withUnsafeBytes(Self.init(digest:))
        } else {
            otherLength = bytes
        }
    }

    /// A digest of exactly 32 bytes, read a word at a time: the digest's byte-by-byte iterator cost more
    /// than the rest of a property's hash but the hashing itself.
    init(digest: UnsafeRawBufferPointer) {
        precondition(digest.count == 32, "a version hash digest has 32 bytes")
        func word(_ index: Int) -> UInt64 {
            UInt64(bigEndian: digest.loadUnaligned(fromByteOffset: 8 * index, as: UInt64.self))
        }
        (word0, word1, word2, word3) = (word(0), word(1), word(2), word(3))
    }

    /// The raw bytes.
    package var bytes: [UInt8] {
        if let otherLength { return otherLength }
        var bytes: [UInt8] = []
        appendBytes(to: &bytes)
        return bytes
    }

    /// Appends the raw bytes to `buffer`.
    func appendBytes(to buffer: inout [UInt8]) {
        if let otherLength { return buffer.append(contentsOf: otherLength) }
        withUnsafeBytes(of: (word0.bigEndian, word1.bigEndian, word2.bigEndian, word3.bigEndian)) {
            buffer.append(contentsOf: $0)
        }
    }

    /// Lower-case hex, as `NSStoreModelVersionHashes` prints it without spaces.
    package var hex: String {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(bytes.count * 2)
        for byte in bytes {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0f)])
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// Base64, as `versionChecksum` and `.xcmapping.xml` headers spell it.
    package var base64: String { Data(bytes).base64EncodedString() }

    package var description: String { hex }
}
