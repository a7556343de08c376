import ArgumentParser
import MapwrightCore

extension FailureThreshold: ExpressibleByArgument {}

/// `mapwright check <model>`: classifies every migration step of the history; exits 1 when something reaches
/// the failure threshold.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Classify every migration step (none / lightweight / heavy) and report findings.",
        discussion: "Exit status: 0 when nothing reaches the --fail-on threshold, 1 when something does, 2 for invalid input or usage."
    )

    @Argument(help: "A YAML model folder, or an .xcdatamodeld bundle.")
    var model: String

    @Option(help: "Output format: text or json.")
    var format: OutputFormat = .text

    @Option(name: .customLong("fail-on"), help: "Exit 1 on: error (default), warning, lightweight, heavy.")
    var failOn: FailureThreshold = .error

    func run() throws {
        let history = try ModelInput.history(at: model)
        let analysis = MigrationAnalyzer.analyze(history)
        switch format {
        case .text: print(AnalysisText.check(analysis))
        case .json: print(AnalysisJSON.check(analysis))
        }
        if failOn.isReached(by: analysis) { throw ExitCode(1) }
    }
}
