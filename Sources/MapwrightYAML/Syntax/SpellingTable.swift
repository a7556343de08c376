import Foundation

/// Finds which of a fixed set of spellings some UTF-8 bytes are, without making a `String` of them or
/// comparing any: the parser recognises the format's keys (``Key``) this way, the reader attribute types.
///
/// Only exact bytes match. That is the answer `String` equality gives for ASCII text; text with any other
/// byte might still be canonically equal to one of the spellings (the Kelvin sign is equal to `K`), so
/// callers compare such text as a `String` (``value(ofASCII:)`` leaves it to them).
struct SpellingTable<Value: Sendable>: Sendable {
    /// Every spelling, one after another.
    private var spellings: [UInt8] = []
    /// Where each spelling starts in `spellings`, its length, and its value.
    private var entries: [(offset: Int, length: Int, value: Value)] = []
    /// An open hash table: the position in `entries` plus one of the spelling in each slot, 0 for none.
    private var slots = [UInt8](repeating: 0, count: 256)

    /// A table of up to 255 distinct spellings.
    init(_ values: [(spelling: String, value: Value)]) {
        for (spelling, value) in values {
            let bytes = Array(spelling.utf8)
            entries.append((spellings.count, bytes.count, value))
            var slot = bytes.withUnsafeBufferPointer(Self.slot)
            while slots[slot] != 0 { slot = (slot + 1) & 255 }
            slots[slot] = UInt8(entries.count)
            spellings += bytes
        }
    }

    /// Where to start looking for `bytes`: the length and three of the bytes mixed, which puts each of the
    /// format's keys in a slot of its own but two.
    private static func slot(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let length = bytes.count
        guard length > 0 else { return 0 }
        return (length &* 59 &+ Int(bytes[0]) &* 18 &+ Int(bytes[length - 1]) &* 3 &+ Int(bytes[length / 2])) & 255
    }

    /// The value of the spelling that is exactly `bytes`, if any.
    func value(spelledBy bytes: UnsafeBufferPointer<UInt8>) -> Value? {
        guard let text = bytes.baseAddress else { return nil }
        var slot = Self.slot(bytes)
        return slots.withUnsafeBufferPointer { slots in
            entries.withUnsafeBufferPointer { entries in
                spellings.withUnsafeBufferPointer { spellings in
                    while slots[slot] != 0 {
                        let entry = entries[Int(slots[slot]) - 1]
                        if entry.length == bytes.count,
                            memcmp(spellings.baseAddress! + entry.offset, text, entry.length) == 0
                        {
                            return entry.value
                        }
                        slot = (slot + 1) & 255
                    }
                    return nil
                }
            }
        }
    }

    /// The value of the spelling `text` equals, when `text` is ASCII: `.some(nil)` when it equals none.
    /// Nil when `text` has other characters, which only a `String` comparison can settle.
    func value(ofASCII text: String) -> Value?? {
        var text = text
        return text.withUTF8 { bytes in
            bytes.contains { $0 >= 0x80 } ? nil : .some(value(spelledBy: bytes))
        }
    }
}

extension Key {
    /// The spellings of every key.
    static let table = SpellingTable(allCases.map { ($0.rawValue, $0) })
}
