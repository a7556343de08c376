import ArgumentParser
import MapwrightAnalysis
import MapwrightCore
import MapwrightReport

/// Output formats of the analysis commands.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text
    case json
}

/// `mapwright hash <model>`: every version's entity version hashes and `versionChecksum`.
struct HashCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hash",
        abstract: "Print each version's Core Data entity version hashes (hex) and versionChecksum (base64)."
    )

    @Argument(
        help: "A YAML model folder or version file, or an .xcdatamodeld / .xcdatamodel, or a folder holding one model.")
    var model: String

    @Option(help: "Output format: text or json.")
    var format: OutputFormat = .text

    @OptionGroup var configurationOptions: ConfigurationOptions

    /// Prints the hashes of every version that reads; exits 1 after them when a version of the model
    /// could not be read (its errors are on standard error), 2 when none can.
    func run() throws {
        let path = try ModelArgument.single(model)
        let history = try Terminal.load(path, in: try configurationOptions.pipeline(), keepingReadableVersions: true)
            .history
        let hashes = HistoryHashes(history)
        switch format {
        case .text: StandardOutput.print(AnalysisText.hashes(history, hashes: hashes))
        case .json: StandardOutput.print(HashesJSONRenderer.hashes(history, hashes: hashes))
        }
        if !history.unreadableVersionNames.isEmpty { throw Terminal.thresholdReached }
    }
}
