import FuzzSupport
import MapwrightDiagnostics
import MapwrightSwiftData
import MapwrightValidation

/// Bytes as a Swift source file in a folder of SwiftData sources, read as the loader reads the folder
/// (its versioned schemas, `@Model` classes and migration plan), and each version read validated.
@_cdecl("FuzzSwiftData_main")
func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32 {
    FuzzDriver.run(argc, argv) { data, size in
        _ = FuzzDriver.file("App/Models.swift", data, size)
        let folder = FuzzDriver.scratch + "/App"
        _ = SwiftDataReader.isSwiftDataSource(folder)
        guard let model = SwiftDataReader.read(at: folder, diagnostics: CollectingDiagnosticCollector()) else { return 0 }
        for version in model.history.versions {
            ModelValidator.validate(version, diagnostics: CollectingDiagnosticCollector())
        }
        return 0
    }
}
