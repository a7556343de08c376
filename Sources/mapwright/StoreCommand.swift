import ArgumentParser
import Foundation
import MapwrightCore
import MapwrightStore

/// `mapwright store <path>`: a store's version and what opening it with the current app does, with the data
/// checks of its migration path; when no model is found, what the store says of itself. Never writes the store
/// or its WAL. Exits 1 when a check fails, 2 for a file that is no readable store.
struct StoreCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "store",
        abstract: "Identify a Core Data or SwiftData store's version and check its rows along the app's migration path."
    )

    @Argument(help: "A SQLite store (.sqlite, .store, any extension); its -wal and -shm are read, never written.")
    var path: String

    @Option(
        help:
            "The model: a bundle, YAML folder or Swift sources (default: the model under the current folder that wrote the store)."
    )
    var model: String?

    @Option(help: "Output format: text or json.")
    var format: OutputFormat = .text

    @Flag(name: .customLong("show-values"), help: "Show a few affected values, not only their primary keys.")
    var showValues = false

    @OptionGroup var configurationOptions: ConfigurationOptions

    func run() throws {
        let workingDirectory = FileManager.default.currentDirectoryPath
        let settings = try configurationOptions.load(workingDirectory: workingDirectory)
        // No model found is no error: the store still says which framework wrote it and what it holds.
        let modelPaths =
            try model.map { [try ModelArgument.single($0)] } ?? (settings.models ?? ["."]).flatMap(ModelArgument.models)
        let pipeline = Pipeline(configuration: settings, workingDirectory: workingDirectory)
        let report: StoreReport?
        do {
            report = try pipeline.checkStore(
                path, modelPaths: modelPaths, explicit: model != nil, showValues: showValues)
        } catch {
            throw Terminal.fail("\(path): \(error)")
        }
        guard let report else {
            Terminal.print(pipeline.diagnostics.sorted)
            throw Terminal.invalidInput
        }
        StandardOutput.print(format == .json ? report.json : report.text)
        if report.hasErrors { throw Terminal.thresholdReached }
    }
}
