import Foundation

/// Recognises the format's keys (``Key``) in the UTF-8 bytes of a mapping key, so that the parser makes no
/// `String` for them and the reader compares none.
///
/// Only exact bytes match. That is the answer `String` equality gives for ASCII text; a key with any other
/// byte might still be canonically equal to a format key (the Kelvin sign is equal to `K`), so the parser
/// looks such keys up as strings (``Key/init(rawValue:)``).
struct KeyTable {
    /// Every key's spelling, one after another.
    private var spellings: [UInt8] = []
    /// Where each key's spelling starts in `spellings`, its length, and the key.
    private var entries: [(offset: Int, length: Int, key: Key)] = []
    /// An open hash table: the position in `entries` plus one of the key in each slot, 0 for an empty slot.
    private var slots = [UInt8](repeating: 0, count: 256)

    static let shared = KeyTable()

    private init() {
        for key in Key.allCases {
            let spelling = Array(key.rawValue.utf8)
            entries.append((spellings.count, spelling.count, key))
            var slot = spelling.withUnsafeBufferPointer(Self.slot)
            while slots[slot] != 0 { slot = (slot + 1) & 255 }
            slots[slot] = UInt8(entries.count)
            spellings += spelling
        }
    }

    /// Where to start looking for `bytes`: the length and three of the bytes mixed, which puts each of the
    /// format's keys in a slot of its own but two.
    private static func slot(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let length = bytes.count
        guard length > 0 else { return 0 }
        return (length &* 59 &+ Int(bytes[0]) &* 18 &+ Int(bytes[length - 1]) &* 3 &+ Int(bytes[length / 2])) & 255
    }

    /// The key whose spelling is exactly `bytes`, if any.
    func key(spelledBy bytes: UnsafeBufferPointer<UInt8>) -> Key? {
        guard let text = bytes.baseAddress else { return nil }
        var slot = Self.slot(bytes)
        return slots.withUnsafeBufferPointer { slots in
            entries.withUnsafeBufferPointer { entries in
                spellings.withUnsafeBufferPointer { spellings in
                    while slots[slot] != 0 {
                        let entry = entries[Int(slots[slot]) - 1]
                        if entry.length == bytes.count, memcmp(spellings.baseAddress! + entry.offset, text, entry.length) == 0 {
                            return entry.key
                        }
                        slot = (slot + 1) & 255
                    }
                    return nil
                }
            }
        }
    }
}
