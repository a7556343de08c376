import ArgumentParser
import Foundation
import MapwrightAnalysis
import MapwrightCore
import MapwrightReport

/// `mapwright check [<model>…]`: classifies every migration step, holds released versions to their lock,
/// looks for stale generated files, and prints the result with the chosen reporter. Exits 1 when something
/// reaches the failure threshold (or a lock or generated-file error), 2 for invalid input or usage.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Classify every migration step (none / lightweight / heavy) and report findings.",
        discussion: """
            Settings come from mapwright.yml (found by walking up from the working directory, or --config); \
            flags override it. Exit status: 0 when nothing reaches the --fail-on threshold, 1 when something \
            does or a locked version changed or a generated file is stale, 2 for invalid input or usage.
            """
    )

    @Argument(
        help:
            "YAML model folders or .xcdatamodeld bundles, or folders to search for them (default: `models` of mapwright.yml, else every model under the current folder)."
    )
    var models: [String] = []

    @OptionGroup var configurationOptions: ConfigurationOptions

    @Option(
        name: [.customLong("reporter"), .customLong("format")],
        help: "Output: \(Reporters.acceptedNames.joined(separator: ", ")) (`text` is `xcode`).",
        completion: .list(Reporters.acceptedNames))
    var reporter: String?

    @Option(name: .customLong("fail-on"), help: "Exit 1 on: error (default), warning, lightweight, heavy.")
    var failOn: FailureThreshold?

    @Option(help: "The generated-files folder to check for missing or stale files.")
    var output: String?

    @OptionGroup var templateOptions: TemplateOptions

    @Option(help: "Report only findings this baseline file does not record (default: `baseline` of mapwright.yml).")
    var baseline: String?

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

    @Option(
        name: .customLong("ignore"),
        help: ArgumentHelp(
            "Leave out the findings located in files matching this glob pattern or folder (repeatable; adds to `ignore` in mapwright.yml).",
            valueName: "pattern"))
    var ignore: [String] = []

    @Option(name: .customLong("write-baseline"), help: "Record today's findings in this file, then report against it.")
    var writeBaseline: String?

    @Option(
        help:
            "Report every finding, but let only those the models at this git revision did not have fail the run (e.g. `main`)."
    )
    var since: String?

    @Option(
        name: .customLong("stores"),
        help: ArgumentHelp(
            "Also identify and check these stores, or the SQLite files in these folders, along the app's migration path (repeatable; default: `stores` of mapwright.yml).",
            valueName: "path"))
    var stores: [String] = []

    @Flag(name: .customLong("no-github-annotations"), help: "Keep the xcode reporter under GitHub Actions.")
    var noGithubAnnotations = false

    func validate() throws {
        if let problem = CheckRun.optionProblem(reporter: reporter, reportFiles: reportFiles) {
            throw ValidationError(problem)
        }
    }

    func run() throws {
        var request = CheckRequest.ofThisProcess(toolVersion: Mapwright.configuration.version)
        request.flags = ProjectConfiguration(
            baseDirectory: ".", models: models.isEmpty ? nil : models, output: output,
            templates: templateOptions.templates, failOn: failOn, reporter: reporter,
            githubAnnotations: noGithubAnnotations ? false : nil, ignore: ignore.isEmpty ? nil : ignore,
            baseline: baseline)
        (request.flags.stores, request.configurationFile) = (stores.isEmpty ? nil : stores, configurationOptions.config)
        (request.writeBaseline, request.since, request.reportFiles) = (writeBaseline, since, reportFiles)
        (request.quiet, request.includeSuppressed) = (quiet, includeSuppressed)
        let progress = Progress(shown: !quiet && isatty(STDERR_FILENO) == 1)
        try Terminal.runCheck {
            try CheckRun.run(
                request, workingDirectory: FileManager.default.currentDirectoryPath, starting: progress.show,
                warning: StandardError.write, read: progress.finishing(Terminal.print), output: StandardOutput.write)
        }
    }
}
