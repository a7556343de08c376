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
            (word0, word1, word2, word3) = Self.words(bytes)
        } else {
            otherLength = bytes
        }
    }

    /// A digest of exactly 32 bytes.
    init(digest: some Sequence<UInt8>) {
        (word0, word1, word2, word3) = Self.words(digest)
    }

    private static func words(_ digest: some Sequence<UInt8>) -> (UInt64, UInt64, UInt64, UInt64) {
        var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
        var index = 0
        for byte in digest {
            switch index / 8 {
            case 0: words.0 = words.0 << 8 | UInt64(byte)
            case 1: words.1 = words.1 << 8 | UInt64(byte)
            case 2: words.2 = words.2 << 8 | UInt64(byte)
            default: words.3 = words.3 << 8 | UInt64(byte)
            }
            index += 1
        }
        return words
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
        Self.append(word0, to: &buffer)
        Self.append(word1, to: &buffer)
        Self.append(word2, to: &buffer)
        Self.append(word3, to: &buffer)
    }

    private static func append(_ word: UInt64, to buffer: inout [UInt8]) {
        for byte in 0..<8 { buffer.append(UInt8(truncatingIfNeeded: word >> (56 - 8 * UInt64(byte)))) }
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
