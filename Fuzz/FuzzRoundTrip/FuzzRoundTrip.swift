import FuzzSupport
import MapwrightDiagnostics
import MapwrightXcode
import MapwrightYAML

/// Bytes as a YAML version; a version that reads without errors must read back equal after being
/// written as YAML, and an Xcode `contents` written from it must read back to a model that writes
/// the same `contents` again.
@_cdecl("FuzzRoundTrip_main")
func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32 {
    FuzzDriver.run(argc, argv) { data, size in
        let diagnostics = CollectingDiagnosticCollector()
        guard let model = YAMLModelReader.readVersion(at: FuzzDriver.file("M/M.yaml", data, size), diagnostics: diagnostics),
              !diagnostics.hasErrors
        else { return 0 }
        let yaml = Array(YAMLModelWriter.render(model).utf8)
        let again = CollectingDiagnosticCollector()
        let reread = YAMLModelReader.readVersion(at: FuzzDriver.file("M/M.yaml", yaml, yaml.count), diagnostics: again)
        guard reread == model, !again.hasErrors else { fatalError("the YAML written from a model reads back different") }
        let contents = Array(XcodeModelWriter.contents(of: model).utf8)
        _ = FuzzDriver.file("M.xcdatamodel/contents", contents, contents.count)
        let xcode = CollectingDiagnosticCollector()
        guard let imported = XcodeModelReader.readVersion(at: FuzzDriver.scratch + "/M.xcdatamodel", diagnostics: xcode) else {
            fatalError("the contents written from a valid model do not read: \(xcode.diagnostics.map(\.summaryLine))")
        }
        guard XcodeModelWriter.contents(of: imported) == XcodeModelWriter.contents(of: model) else {
            fatalError("the contents written from a model read back to a different model")
        }
        return 0
    }
}
