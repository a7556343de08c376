import ArgumentParser
import Foundation
import MapwrightCore
import MapwrightSupport
import MapwrightXcode

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
        let pipeline = try configurationOptions.pipeline()
        let loaded = try Terminal.load(model, in: pipeline)
        let history = loaded.history
        let mappings = MappingModelFiles.xcode(for: loaded, diagnostics: PrintingDiagnosticCollector())
        let folder = PathName.folder(of: output)
        try Terminal.write {
            // Refuse before writing anything: the bundle and its mapping models are one export.
            let existing = mappings.map { (folder.isEmpty ? "" : folder + "/") + $0.path }.filter {
                FileManager.default.fileExists(atPath: $0)
            }
            if !force, !existing.isEmpty { throw FolderWriteError.filesExist(existing) }
            try XcodeModelWriter.writeBundle(history, to: output, overwrite: force)
            if !mappings.isEmpty {
                try AtomicFolderWriter.write(mappings, into: folder.isEmpty ? "." : folder, overwrite: force)
            }
        }
        StandardOutput.print(
            "exported \(history.versions.count) version(s) of \(history.name) to \(output) (current: \(history.currentVersionName))"
                + (mappings.isEmpty ? "" : " and \(mappings.count) mapping model(s)"))
        noteVersionOrder(of: output, as: history.versions.map(\.name), settings: pipeline)
    }

    /// An `.xcdatamodeld` records no version order (a SwiftData plan's is in its code): when the bundle
    /// reads back in another order (its names sort otherwise), says how `mapwright.yml` keeps the model's.
    private func noteVersionOrder(of bundle: String, as order: [String], settings: Pipeline) {
        let reader = Pipeline(configuration: settings.configuration, workingDirectory: settings.workingDirectory)
        guard let read = reader.load(bundle)?.history.versions.map(\.name), read != order else { return }
        StandardError.write(
            "\(bundle): note: an .xcdatamodeld records no version order, and this one reads as "
                + "\(read.joined(separator: ", ")); keep the model's order in mapwright.yml:\n"
                + "versions:\n  \(bundle): [\(order.joined(separator: ", "))]\n")
    }
}
