import ArgumentParser
import MapwrightAnalysis
import MapwrightCore
import MapwrightReport

/// How `check` shows its result: the reporter, the threshold that fails the run, and the report files.
struct CheckReportingOptions: ParsableArguments {
    @Option(
        name: [.customLong("reporter"), .customLong("format")],
        help: "Output: \(Reporters.acceptedNames.joined(separator: ", ")) (`text` is `xcode`).",
        completion: .list(Reporters.acceptedNames))
    var reporter: String?

    @Option(name: .customLong("fail-on"), help: "Exit 1 on: error (default), warning, lightweight, heavy.")
    var failOn: FailureThreshold?

    @Flag(
        name: .shortAndLong,
        help:
            "Print only the findings that can fail the run: no step headlines, notes or summary (xcode and github reporters)."
    )
    var quiet = false

    @Flag(
        name: .customLong("include-suppressed"),
        help: "Keep suppressed findings in SARIF (code scanning would open an alert for each).")
    var includeSuppressed = false

    @Option(
        name: .customLong("report-file"),
        help: ArgumentHelp(
            "Also write the report in another format to a file, in the same run (repeatable), e.g. sarif=mapwright.sarif.",
            valueName: "reporter=file"))
    var reportFiles: [String] = []

    @Flag(name: .customLong("no-github-annotations"), help: "Keep the xcode reporter under GitHub Actions.")
    var noGithubAnnotations = false

    func validate() throws {
        if let problem = CheckRun.optionProblem(reporter: reporter, reportFiles: reportFiles) {
            throw ValidationError(problem)
        }
    }

    /// The request's reporter settings (over `mapwright.yml`'s) and report files.
    func apply(to request: inout CheckRequest) {
        (request.flags.reporter, request.flags.failOn) = (reporter, failOn)
        request.flags.githubAnnotations = noGithubAnnotations ? false : nil
        (request.reportFiles, request.quiet, request.includeSuppressed) = (reportFiles, quiet, includeSuppressed)
    }
}
