import Foundation
import FuzzSupport
import MapwrightDiagnostics
import MapwrightXcode

/// Bytes as an `.xcdatamodel`'s `contents`, read and validated; then the same bytes one line further down,
/// read after them with the entities they decoded (`DecodedEntityCache`), which must read as they read alone:
/// the same model, the same positions, the same diagnostics.
@_cdecl("FuzzXcodeContents_main")
func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32 {
    FuzzDriver.run(argc, argv) { data, size in
        _ = FuzzDriver.file("M.xcdatamodel/contents", data, size)
        let entities = DecodedEntityCache()
        _ = XcodeModelReader.readVersion(
            at: FuzzDriver.scratch + "/M.xcdatamodel", diagnostics: CollectingDiagnosticCollector(), entities: entities)
        var shifted = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
        shifted.insert(0x0A, at: shifted.firstIndex(of: 0x0A).map { $0 + 1 } ?? shifted.count)
        _ = shifted.withUnsafeBufferPointer { FuzzDriver.file("N.xcdatamodel/contents", $0.baseAddress, $0.count) }
        let reused = CollectingDiagnosticCollector(), alone = CollectingDiagnosticCollector()
        let version = FuzzDriver.scratch + "/N.xcdatamodel"
        let withReuse = XcodeModelReader.readVersion(at: version, diagnostics: reused, entities: entities)
        let withoutReuse = XcodeModelReader.readVersion(at: version, diagnostics: alone, entities: nil)
        precondition(withReuse == withoutReuse, "reuse changed the model")
        precondition(positions(withReuse) == positions(withoutReuse), "reuse moved a position")
        precondition(reused.diagnostics == alone.diagnostics, "reuse changed the diagnostics")
        return 0
    }
}

/// Every position in `value`, in the order a walk of its fields finds them (positions take no part in `==`).
func positions(_ value: Any) -> [String] {
    if let anchor = value as? SourceAnchor { return [anchor.location?.description ?? "none"] }
    return Mirror(reflecting: value).children.flatMap { positions($0.value) }
}
