import MapwrightDiagnostics
import MapwrightModel

extension SwiftDataReader: ModelReader {
    package static let kind = ModelInputKind.swiftData

    /// A `.swift` file or a folder of Swift sources that declares a `VersionedSchema` (never an Xcode
    /// bundle or version, whatever it holds).
    package static func reads(_ path: String) -> Bool {
        let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
        return !trimmed.hasSuffix(".xcdatamodeld") && !trimmed.hasSuffix(".xcdatamodel") && isSwiftDataSource(trimmed)
    }

    /// The sources' versions and plan; a version that cannot be read makes the whole model unreadable.
    package static func readModel(
        at path: String, diagnostics: any DiagnosticCollector, keepingReadableVersions: Bool
    ) -> ReadModel? {
        readModel(at: path, codable: .unset, diagnostics: diagnostics)
    }

    /// The sources' versions and plan, Codable values read as `codable` says.
    package static func readModel(
        at path: String, codable: CodableReading, diagnostics: any DiagnosticCollector
    ) -> ReadModel? {
        read(at: path, codable: codable, diagnostics: diagnostics).map {
            ReadModel(history: $0.history, migrationPlan: $0.plan)
        }
    }

    /// The current version of the sources at `path`.
    package static func readVersion(at path: String, diagnostics: any DiagnosticCollector) -> DataModel? {
        read(at: path, diagnostics: diagnostics)?.history.current
    }
}
