import Foundation
import MapwrightDiagnostics
import MapwrightTestSupport
import MapwrightXcode
import Testing

/// A `contents` file written on one line used to take quadratic time (each start tag's position was
/// found by copying the whole line); positions are now found from a table of line starts.
struct SingleLineContentsTests {
    @Test func aSingleLineFileWithManyEntitiesReadsWithCorrectPositions() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "mapwright-\(UUID().uuidString)/M.xcdatamodel")
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let prefix = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<model>"
        var text = prefix
        var expected: [String: Int] = [:]
        for index in 0..<5_000 {
            let name = "E\(index)"
            expected[name] = text.utf8.count - (prefix.utf8.count - "<model>".utf8.count) + 1
            text += "<entity name=\"\(name)\"><attribute name=\"a\" attributeType=\"String\"/></entity>"
        }
        text += "</model>"
        try Data(text.utf8).write(to: folder.appendingPathComponent("contents"))
        let diagnostics = ExpectingDiagnosticCollector()
        let model = try #require(XcodeModelReader.readVersion(at: folder.path, diagnostics: diagnostics))
        #expect(model.entities.count == 5_000)
        for entity in model.entities {
            let location = try #require(entity.anchor.location)
            #expect(location.line == 2 && location.column == expected[entity.name], "\(entity.name) at \(location)")
            let attribute = try #require(entity.attributes.first?.anchor.location)
            #expect(
                attribute.line == 2
                    && attribute.column == location.column + "<entity name=\"\(entity.name)\">".utf8.count)
        }
    }

    @Test func aTagSpreadOverLinesIsPlacedAtItsOpeningBracket() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "mapwright-\(UUID().uuidString)/M.xcdatamodel")
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("<model>\n  <entity\n    name=\"Item\"\n  />\n</model>".utf8).write(
            to: folder.appendingPathComponent("contents"))
        let diagnostics = CollectingDiagnosticCollector()
        let model = try #require(XcodeModelReader.readVersion(at: folder.path, diagnostics: diagnostics))
        let location = try #require(model.entities.first?.anchor.location)
        #expect(location.line == 2 && location.column == 3)
    }
}
