import Foundation
import MapwrightAnalysis
import Testing

@testable import MapwrightXcode

/// Model snapshots are walked in place (``ArchiveGraph``): every typed read must answer what the `Any` values
/// Foundation gives answer to the casts the walk made of them, and an archive must be refused with
/// ``KeyedArchive``'s message.
@Suite struct ArchiveGraphTests {
    /// A keyed archive whose root holds a value of every kind a property list has.
    static func archive(_ values: [String: Any]) throws -> Data {
        try NSKeyedArchiver.archivedData(withRootObject: values as NSDictionary, requiringSecureCoding: false)
    }

    static var values: [String: Any] {
        [
            "int": 5, "zero": 0, "one": 1, "negative": -7, "large": 5_000_000_000, "real": 2.5, "whole": 3.0,
            "true": true, "false": false, "text": "plain", "unicode": "café 🎉", "empty": "",
            "data": Data([1, 2]), "date": Date(timeIntervalSinceReferenceDate: 12), "list": [1, "x"],
            "nested": ["a": 1] as [String: Any],
        ]
    }

    @Test func typedReadsAnswerWhatCastsOfFoundationsValuesAnswer() throws {
        let data = try Self.archive(Self.values)
        let graph = try ArchiveGraph(data: data)
        let archive = try KeyedArchive(data: data)
        let root = try #require(graph.root)
        let entries = try graph.dictionary(root)
        let expected = try archive.dictionary(try #require(archive.object(archive.root) as? [String: Any]))
        #expect(entries.count == Self.values.count)
        #expect(entries.count == expected.count)
        for ((key, node), (expectedKey, value)) in zip(entries, expected) {
            let name = try #require(key.flatMap(graph.string))
            #expect(name == expectedKey as? String)
            let node = try #require(node), value = try #require(value)
            #expect(graph.typeName(node) == "\(Swift.type(of: value))", "\(name)")
            #expect(graph.string(node) == value as? String, "\(name)")
            #expect(graph.bool(node) == value as? Bool, "\(name)")
            #expect(graph.integer(node) == (Swift.type(of: value) == Bool.self ? nil : value as? Int), "\(name)")
            #expect(graph.isDictionary(node) == (value is [String: Any]), "\(name)")
        }
    }

    /// An XML property list is read by Foundation and walked as its binary form: the same model.
    @Test func aSnapshotInXMLReadsAsItsBinaryForm() throws {
        let binary = try Data(
            contentsOf: URL(fileURLWithPath: "\(Fixtures.root)/legacy/OsiriXDB_DataMapping.destinationmodeldata"))
        let plist = try PropertyListSerialization.propertyList(from: binary, options: [], format: nil)
        let xml = try PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0)
        #expect(xml.starts(with: Array("<?xml".utf8)))
        let fromBinary = try ModelSnapshotDecoder.model(from: binary, name: "M")
        let fromXML = try ModelSnapshotDecoder.model(from: xml, name: "M")
        #expect(fromXML.model.entities.map(\.name) == ["Album", "Image", "LogEntry", "Series", "Study"])
        #expect(VersionHasher.entityHashes(fromXML.model) == VersionHasher.entityHashes(fromBinary.model))
        #expect(fromXML.unknownSettings == fromBinary.unknownSettings)
    }

    /// What is no keyed archive, or a damaged one, is refused as ``KeyedArchive`` refuses it.
    static var refused: [(String, Data)] {
        let plist = { (value: Any) in
            try! PropertyListSerialization.data(fromPropertyList: value, format: .binary, options: 0)
        }
        return [
            ("text", Data("not a list".utf8)),
            ("array", plist([1, 2])),
            ("another archiver", plist(["$archiver": "Other", "$objects": ["$null"], "$top": [:] as [String: Any]])),
            ("objects not an array", plist(["$archiver": "NSKeyedArchiver", "$objects": "x"])),
            ("no top", plist(["$archiver": "NSKeyedArchiver", "$objects": ["$null"]])),
            ("root no reference", plist(["$archiver": "NSKeyedArchiver", "$objects": ["$null"], "$top": ["root": 1]])),
            ("damaged", BinaryPropertyListCheckTests.plist([[0xA1, 1], [0x51, 0xE9]])),
            (
                "key no string",
                BinaryPropertyListCheckTests.plist([[0xD1, 1, 2], [0x10, 1], [0x51, UInt8(ascii: "x")]])
            ),
            ("truncated", Data("bplist00".utf8)),
        ]
    }

    @Test(arguments: refused.indices)
    func refusesWhatKeyedArchiveRefusesWithItsMessage(index: Int) {
        let (name, data) = Self.refused[index]
        func message(_ read: () throws -> Void) -> String? {
            do {
                try read()
                return nil
            } catch {
                return (error as? KeyedArchive.Failure)?.message
            }
        }
        let expected = message { _ = try KeyedArchive(data: data) }
        #expect(expected != nil, "\(name)")
        #expect(message { _ = try ArchiveGraph(data: data) } == expected, "\(name)")
    }
}
