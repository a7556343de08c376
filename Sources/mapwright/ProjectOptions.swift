import ArgumentParser
import Foundation
import MapwrightAnalysis
import MapwrightCore
import MapwrightDiagnostics

extension FailureThreshold: ExpressibleByArgument {}

/// `--config`: the options every command that reads `mapwright.yml` shares.
struct ConfigurationOptions: ParsableArguments {
    @Option(help: "The configuration file (default: the nearest mapwright.yml).")
    var config: String?

    /// The configuration file's settings (an empty configuration when there is none), or exit 2.
    func load(workingDirectory: String) throws -> ProjectConfiguration {
        let diagnostics = CollectingDiagnosticCollector()
        let file = ConfigurationLoader.load(
            explicitPath: config, workingDirectory: workingDirectory, diagnostics: diagnostics)
        try Terminal.finish(diagnostics)
        guard let file else { throw Terminal.invalidInput }
        return file
    }

    /// The pipeline of a command that reads one model the way `check` reads it (the version order, the
    /// current version and the reading of SwiftData's Codable values that `mapwright.yml` gives).
    func pipeline() throws -> Pipeline {
        let workingDirectory = FileManager.default.currentDirectoryPath
        let settings = try load(workingDirectory: workingDirectory).overriding(
            with: ProjectConfiguration(baseDirectory: "."))
        return Pipeline(configuration: settings, workingDirectory: workingDirectory)
    }
}

/// `--templates`: the Stencil templates that replace the built-in ones, for `generate` and `check`.
struct TemplateOptions: ParsableArguments {
    @Option(help: "A folder of Stencil templates replacing the built-in ones.")
    var templates: String?
}
