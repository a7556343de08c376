import FuzzSupport
import MapwrightModel
import MapwrightXcode

/// Bytes as an `.xcdatamodel`'s `contents`, read and validated.
@_cdecl("FuzzXcodeContents_main")
func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32 {
    FuzzDriver.run(argc, argv) { data, size in
        _ = FuzzDriver.file("M.xcdatamodel/contents", data, size)
        _ = XcodeModelReader.readVersion(at: FuzzDriver.scratch + "/M.xcdatamodel", diagnostics: CollectingDiagnosticCollector())
        return 0
    }
}
