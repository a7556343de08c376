import ArgumentParser
import Foundation
import MapwrightCore
import MapwrightSupport

/// `mapwright report <model> --output report.html`: one self-contained HTML page with the version
/// timeline, each step's changes, findings and diagram of what it changed, and the current model's diagram.
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract:
            "Write one self-contained HTML page: version timeline, changes, findings and a diagram per step, the current model."
    )

    @Argument(
        help:
            "A YAML model folder or an .xcdatamodeld bundle, or a folder holding one model (default: the `models` of mapwright.yml, else the one model under the working directory)."
    )
    var model: String?

    @Option(name: [.short, .long], help: "The HTML file to write (default: standard output).")
    var output: String?

    @OptionGroup var configurationOptions: ConfigurationOptions

    func run() throws {
        let workingDirectory = FileManager.default.currentDirectoryPath
        let settings = try configurationOptions.load(workingDirectory: workingDirectory)
            .overriding(with: ProjectConfiguration(baseDirectory: "."))
        let pipeline = Pipeline(configuration: settings, workingDirectory: workingDirectory)
        let path = try ModelArgument.single(among: model.map { [$0] } ?? settings.models ?? ["."])
        try Terminal.refuseWritingInputs([output], models: [path], configurationFile: settings.file)
        let page = pipeline.htmlReport(path, toolVersion: Mapwright.configuration.version)
        Terminal.print(pipeline.diagnostics.sorted)
        guard let page else { throw Terminal.invalidInput }
        guard let output else {
            StandardOutput.print(page, terminator: "")
            return
        }
        try Terminal.write { try AtomicFile.write(Data(page.utf8), to: URL(fileURLWithPath: output)) }
    }
}
