import Foundation
import MapwrightTestSupport
import Testing

@testable import MapwrightXcode

/// Binary property lists are read on their bytes (``BinaryPropertyListDecoder``): every value must come out
/// as Foundation reads it, references as their indices.
@Suite struct BinaryPropertyListDecoderTests {
    /// `value` as text that Foundation's reading and the decoder's share: dictionaries by sorted key,
    /// numbers by value, each `CF$UID` as its index.
    static func canonical(_ value: Any) -> String {
        if Swift.type(of: value) == Bool.self { return "\(value)" }
        if let index = uid(value) { return "uid(\(index))" }
        if let number = value as? NSNumber { return "n(\(number))" }
        if let text = value as? String { return "s(\(text))" }
        if let data = value as? Data { return "d(\(data.map { String($0, radix: 16) }.joined()))" }
        if let date = value as? Date { return "t(\(date.timeIntervalSinceReferenceDate))" }
        if let array = value as? [Any] { return "[" + array.map(canonical).joined(separator: ", ") + "]" }
        if let dictionary = value as? [AnyHashable: Any] {
            let entries = dictionary.map { (key: "\($0.key.base)", value: canonical($0.value)) }.sorted {
                $0.key < $1.key
            }
            return "{" + entries.map { "\($0.key): \($0.value)" }.joined(separator: ", ") + "}"
        }
        return "?\(Swift.type(of: value))"
    }

    /// The index a `CF$UID` holds: the decoder's ``PropertyListReference``, or Foundation's own reading of one,
    /// an internal class with a `value` field on Linux (read by reflection).
    static func uid(_ value: Any) -> Int? {
        if let reference = value as? PropertyListReference { return reference.index }
        guard String(describing: Swift.type(of: value)).contains("KeyedArchiverUID") else { return nil }
        for child in Mirror(reflecting: value).children where child.label == "value" {
            if let number = child.value as? UInt32 { return Int(number) }
            if let number = child.value as? Int { return number }
            if let number = child.value as? UInt64 { return Int(number) }
        }
        return nil
    }

    /// Foundation's reading, through its own parser.
    static func foundation(_ data: Data) throws -> String {
        canonical(try PropertyListSerialization.propertyList(from: data, options: [], format: nil))
    }

    static func decoded(_ data: Data) throws -> String {
        canonical(try BinaryPropertyListCheck.propertyList(from: data))
    }

    static var lists: [Any] {
        [
            [
                "int": 5, "negative": -7, "large": 5_000_000_000, "byte": 200, "short": 40_000, "bool": true,
                "no": false,
            ],
            ["real": 2.5, "float": Float(0.25), "date": Date(timeIntervalSinceReferenceDate: 1_234.5)],
            ["ascii": "plain", "unicode": "Moody · café 🎉", "empty": "", "data": Data([0, 1, 0xFF])],
            [["nested": [1, "two", [3.0]]], [], [:] as [String: Any], "x", "x", "x"],
            (0..<40).map { "key\($0)" },
        ]
    }

    @Test(arguments: lists.indices)
    func readsWhatFoundationReads(index: Int) throws {
        let data = try PropertyListSerialization.data(fromPropertyList: Self.lists[index], format: .binary, options: 0)
        #expect(try Self.decoded(data) == Self.foundation(data))
    }

    /// Archives of Foundation's classes, and the model snapshots of real mapping models: their references too.
    @Test(.needsShared("corpus")) func readsKeyedArchivesAsFoundationDoes() throws {
        var archives: [Data] = [
            try NSKeyedArchiver.archivedData(
                withRootObject: ["a": [1, 2], "s": "x", "n": NSNull()] as NSDictionary, requiringSecureCoding: false)
        ]
        let folder = URL(fileURLWithPath: MappingFixtures.root).appendingPathComponent("objcio__core-data/mappings")
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() {
            let xml = try String(contentsOf: folder.appendingPathComponent("\(name)/xcmapping.xml"), encoding: .utf8)
            for part in xml.components(separatedBy: "type=\"binary\">").dropFirst() {
                let base64 = String(part.prefix { $0 != "<" }).filter { !$0.isWhitespace }
                archives.append(try #require(Data(base64Encoded: base64)))
            }
        }
        #expect(archives.count >= 3)
        for archive in archives {
            #expect(archive.starts(with: Array("bplist00".utf8)))
            #expect(try Self.decoded(archive) == Self.foundation(archive))
        }
    }

    /// Values no keyed archive holds are refused with the object they are in.
    static let refused: [([[UInt8]], String)] = [
        ([[0xA1, 1], [0x51, 0xE9]], "object 1 of the binary property list is damaged"),
        ([[0xD1, 1, 2], [0x10, 1], [0x51, UInt8(ascii: "x")]], "object 0 of the binary property list has a key"),
        ([[0xA1, 1], [0x14] + [UInt8](repeating: 1, count: 16)], "object 1 of the binary property list is of a kind"),
        ([[0xA1, 1], [0x00]], "object 1 of the binary property list is of a kind"),
        ([[0xA1, 1], [0x87] + [UInt8](repeating: 0xFF, count: 8)], "object 1 of the binary property list is damaged"),
    ]

    @Test(arguments: refused.indices)
    func refusesWhatNoArchiveHolds(index: Int) {
        let (objects, message) = Self.refused[index]
        #expect(throws: BinaryPropertyListCheck.Unreadable.self) {
            _ = try BinaryPropertyListCheck.propertyList(from: BinaryPropertyListCheckTests.plist(objects))
        }
        do {
            _ = try BinaryPropertyListCheck.propertyList(from: BinaryPropertyListCheckTests.plist(objects))
        } catch {
            #expect(error.message.hasPrefix(message), "\(error.message)")
        }
    }
}
