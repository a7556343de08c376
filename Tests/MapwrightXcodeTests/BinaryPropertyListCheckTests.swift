import Foundation
import MapwrightDiagnostics
import MapwrightTestSupport
import Testing

@testable import MapwrightXcode

/// Binary property lists that hold a set (found by fuzzing mapping models: Foundation on Linux crashes
/// bridging any set), or whose references loop, nest without end or expand past any bound, are refused on
/// their bytes before Foundation reads them.
@Suite struct BinaryPropertyListCheckTests {
    /// A binary property list of `objects` (each given as its bytes, references one byte wide), `top` first.
    static func plist(_ objects: [[UInt8]], top: Int = 0) -> Data {
        var bytes = Array("bplist00".utf8)
        var offsets: [Int] = []
        for object in objects {
            offsets.append(bytes.count)
            bytes += object
        }
        let table = bytes.count
        for offset in offsets { bytes += [UInt8(offset >> 8), UInt8(offset & 0xFF)] }
        bytes += [0, 0, 0, 0, 0, 0, 2, 1]
        for value in [objects.count, top, table] {
            bytes += (0..<8).reversed().map { UInt8((value >> ($0 * 8)) & 0xFF) }
        }
        return Data(bytes)
    }

    static let string: [UInt8] = [0x51, UInt8(ascii: "x")]

    @Test func aWellFormedListPasses() throws {
        // ["x", ["x"]]
        let data = Self.plist([[0xA2, 1, 2], Self.string, [0xA1, 1]])
        #expect(BinaryPropertyListCheck.problem(in: data) == nil)
        let read = try PropertyListSerialization.propertyList(from: data, format: nil) as? [Any]
        #expect(read?.count == 2)
    }

    struct Hostile: Sendable, CustomTestStringConvertible {
        var testDescription: String
        var data: Data
        var problem: String
    }

    /// Arrays nested `levels` deep, each holding the next `width` times, around one string.
    static func nested(levels: Int, width: Int) -> Data {
        var objects: [[UInt8]] = []
        for index in 0..<levels {
            let next = UInt8(index + 1)
            objects.append([0xA0 | UInt8(width)] + [UInt8](repeating: next, count: width))
        }
        objects.append(string)
        return plist(objects)
    }
    static let hostile: [Hostile] = [
        Hostile(testDescription: "an array holding itself", data: plist([[0xA1, 0]]), problem: "refers to itself"),
        Hostile(
            testDescription: "two arrays holding each other", data: plist([[0xA1, 1], [0xA1, 0]]),
            problem: "refers to itself"),
        Hostile(
            testDescription: "a dictionary whose value is itself", data: plist([[0xD1, 1, 0], string]),
            problem: "refers to itself"),
        Hostile(testDescription: "nesting 254 deep", data: nested(levels: 254, width: 1), problem: "nests deeper"),
        Hostile(
            testDescription: "one array used twice at each of 40 levels", data: nested(levels: 40, width: 2),
            problem: "expands to more than"),
        Hostile(
            testDescription: "a set, which Foundation on Linux cannot bridge",
            data: plist([[0xA1, 1], [0xC1, 2], string]), problem: "is a set"),
        Hostile(testDescription: "a reference past the table", data: plist([[0xA1, 7]]), problem: "is damaged"),
        Hostile(
            testDescription: "a string longer than the file", data: plist([[0x5F, 0x10, 0xFF]]), problem: "is damaged"),
        Hostile(
            testDescription: "a trailer naming no objects",
            data: Data(Array("bplist00".utf8) + [UInt8](repeating: 0, count: 32)), problem: "trailer is damaged"),
        Hostile(testDescription: "a truncated file", data: Data(Array("bplist00".utf8)), problem: "truncated"),
    ]

    @Test(arguments: hostile)
    func aHostileListIsRefusedBeforeFoundationReadsIt(_ input: Hostile) {
        let found = BinaryPropertyListCheck.problem(in: input.data)
        #expect(found?.contains(input.problem) == true, "\(found ?? "accepted")")
    }

    /// The two mapping models the fuzzer found, made again by hand: a model snapshot holding a set, and one
    /// holding a reference past `Int.max`.
    static let fuzzFindings = [
        plist([[0xA1, 1], [0xC1, 2], string]), plist([[0xA1, 1], [0x87] + [UInt8](repeating: 0xFF, count: 8)]),
    ]

    @Test(arguments: fuzzFindings)
    func theMappingModelsTheFuzzerFoundAreAFindingNotACrash(snapshot: Data) throws {
        let xml = """
            <?xml version="1.0" standalone="no"?>
            <database>
                <object type="XDDEVMAPPINGMODEL" id="z102">
                    <attribute name="sourcemodelpath" type="string">M.xcdatamodeld/M.xcdatamodel</attribute>
                    <attribute name="sourcemodeldata" type="binary">\(snapshot.base64EncodedString())</attribute>
                </object>
            </database>
            """
        let diagnostics = CollectingDiagnosticCollector()
        _ = MappingModelReader.read(
            data: Data(xml.utf8), file: "M.xcmappingmodel/xcmapping.xml", diagnostics: diagnostics)
        #expect(
            diagnostics.diagnostics.contains { $0.message.contains("binary property list") },
            "\(diagnostics.diagnostics.map(\.summaryLine))")
    }

    @Test func aCurrentVersionFileHoldingASetIsAnErrorNotACrash() throws {
        let bundle = try makeTemporaryDirectory().appendingPathComponent("M.xcdatamodeld")
        defer { try? FileManager.default.removeItem(at: bundle.deletingLastPathComponent()) }
        let version = bundle.appendingPathComponent("M.xcdatamodel")
        try FileManager.default.createDirectory(at: version, withIntermediateDirectories: true)
        try "<model>\n  <entity name=\"Item\"/>\n</model>\n".write(
            to: version.appendingPathComponent("contents"), atomically: true, encoding: .utf8)
        try Self.plist([[0xD1, 1, 2], Self.string, [0xC1, 1]]).write(
            to: bundle.appendingPathComponent(".xccurrentversion"))
        let diagnostics = CollectingDiagnosticCollector()
        #expect(XcodeModelReader.readHistory(at: bundle.path, diagnostics: diagnostics) == nil)
        #expect(diagnostics.diagnostics.map(\.code) == [XcodeRules.currentVersionFile.code])
        #expect(diagnostics.diagnostics.first?.message.contains("is a set") == true)
    }
}
