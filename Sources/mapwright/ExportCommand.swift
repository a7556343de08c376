import ArgumentParser
import MapwrightCore

/// `mapwright export <model> --output <Name>.xcdatamodeld`: writes the bundle Xcode opens, one
/// `contents` per version in Xcode's own style and `.xccurrentversion`; each `.mapping.yaml` beside the
/// YAML versions becomes `<From> to <To>.xcmappingmodel` next to the bundle.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write a model (YAML folder or Xcode model) as an Xcode .xcdatamodeld bundle."
    )

    @Argument(help: "A YAML model folder, or an .xcdatamodeld / .xcdatamodel.")
    var model: String

    @Option(name: .shortAndLong, help: "The bundle to write, e.g. ToDo.xcdatamodeld.")
    var output: String

    @Flag(help: "Replace the bundle when it already exists.")
    var force = false

    @OptionGroup var configurationOptions: ConfigurationOptions

    func validate() throws {
        let trimmed = output.hasSuffix("/") ? String(output.dropLast()) : output
        guard trimmed.hasSuffix(".xcdatamodeld") else {
            throw ValidationError("--output must name a .xcdatamodeld bundle, e.g. \(trimmed).xcdatamodeld")
        }
    }

    func run() throws {
        let outcome = try ExportRun.run(
            ExportRequest(output: output, force: force), path: model, pipeline: configurationOptions.pipeline(),
            loaded: Terminal.print, conversion: PrintingDiagnosticCollector(), line: { StandardOutput.print($0) },
            note: StandardError.write)
        switch outcome {
        case .exported: return
        case .invalid: throw Terminal.invalidInput
        case .unwritten(let error): throw Terminal.fail(error.description)
        }
    }
}
