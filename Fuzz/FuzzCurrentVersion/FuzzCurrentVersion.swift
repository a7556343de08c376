import Foundation
import FuzzSupport
import MapwrightDiagnostics
import MapwrightXcode

/// Bytes as a bundle's `.xccurrentversion`, beside one valid version, read as a history.
@_cdecl("FuzzCurrentVersion_main")
func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32 {
    let contents = Array("<model>\n  <entity name=\"Item\"/>\n</model>\n".utf8)
    _ = FuzzDriver.file("M.xcdatamodeld/M.xcdatamodel/contents", contents, contents.count)
    return FuzzDriver.run(argc, argv) { data, size in
        _ = FuzzDriver.file("M.xcdatamodeld/.xccurrentversion", data, size)
        _ = XcodeModelReader.readHistory(at: FuzzDriver.scratch + "/M.xcdatamodeld", diagnostics: CollectingDiagnosticCollector())
        return 0
    }
}
