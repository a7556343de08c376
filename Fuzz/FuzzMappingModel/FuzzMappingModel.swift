import Foundation
import FuzzSupport
import MapwrightDiagnostics
import MapwrightXcode

/// Bytes as a mapping model's `xcmapping.xml`: the Core Data XML store, its objects, and the keyed
/// archives of value expressions and model snapshots inside it, read into a mapping model.
@_cdecl("FuzzMappingModel_main")
func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32 {
    FuzzDriver.run(argc, argv) { data, size in
        let bytes = data.map { Data(bytes: $0, count: size) } ?? Data()
        _ = MappingModelReader.read(data: bytes, file: "M.xcmappingmodel/xcmapping.xml", diagnostics: CollectingDiagnosticCollector())
        return 0
    }
}
