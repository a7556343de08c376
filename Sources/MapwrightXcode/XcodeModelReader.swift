import MapwrightModel

/// Reads Xcode `.xcdatamodeld` bundles and single `.xcdatamodel` versions.
public enum XcodeModelReader {
    /// Reads every version of a `.xcdatamodeld` bundle (or one `.xcdatamodel` as a one-version history).
    /// Returns nil when errors were emitted into `diagnostics`.
    public static func readHistory(at path: String, diagnostics: DiagnosticsCollector) -> ModelHistory? {
        diagnostics.error("MW030", "the Xcode reader is not built yet", at: nil)
        return nil
    }

    /// Reads one `.xcdatamodel` version folder. Returns nil when errors were emitted into `diagnostics`.
    public static func readVersion(at path: String, diagnostics: DiagnosticsCollector) -> DataModel? {
        diagnostics.error("MW030", "the Xcode reader is not built yet", at: nil)
        return nil
    }
}
