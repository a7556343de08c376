import Foundation
import MapwrightDiagnostics
import MapwrightModel
import MapwrightXcode
import MapwrightYAML

/// Paths into this target's `Fixtures/` folder.
enum Fixtures {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
        .path

    /// A real bundle copied from a public app (or the hand-written `Showcase`), by name.
    static func bundle(_ name: String) -> String { "\(root)/bundles/\(name).xcdatamodeld" }

    /// A bad-input fixture, by file name.
    static func bad(_ name: String) -> String { "\(root)/bad/\(name)" }

    /// Every fixture bundle's name.
    static let bundleNames = [
        "CoreData", "Habitica", "Harmony", "Model", "Moody", "SampleModel", "Showcase", "Simplenote",
    ]

    /// Reads a bundle that must read without errors.
    static func history(_ name: String) throws -> (ModelHistory, [Diagnostic]) {
        let diagnostics = CollectingDiagnosticCollector()
        guard let history = XcodeModelReader.readHistory(at: bundle(name), diagnostics: diagnostics) else {
            throw DiagnosticsError(diagnostics.sorted)
        }
        return (history, diagnostics.sorted)
    }
}

extension Fixtures {
    /// A hand-written bundle in the styles of files Xcode compiles and Mapwright once refused, by name.
    static func accepted(_ name: String) -> String { "\(root)/accepted/\(name).xcdatamodeld" }
}
