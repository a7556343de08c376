import ArgumentParser
import MapwrightAnalysis
import MapwrightCore
import MapwrightReport

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

    /// A model folder or bundle holds several versions: `diff` takes two versions, and says so.
    func validate() throws {
        for path in [from, to] where ModelLoader.isModel(path) {
            throw ValidationError(
                "`\(path)` is a whole model, and `diff` compares two versions: give two YAML version files "
                    + "(`ToDo/ToDo 2.yaml ToDo/ToDo 3.yaml`) or two .xcdatamodel folders; "
                    + "for every step of a model, run `mapwright check \(path)`")
        }
    }

    func run() throws {
        let source = try Terminal.version(at: from)
        let destination = try Terminal.version(at: to)
        let step = MigrationAnalyzer.analyze(from: source, to: destination)
        switch format {
        case .text: StandardOutput.print(AnalysisText.diff(step))
        case .json: StandardOutput.print(JSONReporter.step(step))
        }
    }
}
