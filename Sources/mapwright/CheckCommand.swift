import ArgumentParser
import Foundation
import MapwrightAnalysis
import MapwrightCore
import MapwrightModel
import MapwrightReport
import MapwrightReportModel

extension FailureThreshold: ExpressibleByArgument {}

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
        help: "Output: \(Reporters.acceptedNames.joined(separator: ", ")) (`text` is `xcode`).")
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

    @Flag(name: .customLong("no-github-annotations"), help: "Keep the xcode reporter under GitHub Actions.")
    var noGithubAnnotations = false

    func validate() throws {
        if let reporter, Reporters.named(reporter) == nil {
            let suggestion =
                Suggestion.closest(to: reporter, among: Reporters.acceptedNames).map { "did you mean '\($0)'? " } ?? ""
            throw ValidationError(
                "unknown reporter '\(reporter)'; \(suggestion)use one of \(Reporters.acceptedNames.joined(separator: ", "))"
            )
        }
        _ = try requestedReportFiles()
    }

    func run() throws {
        let workingDirectory = FileManager.default.currentDirectoryPath
        let flags = ProjectConfiguration(
            baseDirectory: ".", models: models.isEmpty ? nil : models, output: output,
            templates: templateOptions.templates,
            failOn: failOn, reporter: reporter, githubAnnotations: noGithubAnnotations ? false : nil,
            ignore: ignore.isEmpty ? nil : ignore, baseline: baseline
        )
        let settings = try configurationOptions.load(workingDirectory: workingDirectory).overriding(with: flags)
        // No model given: every model under the working directory; a project folder: every model under it.
        let paths = (settings.models ?? ["."]).flatMap(ModelArgument.models)
        guard !paths.isEmpty else {
            throw ValidationError(
                "no model given, and no .xcdatamodeld bundle or YAML model folder found under "
                    + "\((settings.models ?? ["."]).joined(separator: ", ")): pass a model folder or bundle, or list `models` in mapwright.yml"
            )
        }

        let pipeline = Pipeline(configuration: settings, workingDirectory: workingDirectory)
        let progress = Progress(total: paths.count, shown: !quiet && isatty(STDERR_FILENO) == 1)
        let checked = pipeline.check(paths) { progress.show(checking: $1, number: $0) }
        progress.finish()
        // Errors of versions that cannot be read; the steps that can are still reported (MW450).
        Terminal.print(pipeline.diagnostics.sorted)
        let name = Reporters.resolve(
            settings.reporter, environment: ProcessInfo.processInfo.environment,
            githubAnnotations: settings.githubAnnotations ?? true)
        guard let checked else {
            // A JSON consumer reads stdout: it gets a document whatever the exit status.
            if name == JSONReporter.identifier {
                StandardOutput.print(
                    JSONReporter.errors(pipeline.diagnostics.sorted.filter { $0.severity == .error }), terminator: "")
            }
            throw Terminal.invalidInput
        }
        var report: CheckReport
        do {
            report = try pipeline.applyingBaseline(to: checked, writingTo: writeBaseline)
        } catch {
            throw Terminal.fail(error.message)
        }
        if let since {
            do {
                report = try pipeline.applyingSince(since, to: report, paths: paths)
            } catch {
                throw Terminal.fail(error.message)
            }
        }

        let options = ReporterOptions(
            useColor: isatty(STDOUT_FILENO) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil,
            toolVersion: Mapwright.configuration.version,
            rulesDocumentationURL: settings.rulesDocumentationURL, quiet: quiet, includesSuppressed: includeSuppressed,
            sourceRoot: SourceRoot.of(workingDirectory: workingDirectory, configurationFile: settings.file))
        for (reporter, file) in try requestedReportFiles() {
            var fileOptions = options
            (fileOptions.useColor, fileOptions.quiet) = (false, false)
            let text = reporter.init(options: fileOptions).render(report)
            try Terminal.write { try AtomicFile.write(Data(text.utf8), to: URL(fileURLWithPath: file)) }
        }
        // `validate()` and the configuration reader only let known names through.
        let type = Reporters.named(name) ?? XcodeReporter.self
        type.init(options: options).write(report) { StandardOutput.write($0) }
        if report.fails(at: settings.failOn ?? .error) { throw Terminal.thresholdReached }
    }

    /// `--report-file reporter=file` pairs, the reporter looked up by name.
    func requestedReportFiles() throws -> [(any Reporter.Type, String)] {
        try reportFiles.map { entry in
            let parts = entry.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, !parts[1].isEmpty, let reporter = Reporters.named(parts[0]) else {
                throw ValidationError(
                    "--report-file takes reporter=file with one of \(Reporters.acceptedNames.joined(separator: ", ")), not '\(PrintableText.escaped(entry))'"
                )
            }
            return (reporter, parts[1])
        }
    }
}
