/// Finds which of a fixed set of ASCII spellings some UTF-8 bytes are: the parser recognises the format's
/// keys (``Key``) this way, the reader attribute types.
///
/// Only exact bytes match. That is the answer `String` equality gives for ASCII text; text with any other
/// byte might still be canonically equal to one of the spellings (the Kelvin sign is equal to `K`), so
/// callers compare such text as a `String` (``value(ofASCII:)`` leaves it to them).
struct SpellingTable<Value: Sendable>: Sendable {
    private let values: [String: Value]
    /// The spellings' bytes and values by length: most keys of a model (entity and property names) are
    /// none of them, and comparing the bytes with the few spellings of their length says so without
    /// making a string of them and hashing it.
    private let byLength: [[(bytes: [UInt8], value: Value)]]

    init(_ values: [(spelling: String, value: Value)]) {
        self.values = Dictionary(values.map { ($0.spelling, $0.value) }, uniquingKeysWith: { first, _ in first })
        var byLength = Array(
            repeating: [(bytes: [UInt8], value: Value)](), count: 1 + (values.map(\.spelling.utf8.count).max() ?? 0))
        for (spelling, value) in values
        where !byLength[spelling.utf8.count].contains(where: { $0.bytes.elementsEqual(spelling.utf8) }) {
            byLength[spelling.utf8.count].append((Array(spelling.utf8), value))
        }
        self.byLength = byLength
    }

    /// The value of the spelling that is exactly `bytes`, if any.
    func value(spelledBy bytes: UnsafeBufferPointer<UInt8>) -> Value? {
        guard bytes.count < byLength.count else { return nil }
        for candidate in byLength[bytes.count] where candidate.bytes.elementsEqual(bytes) { return candidate.value }
        return nil
    }

    /// The value of the spelling `text` equals, when `text` is ASCII: `.some(nil)` when it equals none.
    /// Nil when `text` has other characters, which only a `String` comparison can settle.
    func value(ofASCII text: String) -> Value?? {
        text.utf8.contains { $0 >= 0x80 } ? nil : .some(values[text])
    }
}

extension Key {
    /// The spellings of every key.
    static let table = SpellingTable(allCases.map { ($0.rawValue, $0) })
}
