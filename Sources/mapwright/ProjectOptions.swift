import ArgumentParser
import Foundation
import MapwrightCore
import MapwrightDiagnostics

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
}

/// `--templates`: the Stencil templates that replace the built-in ones, for `generate` and `check`.
struct TemplateOptions: ParsableArguments {
    @Option(help: "A folder of Stencil templates replacing the built-in ones.")
    var templates: String?
}
