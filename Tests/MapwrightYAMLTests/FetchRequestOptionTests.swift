import Foundation
import MapwrightDiagnostics
import MapwrightModel
import MapwrightTestSupport
import Testing

@testable import MapwrightYAML

/// Found by `FuzzRoundTrip`: a fetch request option named by any YAML key was written
/// into Xcode's `contents` as an attribute name, and the strict XML reader refused the file Mapwright had
/// written. Such a name is now refused where it is read (MW014), and a name Xcode's files can hold is kept.
@Suite struct FetchRequestOptionTests {
    static func read(option: String) throws -> (model: DataModel?, codes: [String]) {
        let folder = try makeTemporaryDirectory()
        let file = folder.appendingPathComponent("M.yaml")
        let text =
            "entities:\n  Item:\n    attributes:\n      title: String\nfetchRequests:\n  all:\n    entity: Item\n"
            + "    otherOptions:\n      '\(option)': dictionary\n"
        try Data(text.utf8).write(to: file)
        let diagnostics = CollectingDiagnosticCollector()
        let model = YAMLModelReader.readVersion(at: file.path, diagnostics: diagnostics)
        return (model, diagnostics.diagnostics.map(\.code))
    }

    @Test(arguments: ["/tmp/M.yaml:41resultType", "a b", "1st", "-x", "é"])
    func anOptionThatIsNoXMLNameIsRefused(option: String) throws {
        let (model, codes) = try Self.read(option: option)
        #expect(model == nil)
        #expect(codes == ["MW014"])
    }

    @Test(arguments: ["resultType", "_private", "a.b-c", "ns:option"])
    func anOptionXcodeCanHoldIsKept(option: String) throws {
        let (model, codes) = try Self.read(option: option)
        #expect(codes.isEmpty)
        #expect(model?.fetchRequests.first?.otherOptions.first?.key == option)
    }

    @Test(arguments: ["resultType", "_a", "a.b", "ns:b"])
    func xmlNames(name: String) {
        #expect(VersionReader.isXMLName(name))
    }
}
