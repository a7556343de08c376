import Foundation
import MapwrightTestSupport
import MapwrightXcode
import Testing

@testable import MapwrightGenerate

/// A mapping's user info is archived as Xcode archives it, and survives `.xcmappingmodel` →
/// `.mapping.yaml` → `.xcmappingmodel`.
@Suite(.needsShared("corpus")) struct ArchivedUserInfoWriterTests {
    static let xcodeFile = (SharedFiles.folder("corpus") ?? fixturesDirectory).appendingPathComponent(
        "objcio__issue-4-core-data-migration/Model/mappings/Model2_to_Model3.xcmappingmodel/xcmapping.xml")

    @Test func theArchiveIsTheOneXcodeWrote() throws {
        let xml = try String(contentsOf: Self.xcodeFile, encoding: .utf8)
        let start = try #require(xml.range(of: "<attribute name=\"userinfodata\" type=\"binary\">"))
        let end = try #require(xml[start.upperBound...].range(of: "</attribute>"))
        let written = String(xml[start.upperBound..<end.lowerBound])
        #expect(ArchivedUserInfoWriter.xmlText(["modelVersion": "3"]) == written)
    }

    @Test func userInfoRoundTripsThroughTheReadableForm() throws {
        let diagnostics = ExpectingDiagnosticCollector()
        let shipped = try #require(
            MappingModelReader.read(at: Self.xcodeFile.deletingLastPathComponent().path, diagnostics: diagnostics))
        let withUserInfo = try #require(shipped.entityMappings.first { !$0.userInfo.isEmpty })
        let model = ShippedMappingConversion.mappingModel(shipped, modelName: "Model", diagnostics: diagnostics)
        let yaml = MappingYAMLWriter.yaml(for: model)
        #expect(yaml.contains("    userInfo:\n      'modelVersion': '3'\n"), "\(yaml)")
        let rewritten = try #require(
            MappingModelReader.read(
                data: Data(XcodeMappingWriter.xml(for: model).utf8), file: "M.xcmappingmodel/xcmapping.xml",
                diagnostics: diagnostics))
        #expect(rewritten.entityMappings.first { $0.name == withUserInfo.name }?.userInfo == withUserInfo.userInfo)
    }
}
