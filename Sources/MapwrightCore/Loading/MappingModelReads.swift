import Foundation
import MapwrightAnalysis
import MapwrightDiagnostics
import MapwrightModel

/// The mapping models one run has read, by path, with what reading each reported. Every model of a project
/// is matched against the project's mapping models: a folder of stand-alone versions read each of them
/// once per version.
final class MappingModelReads: @unchecked Sendable {
    // Guarded by `lock`; a mapping model is read outside it, so that several are read at once.
    private var known: [String: (model: ShippedMappingModel?, diagnostics: [Diagnostic])] = [:]
    private var xml: [String: Data?] = [:]
    private var recorded: [String: RecordedMappingHashes?] = [:]
    private let lock = NSLock()

    /// What `mapping`, read by this run, records of its hashes itself or through its model snapshots
    /// (``RecordedMappingHashes/recorded(by:)``), worked out on first use: every model of a project
    /// matches the project's mapping models.
    func recordedHashes(of mapping: ShippedMappingModel) -> RecordedMappingHashes? {
        if let known = lock.withLock({ recorded[mapping.file] }) { return known }
        let hashes = RecordedMappingHashes.recorded(by: mapping)
        lock.withLock { recorded[mapping.file] = hashes }
        return hashes
    }

    /// The bytes of the `xcmapping.xml` of the `.xcmappingmodel` at `path` (nil for another kind of file),
    /// read on first use: every model of a project compares the copies of mapping models it finds by them.
    func xmlBytes(at path: String) -> Data? {
        guard path.hasSuffix(".xcmappingmodel") else { return nil }
        if let known = lock.withLock({ xml[path] }) { return known }
        let bytes = FileManager.default.contents(atPath: path + "/xcmapping.xml")
        lock.withLock { xml[path] = bytes }
        return bytes
    }

    /// The mapping model at `path`, read on first use; what reading it reported goes to `diagnostics` each
    /// time, in the order it was reported.
    func model(at path: String, diagnostics: any DiagnosticCollector) -> ShippedMappingModel? {
        let read =
            lock.withLock { known[path] }
            ?? {
                let reading = CollectingDiagnosticCollector()
                let read = (
                    model: MappingModelSources.read(path, diagnostics: reading), diagnostics: reading.diagnostics
                )
                lock.withLock { known[path] = read }
                return read
            }()
        diagnostics.emit(contentsOf: read.diagnostics)
        return read.model
    }
}
