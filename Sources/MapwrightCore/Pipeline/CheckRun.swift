import Foundation
import MapwrightDiagnostics
import MapwrightReport
import MapwrightReportModel
import MapwrightSupport

/// One `mapwright check` run beyond the configuration (which the pipeline holds, flags applied): the
/// models, the baseline to write, the revision to compare with, the report files, and how the report shows.
package struct CheckRequest: Sendable {
    /// Models or project folders to search for them; nil for the settings' `models`, else the working
    /// directory.
    package var models: [String]?
    /// `--write-baseline`: record today's findings in this file, then report against it.
    package var writeBaseline: String?
    /// `--since`: only the findings the models at this git revision did not have fail the run.
    package var since: String?
    /// `--report-file reporter=file`: other reporters' output, each written to its file.
    package var reportFiles: [String] = []
    /// `--quiet`: only what can fail the run (xcode and github reporters); never in report files.
    package var quiet = false
    /// `--include-suppressed`: keep suppressed findings in SARIF.
    package var includeSuppressed = false
    /// Whether standard output is a terminal: colour, unless `NO_COLOR` is set.
    package var outputIsTerminal = false
    /// The process's environment: `NO_COLOR`, and the CI that picks the default reporter.
    package var environment: [String: String] = [:]
    /// Written into the reports that record the tool (SARIF, JSON, HTML).
    package var toolVersion: String
    /// `--config`: the configuration file, instead of the nearest `mapwright.yml`.
    package var configurationFile: String?
    /// The settings the flags give, over the configuration file's (paths as given, from the working directory).
    package var flags = ProjectConfiguration(baseDirectory: ".")

    package init(models: [String]? = nil, toolVersion: String) {
        self.models = models
        self.toolVersion = toolVersion
    }

    /// A request of this process: its environment, and whether its standard output is a terminal.
    package static func ofThisProcess(toolVersion: String) -> CheckRequest {
        var request = CheckRequest(toolVersion: toolVersion)
        (request.outputIsTerminal, request.environment) = (
            isatty(STDOUT_FILENO) == 1, ProcessInfo.processInfo.environment
        )
        return request
    }
}

/// The check stage end to end: load → analysis → report for every model, then the baseline, `--since`, the
/// report files, and the report on standard output with the reporter the settings choose.
package enum CheckRun {
    /// Why a run ends before its report: each is exit status 2 on the command line.
    package enum Failure: Error, Equatable {
        /// A wrong option value or no model, with what to pass instead.
        case usage(String)
        /// No model could be read (the reading errors were handed over already).
        case unreadable
        /// The baseline or the revision of `--since` could not be used.
        case invalid(String)
    }

    /// How a run ended that printed its report.
    package enum Outcome: Equatable, Sendable {
        case passed
        /// Something reached the `fail-on` threshold (or a locked version changed, a generated file is stale).
        case thresholdReached
    }

    /// Reads the configuration (`request`'s file, else the nearest `mapwright.yml`), applies the flags, then
    /// checks as ``run(_:pipeline:starting:warning:read:output:)`` in `workingDirectory`. The configuration's
    /// warnings go to `read` first; an invalid configuration's errors go there, and the run ends unreadable.
    package static func run(
        _ request: CheckRequest, workingDirectory: String,
        starting: (_ number: Int, _ total: Int, _ path: String) -> Void = { _, _, _ in },
        warning: (String) -> Void = { _ in },
        read: ([Diagnostic]) -> Void, output: (ArraySlice<UInt8>) -> Void
    ) throws -> Outcome {
        let diagnostics = CollectingDiagnosticCollector()
        let file = ConfigurationLoader.load(
            explicitPath: request.configurationFile, workingDirectory: workingDirectory, diagnostics: diagnostics)
        guard let file, !diagnostics.hasErrors else {
            read(diagnostics.sorted)
            writeErrors(diagnostics.sorted.filter { $0.severity == .error }, request, request.flags, output)
            throw Failure.unreadable
        }
        if !diagnostics.diagnostics.isEmpty { read(diagnostics.sorted) }
        let pipeline = Pipeline(configuration: file.overriding(with: request.flags), workingDirectory: workingDirectory)
        return try run(request, pipeline: pipeline, starting: starting, warning: warning, read: read, output: output)
    }

    /// Checks the models of `request` with `pipeline`, calling `starting` as each model's reading starts
    /// (its number, of how many, its path) and `warning` with a line for standard error for each folder the
    /// search for models cannot read; hands the reading errors and warnings to `read` once every model
    /// was read; writes the baseline and the report files, and the report to `output`. A failed write of a
    /// report file is thrown as it came; a ``Failure`` is thrown after its errors' JSON document is written to
    /// `output` when the reporter is JSON (docs/json-output.md).
    package static func run(
        _ request: CheckRequest, pipeline: Pipeline,
        starting: (_ number: Int, _ total: Int, _ path: String) -> Void = { _, _, _ in },
        warning: (String) -> Void = { _ in },
        read: ([Diagnostic]) -> Void, output: (ArraySlice<UInt8>) -> Void
    ) throws -> Outcome {
        do {
            return try checked(
                request, pipeline: pipeline, starting: starting, warning: warning, read: read, output: output)
        } catch let failure as Failure {
            // A JSON consumer reads standard output: it gets a document whatever the exit status.
            let errors = pipeline.diagnostics.sorted.filter { $0.severity == .error }
            switch failure {
            case .usage(let message):
                writeErrors(
                    [Diagnostic(.error, code: JSONReporter.usageErrorCode, message: message)], request,
                    pipeline.configuration, output)
            case .unreadable: writeErrors(errors, request, pipeline.configuration, output)
            case .invalid(let message):
                writeErrors(
                    errors + [Diagnostic(.error, code: JSONReporter.invalidErrorCode, message: message)],
                    request, pipeline.configuration, output)
            }
            throw failure
        }
    }

    /// ``run(_:pipeline:starting:warning:read:output:)`` without the JSON document of a failure.
    private static func checked(
        _ request: CheckRequest, pipeline: Pipeline, starting: (_ number: Int, _ total: Int, _ path: String) -> Void,
        warning: (String) -> Void, read: ([Diagnostic]) -> Void, output: (ArraySlice<UInt8>) -> Void
    ) throws -> Outcome {
        let settings = pipeline.configuration
        let paths = try modelPaths(request.models ?? settings.models ?? ["."]) {
            warning(
                "\(PrintableText.escaped($0)): warning: this folder cannot be read (its permissions); "
                    + "a model in it is not checked\n")
        }
        let reportFiles = try request.reportFiles.map(reportFile)
        try refuseWritingInputs(
            [request.writeBaseline] + reportFiles.map(\.1), models: paths, settings: settings,
            workingDirectory: pipeline.workingDirectory)
        let checked = pipeline.check(paths) { starting($0, paths.count, $1) }
        // Errors of versions that cannot be read; the steps that can are still reported (MW450).
        read(pipeline.diagnostics.sorted)
        guard var checked else { throw Failure.unreadable }
        checked = pipeline.addingStores(settings.stores ?? [], to: checked, modelPaths: paths)
        var report: CheckReport
        do {
            report = try pipeline.applyingBaseline(to: checked, writingTo: request.writeBaseline)
        } catch {
            throw Failure.invalid(error.message)
        }
        if let since = request.since {
            do {
                report = try pipeline.applyingSince(since, to: report, paths: paths)
            } catch {
                throw Failure.invalid(error.message)
            }
        }
        report.failureThreshold = settings.failOn ?? .error
        let options = reporterOptions(request, settings: settings, workingDirectory: pipeline.workingDirectory)
        for (reporter, file) in reportFiles {
            var fileOptions = options
            (fileOptions.useColor, fileOptions.quiet) = (false, false)
            let text = reporter.init(options: fileOptions).render(report)
            try AtomicFile.write(Data(text.utf8), to: URL(fileURLWithPath: file))
        }
        self.reporter(request, settings: settings).init(options: options).write(report, utf8: output)
        return report.fails(at: settings.failOn ?? .error) ? .thresholdReached : .passed
    }

    /// Writes `errors` as JSON's error document to `output` when the reporter of standard output is JSON.
    private static func writeErrors(
        _ errors: [Diagnostic], _ request: CheckRequest, _ settings: ProjectConfiguration,
        _ output: (ArraySlice<UInt8>) -> Void
    ) {
        guard ObjectIdentifier(reporter(request, settings: settings)) == ObjectIdentifier(JSONReporter.self) else {
            return
        }
        output(ArraySlice(JSONReporter.errors(errors).utf8))
    }

    /// What is wrong with the options the command line parsed, before anything is read: an unknown
    /// `--reporter` (with the closest known name) or a `--report-file` that is no `reporter=file`.
    package static func optionProblem(reporter: String?, reportFiles: [String]) -> String? {
        if let reporter, Reporters.named(reporter) == nil {
            let suggestion =
                Suggestion.closest(to: reporter, among: Reporters.acceptedNames).map { "did you mean '\($0)'? " } ?? ""
            return
                "unknown reporter '\(reporter)'; \(suggestion)use one of \(Reporters.acceptedNames.joined(separator: ", "))"
        }
        for entry in reportFiles {
            do {
                _ = try reportFile(entry)
            } catch {
                if case .usage(let message) = error { return message }
            }
        }
        return nil
    }

    /// The reporter of standard output: `--reporter` or `reporter:`, else the one the CI calls for.
    package static func reporter(_ request: CheckRequest, settings: ProjectConfiguration) -> any Reporter.Type {
        let name = Reporters.resolve(
            settings.reporter, environment: request.environment, githubAnnotations: settings.githubAnnotations ?? true)
        // `optionProblem` and the configuration reader only let known names through.
        return Reporters.named(name) ?? XcodeReporter.self
    }

    /// Every model `models` name, a project folder standing for every model under it; each folder the search
    /// cannot read is handed to `unreadable` (its models are not checked).
    private static func modelPaths(_ models: [String], unreadable: (String) -> Void) throws(Failure) -> [String] {
        var unreadableFolders: [String] = []
        let paths = models.flatMap {
            ModelDiscovery.isProjectFolder($0) ? ModelDiscovery.models(under: $0, unreadable: &unreadableFolders) : [$0]
        }
        unreadableFolders.forEach(unreadable)
        guard !paths.isEmpty else {
            throw .usage(
                "no model given, and no .xcdatamodeld bundle, YAML model folder or SwiftData schema found under "
                    + "\(models.joined(separator: ", ")): "
                    + (ModelDiscovery.unversionedSwiftDataNote(under: models)
                        ?? "pass a model folder or bundle, or list `models` in mapwright.yml"))
        }
        return paths
    }

    /// No file the run writes may be one it reads: a model's file, or the configuration in force.
    private static func refuseWritingInputs(
        _ targets: [String?], models: [String], settings: ProjectConfiguration, workingDirectory: String
    ) throws(Failure) {
        for target in targets.compactMap({ $0 }) {
            if let conflict = ModelInputs.conflict(
                writing: target, models: models, configurationFile: settings.file, workingDirectory: workingDirectory)
            {
                throw .invalid("will not write \(conflict); nothing was written")
            }
        }
    }

    /// `reporter=file`, the reporter looked up by name.
    private static func reportFile(_ entry: String) throws(Failure) -> (any Reporter.Type, String) {
        let parts = entry.split(separator: "=", maxSplits: 1).map(String.init)
        guard parts.count == 2, !parts[1].isEmpty, let reporter = Reporters.named(parts[0]) else {
            throw .usage(
                "--report-file takes reporter=file with one of \(Reporters.acceptedNames.joined(separator: ", ")), not '\(PrintableText.escaped(entry))'"
            )
        }
        return (reporter, parts[1])
    }

    private static func reporterOptions(
        _ request: CheckRequest, settings: ProjectConfiguration, workingDirectory: String
    ) -> ReporterOptions {
        ReporterOptions(
            useColor: request.outputIsTerminal && request.environment["NO_COLOR"] == nil,
            toolVersion: request.toolVersion,
            rulesDocumentationURL: settings.rulesDocumentationURL, quiet: request.quiet,
            includesSuppressed: request.includeSuppressed,
            sourceRoot: SourceRoot.of(workingDirectory: workingDirectory, configurationFile: settings.file))
    }
}
