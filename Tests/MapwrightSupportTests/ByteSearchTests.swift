import MapwrightSupport
import Testing

@Suite struct ByteSearchTests {
    /// (text, word, where the search starts, the offset found)
    static let table: [(String, String, Int, Int?)] = [
        ("VersionedSchema", "VersionedSchema", 0, 0),
        ("enum SchemaV1: VersionedSchema {", "VersionedSchema", 0, 15),
        ("VersionedSchem", "VersionedSchema", 0, nil),
        ("ersionedSchema", "VersionedSchema", 0, nil),
        ("", "enum", 0, nil),
        ("enu", "enum", 0, nil),
        ("enumenum", "enum", 1, 4),
        ("enumenum", "enum", 5, nil),
        ("eenum", "enum", 0, 1),
        ("ee enu enum", "enum", 0, 7),
        // A byte that ends the word elsewhere in it moves the search on less far.
        ("abcabcabd", "abcabd", 0, 3),
        ("aaaaab", "aab", 0, 3),
        ("x", "x", 0, 0),
        ("yyx", "x", 0, 2),
        ("élan @Model", "@Model", 0, 6),
        ("NSPersistentContainer(name:)", "NSPersistentContainer(", 0, 0),
    ]

    @Test(arguments: table.indices)
    func findsTheFirstOccurrence(index: Int) {
        let (text, word, start, offset) = Self.table[index]
        #expect(ByteSearch(word).firstOffset(in: Array(text.utf8), from: start) == offset, "\(text)")
        if start == 0 { #expect(ByteSearch(word).isFound(in: Array(text.utf8)) == (offset != nil), "\(text)") }
        // In a part of a longer array, offsets are the array's, and the bytes around the part are not read:
        // they hold the word's own bytes.
        let around = Array(word.utf8)
        let array = around + Array(text.utf8) + around
        let part = array[around.count..<(around.count + text.utf8.count)]
        let found = ByteSearch(word).firstOffset(in: part, from: around.count + start)
        #expect(found == offset.map { $0 + around.count }, "\(text)")
        if start == 0 { #expect(ByteSearch(word).isFound(in: part) == (offset != nil), "\(text)") }
    }

    /// At every offset, and around near misses, the search finds what a plain scan finds.
    @Test func agreesWithAPlainScanAtEveryOffset() {
        let words = ["mapwright:ignore", "VersionedSchema", "abab", "@Model"]
        let fillers = ["", "mapwright:ignor", "ersionedSchema", "aba", "@Mode", "x"]
        for word in words {
            let search = ByteSearch(word)
            for filler in fillers {
                for padding in 0..<12 {
                    let text = Array((String(repeating: "q", count: padding) + filler + word + filler).utf8)
                    let plain = (0...(text.count - word.utf8.count)).first {
                        text[$0..<($0 + word.utf8.count)].elementsEqual(word.utf8)
                    }
                    #expect(
                        search.firstOffset(in: text) == plain, "\(word) in \(String(decoding: text, as: UTF8.self))")
                }
            }
        }
    }

    /// (line, word, holds it)
    static let lines: [(String, String, Bool)] = [
        ("final class Policy: NSEntityMigrationPolicy {}", "class", true),
        ("subclass", "class", true),
        ("clas", "class", false),
        ("", "class", false),
        ("é class", "class", true),
        ("@objc(Legacy)", "@objc(", true),
        ("@objc Legacy", "@objc(", false),
        ("  @objc(", "@objc(", true),
    ]

    @Test(arguments: lines.indices)
    func aLineHoldsAWordOnItsBytes(index: Int) {
        let (line, word, holds) = Self.lines[index]
        #expect(ByteSearch(word).isFound(in: line[...]) == holds, "\(line)")
    }
}
