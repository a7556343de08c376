import Foundation
import MapwrightModel

/// The mapping models one run has read, by path, with what reading each reported. Every model of a project
/// is matched against the project's mapping models: a folder of stand-alone versions read each of them
/// once per version (docs/performance.md, "Tenth round").
final class MappingModelReads: @unchecked Sendable {
    // Guarded by `lock`; a mapping model is read outside it, so that several are read at once.
    private var known: [String: (model: ShippedMappingModel?, diagnostics: [Diagnostic])] = [:]
    private let lock = NSLock()

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
