import Foundation
import MapwrightAnalysis
import MapwrightTestSupport
import Testing

@testable import MapwrightXcode

/// Keyed archives are walked in place (``ArchiveGraph``): every typed read must answer what the `Any` values
/// Foundation gives answer to the casts a walk of them made, and an archive must be refused with the message a
/// whole read gave.
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
        let root = try #require(graph.root)
        let entries = try graph.dictionary(root)
        // The root dictionary's entries as the whole list reads them, each reference resolved in `$objects`.
        let top = try #require(try BinaryPropertyListCheck.propertyList(from: data) as? [String: Any])
        let objects = try #require(top["$objects"] as? [Any])
        func resolved(_ value: Any) -> Any? {
            (value as? PropertyListReference).map { $0.index == 0 ? nil : objects[$0.index] } ?? value
        }
        let rootReference = try #require((top["$top"] as? [String: Any])?["root"] as? PropertyListReference)
        let dictionary = try #require(objects[rootReference.index] as? [String: Any])
        let keys = try #require(dictionary["NS.keys"] as? [Any])
        let values = try #require(dictionary["NS.objects"] as? [Any])
        let expected = zip(keys, values).map { (resolved($0), resolved($1)) }
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
    @Test(.needsShared("corpus")) func aSnapshotInXMLReadsAsItsBinaryForm() throws {
        let binary = try Data(
            contentsOf: URL(fileURLWithPath: "\(Fixtures.real ?? "")/legacy/OsiriXDB_DataMapping.destinationmodeldata"))
        let plist = try PropertyListSerialization.propertyList(from: binary, options: [], format: nil)
        let xml = try PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0)
        #expect(xml.starts(with: Array("<?xml".utf8)))
        let fromBinary = try ModelSnapshotDecoder.model(from: binary, name: "M")
        let fromXML = try ModelSnapshotDecoder.model(from: xml, name: "M")
        #expect(fromXML.model.entities.map(\.name) == ["Album", "Image", "LogEntry", "Series", "Study"])
        #expect(VersionHasher.entityHashes(fromXML.model) == VersionHasher.entityHashes(fromBinary.model))
        #expect(fromXML.unknownSettings == fromBinary.unknownSettings)
    }

    /// What is no keyed archive, or a damaged one, is refused with the message a whole read gave.
    static var refused: [(String, Data, String)] {
        let plist = { (value: Any) in
            try! PropertyListSerialization.data(fromPropertyList: value, format: .binary, options: 0)
        }
        return [
            ("text", Data("not a list".utf8), "not a property list"),
            ("array", plist([1, 2]), "not an NSKeyedArchiver archive"),
            (
                "another archiver", plist(["$archiver": "Other", "$objects": ["$null"], "$top": [:] as [String: Any]]),
                "not an NSKeyedArchiver archive"
            ),
            (
                "objects not an array", plist(["$archiver": "NSKeyedArchiver", "$objects": "x"]),
                "not an NSKeyedArchiver archive"
            ),
            (
                "no top", plist(["$archiver": "NSKeyedArchiver", "$objects": ["$null"]]),
                "the archive has no root object"
            ),
            (
                "root no reference",
                plist(["$archiver": "NSKeyedArchiver", "$objects": ["$null"], "$top": ["root": 1]]),
                "the archive has no root object"
            ),
            (
                "damaged", BinaryPropertyListCheckTests.plist([[0xA1, 1], [0x51, 0xE9]]),
                "object 1 of the binary property list is damaged"
            ),
            (
                "key no string",
                BinaryPropertyListCheckTests.plist([[0xD1, 1, 2], [0x10, 1], [0x51, UInt8(ascii: "x")]]),
                "object 0 of the binary property list has a key that is no string"
            ),
            ("truncated", Data("bplist00".utf8), "the binary property list is truncated"),
        ]
    }

    @Test(arguments: refused.indices)
    func refusesWhatAWholeReadRefusedWithItsMessage(index: Int) {
        let (name, data, expected) = Self.refused[index]
        do {
            _ = try ArchiveGraph(data: data)
            Issue.record("\(name) was read")
        } catch {
            #expect((error as? ArchiveGraph.Failure)?.message == expected, "\(name)")
        }
    }
}
