import ArgumentParser
import MapwrightCore

/// `mapwright diff <from> <to>`: the changes between two versions, each with its migration verdict.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "List the changes between two model versions with Core Data's migration verdict."
    )

    @Argument(help: "The source version: a YAML version file or an .xcdatamodel folder.")
    var from: String

    @Argument(help: "The destination version: a YAML version file or an .xcdatamodel folder.")
    var to: String

    @Option(help: "Output format: text or json.")
    var format: OutputFormat = .text

    func run() throws {
        let source = try Terminal.version(at: from)
        let destination = try Terminal.version(at: to)
        let step = MigrationAnalyzer.analyze(from: source, to: destination)
        switch format {
        case .text: print(AnalysisText.diff(step))
        case .json: print(JSONReporter.step(step))
        }
    }
}
