import Foundation
import MapwrightDiagnostics
import MapwrightModel
import MapwrightXcode

/// Paths into `Fixtures/mappings/`: real mapping models with the bundles they were made for, and
/// hand-made broken ones.
enum MappingFixtures {
    static let root = Fixtures.root + "/mappings"

    /// One entry of `pairs.json`: a mapping model and the step its file names.
    struct Pair: Decodable, Sendable {
        var bundle: String
        var mapping: String
        var from: String
        var to: String
    }

    static func pairs() throws -> [Pair] {
        try JSONDecoder().decode([Pair].self, from: Data(contentsOf: URL(fileURLWithPath: root + "/pairs.json")))
    }

    /// Reads a mapping model under `Fixtures/mappings/`.
    static func read(_ relativePath: String) -> (ShippedMappingModel?, [Diagnostic]) {
        let diagnostics = CollectingDiagnosticCollector()
        let model = MappingModelReader.read(at: root + "/" + relativePath, diagnostics: diagnostics)
        return (model, diagnostics.sorted)
    }

    /// Reads a bundle under `Fixtures/mappings/` that must read without errors.
    static func history(_ relativePath: String) throws -> ModelHistory {
        let diagnostics = CollectingDiagnosticCollector()
        guard let history = XcodeModelReader.readHistory(at: root + "/" + relativePath, diagnostics: diagnostics) else {
            throw DiagnosticsError(diagnostics.sorted)
        }
        return history
    }
}
