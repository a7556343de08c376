import Foundation
import MapwrightDiagnostics
import MapwrightModel
import MapwrightTestSupport
import MapwrightXcode
import MapwrightYAML
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Texts an XML writer must escape: the `contents` written reads back to an equal model, and a class
/// name that would break out of an attribute is refused on import.
@Suite struct HostileTextXMLTests {
    static let texts = [
        "r */ }\nlet injected = 1 /*", "A\"/><evil x=\"", "]]> <!-- --> <?pi?>", "&amp; &#10; &lt;",
        "'single' \"double\"", "line\r\nbreak\ttab", "é 字 🙂",
    ]

    static func write(_ model: DataModel) throws -> String {
        let folder = try makeTemporaryDirectory().appendingPathComponent("\(model.name).xcdatamodel")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(XcodeModelWriter.contents(of: model).utf8).write(to: folder.appendingPathComponent("contents"))
        return folder.path
    }

    @Test(arguments: texts)
    func reasonsAndUserInfoReadBackEqual(text: String) throws {
        let model = DataModel(
            name: "M", versionIdentifier: text,
            entities: [
                Entity(
                    name: "Item", userInfo: [UserInfoEntry(key: "note", value: text)],
                    attributes: [Attribute(name: "title", type: .string)],
                    migrationPolicy: MigrationPolicyRequest(reason: text, className: "ItemPolicy"))
            ])
        let diagnostics = CollectingDiagnosticCollector()
        let again = XcodeModelReader.readVersion(at: try Self.write(model), diagnostics: diagnostics)
        #expect(diagnostics.diagnostics.isEmpty, "\(diagnostics.diagnostics.map(\.summaryLine))")
        #expect(again == model)
    }

    @Test func anInjectingClassNameInUserInfoIsRefusedOnImport() throws {
        let model = DataModel(
            name: "M",
            entities: [
                Entity(
                    name: "Item", attributes: [Attribute(name: "title", type: .string)],
                    migrationPolicy: MigrationPolicyRequest(reason: "r", className: "P {}; let pwned = 1; class Q"))
            ])
        let diagnostics = CollectingDiagnosticCollector()
        #expect(XcodeModelReader.readVersion(at: try Self.write(model), diagnostics: diagnostics) == nil)
        #expect(diagnostics.diagnostics.map(\.code) == ["MW067"])
        #expect(diagnostics.diagnostics.first?.location?.file.hasSuffix("M.xcdatamodel/contents") == true)
    }

    @Test(arguments: [".M", "_manifest"])
    func aVersionFolderThatWouldBecomeAHiddenOrManifestFileIsRefused(name: String) throws {
        let model = DataModel(
            name: name, entities: [Entity(name: "Item", attributes: [Attribute(name: "title", type: .string)])])
        let diagnostics = CollectingDiagnosticCollector()
        #expect(XcodeModelReader.readVersion(at: try Self.write(model), diagnostics: diagnostics) == nil)
        #expect(diagnostics.diagnostics.map(\.code) == ["MW068"])
    }

    /// Names never reach a writer unvalidated from a file, but a model built through the API can hold
    /// anything: the XML still parses back to the same names, with no element injected.
    @Test(arguments: texts)
    func hostileNamesAreEscaped(name: String) throws {
        let model = DataModel(
            name: "M",
            entities: [
                Entity(
                    name: name, className: name,
                    attributes: [Attribute(name: name, type: .string, defaultValue: name)],
                    relationships: [Relationship(name: name + "r", destination: name)])
            ])
        let document = try XMLDocument(xmlString: XcodeModelWriter.contents(of: model))
        let entity = try #require(document.rootElement()?.elements(forName: "entity").first)
        #expect(entity.attribute(forName: "name")?.stringValue == name)
        #expect(entity.attribute(forName: "representedClassName")?.stringValue == name)
        #expect(entity.elements(forName: "attribute").first?.attribute(forName: "name")?.stringValue == name)
        #expect(
            entity.elements(forName: "relationship").first?.attribute(forName: "destinationEntity")?.stringValue == name
        )
        #expect(try document.nodes(forXPath: "//evil").isEmpty)
    }
}
