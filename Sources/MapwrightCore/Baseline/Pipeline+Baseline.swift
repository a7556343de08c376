import MapwrightReportModel

extension Pipeline {
    /// The report stage's last step for `check`: with `writingTo`, records the report's findings there
    /// first; then leaves out the findings of that baseline, or of the configured one (`baseline:`,
    /// `--baseline`). The report is returned as it is when there is neither.
    package func applyingBaseline(to report: CheckReport, writingTo written: String? = nil) throws(BaselineError)
        -> CheckReport
    {
        if let written {
            do {
                try Baseline(recording: report).write(to: PathText.target(written, from: workingDirectory))
            } catch {
                throw BaselineError(message: "cannot write the baseline \(written): \(error)")
            }
        }
        guard let file = written ?? configuration.baseline else { return report }
        let baseline = try Baseline.read(at: PathText.absolute(file, from: workingDirectory), shownAs: file)
        return baseline.applied(to: report, file: file)
    }
}
