import MapwrightDiagnostics
import MapwrightModel

extension YAMLModelReader: ModelReader {
    package static let kind = ModelInputKind.yaml

    /// Every path no other reader takes: a YAML model folder or version file.
    package static func reads(_ path: String) -> Bool { true }

    package static func readModel(
        at path: String, diagnostics: any DiagnosticCollector, keepingReadableVersions: Bool
    ) -> ReadModel? {
        readHistory(
            at: path, limits: YAMLLimits(), diagnostics: diagnostics, keepingReadableVersions: keepingReadableVersions
        ).map { ReadModel(history: $0) }
    }
}
