import ArgumentParser
import Foundation
import MapwrightCore

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

    @OptionGroup var reportingOptions: CheckReportingOptions

    @Option(help: "The generated-files folder to check for missing or stale files.")
    var output: String?

    @OptionGroup var templateOptions: TemplateOptions

    @OptionGroup var comparisonOptions: CheckComparisonOptions

    @Option(
        name: .customLong("ignore"),
        help: ArgumentHelp(
            "Leave out the findings located in files matching this glob pattern or folder (repeatable; adds to `ignore` in mapwright.yml).",
            valueName: "pattern"))
    var ignore: [String] = []

    @Option(
        name: .customLong("stores"),
        help: ArgumentHelp(
            "Also identify and check these stores, or the SQLite files in these folders, along the app's migration path (repeatable; default: `stores` of mapwright.yml).",
            valueName: "path"))
    var stores: [String] = []

    func run() throws {
        var request = CheckRequest.ofThisProcess(toolVersion: Mapwright.configuration.version)
        request.flags = ProjectConfiguration(
            baseDirectory: ".", models: models.isEmpty ? nil : models, output: output,
            templates: templateOptions.templates, ignore: ignore.isEmpty ? nil : ignore)
        (request.flags.stores, request.configurationFile) = (stores.isEmpty ? nil : stores, configurationOptions.config)
        reportingOptions.apply(to: &request)
        comparisonOptions.apply(to: &request)
        let progress = Progress(shown: !reportingOptions.quiet && isatty(STDERR_FILENO) == 1)
        try Terminal.runCheck {
            try CheckRun.run(
                request, workingDirectory: FileManager.default.currentDirectoryPath, starting: progress.show,
                warning: StandardError.write, read: progress.finishing(Terminal.print), output: StandardOutput.write)
        }
    }
}
