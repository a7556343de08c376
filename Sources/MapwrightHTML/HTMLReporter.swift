import MapwrightReportModel

/// `--reporter html`: the page `mapwright report` writes, for every model checked, as a reporter beside
/// the others.
package struct HTMLReporter: Reporter {
    package static let identifier = "html"
    package static let summary =
        "One self-contained HTML page: version timeline, findings, a diagram per step (as `mapwright report`)."

    private let page: HTMLReport

    package init(options: ReporterOptions) {
        page = HTMLReport(rulesDocumentationURL: options.rulesDocumentationURL, toolVersion: options.toolVersion)
    }

    package func render(_ report: CheckReport) -> String { page.render(report) }
}
