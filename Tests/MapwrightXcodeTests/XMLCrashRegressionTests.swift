import Foundation
import MapwrightDiagnostics
import MapwrightXcode
import Testing

/// Inputs that crashed Foundation's XML parser (issue 16): each is now an MW031 error with its position.
@Suite struct XMLCrashRegressionTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var bytes: [UInt8]
        var line: Int
        var column: Int
        var message: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "non-UTF-8 element name", bytes: Array("<model><e".utf8) + [0xD9] + Array("/></model>".utf8),
            line: 1, column: 10, message: "the file is not valid UTF-8 (byte 0xD9)"),
        Case(
            name: "non-UTF-8 attribute name",
            bytes: Array("<model>\n<entity n".utf8) + [0xD9] + Array("=\"x\"/></model>".utf8),
            line: 2, column: 10, message: "the file is not valid UTF-8 (byte 0xD9)"),
        Case(
            name: "processing instruction without data", bytes: Array("<?pi?><model/>".utf8),
            line: 1, column: 1, message: "a processing instruction without data"),
        Case(
            name: "processing instruction made by an entity",
            bytes: Array("<!DOCTYPE model [<!ENTITY e \"&#60;?pi?>\">]><model>&e;</model>".utf8),
            line: 1, column: 18, message: "entity declarations ('<!ENTITY') are not supported"),
        Case(
            name: "50,000 levels of nesting",
            bytes: Array(
                ("<model>" + String(repeating: "<a>", count: 50_000) + String(repeating: "</a>", count: 50_000)
                    + "</model>").utf8),
            line: 1, column: 1 + 7 + 3 * 63, message: "elements nest deeper than 64 levels"),
        // Libxml2's recovery is off, so a document that is not well-formed
        // is an error, as it is for Xcode.
        Case(
            name: "trailing bytes after the root", bytes: Array("<model/>\njunk".utf8),
            line: 2, column: 1, message: "extra content after the root element"),
        Case(
            name: "a second root element", bytes: Array("<model/>\n<model/>".utf8),
            line: 2, column: 1, message: "extra content after the root element"),
    ]

    @Test(arguments: cases)
    func isAnErrorWithItsPosition(_ input: Case) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "mapwright-\(UUID().uuidString)/M.xcdatamodel")
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(input.bytes).write(to: folder.appendingPathComponent("contents"))
        let diagnostics = CollectingDiagnosticCollector()
        #expect(XcodeModelReader.readVersion(at: folder.path, diagnostics: diagnostics) == nil)
        let error = try #require(diagnostics.diagnostics.first)
        #expect(diagnostics.diagnostics.count == 1)
        #expect(error.code == "MW031")
        #expect(error.message.contains(input.message), "\(error.message)")
        #expect(error.location?.line == input.line && error.location?.column == input.column, "\(error.summaryLine)")
    }

    /// Libxml2 refuses a document over 10,000,000 bytes unless told it may be
    /// large; a valid `contents` of 11 MB is read.
    @Test func aContentsFileOverTenMegabytesIsRead() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "mapwright-\(UUID().uuidString)/M.xcdatamodel")
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let description = String(repeating: "x", count: 1_000)
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<model>\n"
        for index in 0..<11_000 {
            text +=
                "<entity name=\"E\(index)\"><userInfo><entry key=\"about\" value=\"\(description)\"/></userInfo></entity>\n"
        }
        text += "</model>\n"
        #expect(text.utf8.count > 11_000_000)
        try Data(text.utf8).write(to: folder.appendingPathComponent("contents"))
        let diagnostics = CollectingDiagnosticCollector()
        let model = XcodeModelReader.readVersion(at: folder.path, diagnostics: diagnostics)
        #expect(
            diagnostics.diagnostics.filter { $0.severity == .error }.isEmpty,
            "\(diagnostics.diagnostics.prefix(3).map(\.summaryLine))")
        #expect(model?.entities.count == 11_000)
    }

    @Test func processingInstructionsWithDataAndTheDeclarationStillRead() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "mapwright-\(UUID().uuidString)/M.xcdatamodel")
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<?editor keep?>\n<model><entity name=\"Item\"/></model>"
        try Data(text.utf8).write(to: folder.appendingPathComponent("contents"))
        let diagnostics = CollectingDiagnosticCollector()
        let model = XcodeModelReader.readVersion(at: folder.path, diagnostics: diagnostics)
        #expect(diagnostics.diagnostics.isEmpty, "\(diagnostics.diagnostics.map(\.summaryLine))")
        #expect(model?.entities.map(\.name) == ["Item"])
    }
}
