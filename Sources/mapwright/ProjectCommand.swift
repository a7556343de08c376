import ArgumentParser
import Foundation
import MapwrightCore

/// `mapwright project [<model>…]`: the project picture — each model, whether a target builds it, the
/// order of its versions, its current version, how the app migrates it and which mapping model serves
/// which step, each with the file that decided it (docs/project.md).
struct ProjectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "project",
        abstract: "Show what the project's files say about each model, and which file says it."
    )

    @Argument(
        help:
            "YAML model folders or .xcdatamodeld bundles, or folders to search for them (default: `models` of mapwright.yml, else every model under the current folder)."
    )
    var models: [String] = []

    @OptionGroup var configurationOptions: ConfigurationOptions

    @Option(help: "Output format: text or json.")
    var format: OutputFormat = .text

    func run() throws {
        let workingDirectory = FileManager.default.currentDirectoryPath
        let settings = try configurationOptions.load(workingDirectory: workingDirectory)
        let paths = try ModelArgument.all(models.isEmpty ? settings.models ?? ["."] : models)
        let pipeline = Pipeline(configuration: settings, workingDirectory: workingDirectory)
        let overview = pipeline.overview(paths)
        Terminal.print(pipeline.diagnostics.sorted)
        guard let overview else { throw Terminal.invalidInput }
        StandardOutput.print(format == .json ? overview.json : overview.text)
    }
}
