import ArgumentParser
import Foundation
import MapwrightCore

/// `mapwright export <model> --output <Name>.xcdatamodeld`: writes the bundle Xcode opens, one
/// `contents` per version in Xcode's own style and `.xccurrentversion`.
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

    func validate() throws {
        let trimmed = output.hasSuffix("/") ? String(output.dropLast()) : output
        guard trimmed.hasSuffix(".xcdatamodeld") else {
            throw ValidationError("--output must name a .xcdatamodeld bundle, e.g. \(trimmed).xcdatamodeld")
        }
    }

    func run() throws {
        let history = try Terminal.load(model).history
        try Terminal.write { try XcodeModelWriter.writeBundle(history, to: output, overwrite: force) }
        print("exported \(history.versions.count) version(s) of \(history.name) to \(output) (current: \(history.currentVersionName))")
    }
}
