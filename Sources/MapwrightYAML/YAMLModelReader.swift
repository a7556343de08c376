import MapwrightModel

/// Reads YAML model folders (`schemas/ToDo/`) and single version files (`schemas/ToDo/ToDo 2.yaml`).
public enum YAMLModelReader {
    /// Reads every version in a model folder, in order, with the current version.
    /// Returns nil when errors were emitted into `diagnostics`.
    public static func readHistory(at path: String, diagnostics: DiagnosticsCollector) -> ModelHistory? {
        diagnostics.error("MW001", "the YAML reader is not built yet", at: nil)
        return nil
    }

    /// Reads one version file. Returns nil when errors were emitted into `diagnostics`.
    public static func readVersion(at path: String, diagnostics: DiagnosticsCollector) -> DataModel? {
        diagnostics.error("MW001", "the YAML reader is not built yet", at: nil)
        return nil
    }
}
