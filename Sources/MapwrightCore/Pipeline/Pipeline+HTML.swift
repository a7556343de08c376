import MapwrightHTML
import MapwrightReportModel

extension Pipeline {
    /// `report`: load, analyse and report the model at `path` as `check` does (configuration and
    /// suppression applied), rendered as one HTML page; nil when the model cannot be read at all.
    package func htmlReport(_ path: String, toolVersion: String) -> String? {
        guard let loaded = load(path, keepingReadableVersions: true) else { return nil }
        let model = analyze(loaded)
        let options = ReporterOptions(
            toolVersion: toolVersion, rulesDocumentationURL: configuration.rulesDocumentationURL)
        return HTMLReporter(options: options).render(CheckReport(models: [report(model)], rules: RuleRegistry.all))
    }
}
