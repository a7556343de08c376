import FuzzSupport
import MapwrightCore
import MapwrightDiagnostics

/// Bytes as `mapwright.yml`, read.
@_cdecl("FuzzConfiguration_main")
func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32 {
    FuzzDriver.run(argc, argv) { data, size in
        let path = FuzzDriver.file("mapwright.yml", data, size)
        _ = ConfigurationLoader.read(
            at: path, shownAs: "mapwright.yml", baseDirectory: ".", diagnostics: CollectingDiagnosticCollector())
        return 0
    }
}
