import FuzzSupport
import MapwrightDiagnostics
import MapwrightYAML

/// Bytes as a YAML version file, read and validated.
@_cdecl("FuzzYAMLVersion_main")
func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32 {
    FuzzDriver.run(argc, argv) { data, size in
        _ = YAMLModelReader.readVersion(at: FuzzDriver.file("M/M.yaml", data, size), diagnostics: CollectingDiagnosticCollector())
        return 0
    }
}
