import MapwrightHTML

extension Pipeline {
    /// `report`: load, analyse and report the model at `path` as `check` does (configuration and
    /// suppression applied), rendered as one HTML page; nil when the model cannot be read at all.
    package func htmlReport(_ path: String, toolVersion: String) -> String? {
        guard let loaded = load(path, keepingReadableVersions: true) else { return nil }
        let model = analyze(loaded)
        return HTMLReport(rulesDocumentationURL: configuration.rulesDocumentationURL, toolVersion: toolVersion)
            .render(report(model), history: model.history, rules: DocumentedRules.all)
    }
}
