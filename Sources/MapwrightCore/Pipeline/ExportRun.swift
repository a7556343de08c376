import Foundation
import MapwrightDiagnostics
import MapwrightSupport
import MapwrightXcode

/// One `mapwright export` run: the bundle to write, and whether what is there may be replaced.
package struct ExportRequest: Sendable {
    /// `--output`: the `.xcdatamodeld` bundle to write; the mapping models go into its folder.
    package var output: String
    /// `--force`: replace the bundle and mapping models that already exist.
    package var force: Bool

    package init(output: String, force: Bool = false) {
        (self.output, self.force) = (output, force)
    }
}

/// The export stage end to end for one model: load → the `.xcdatamodeld` bundle Xcode opens, with each
/// `.mapping.yaml` of the model written as `<From> to <To>.xcmappingmodel` beside it.
package enum ExportRun {
    /// How a run ended.
    package enum Outcome: Equatable, Sendable {
        /// The bundle and its mapping models were written.
        case exported
        /// The model could not be read; its errors were handed over.
        case invalid
        /// Nothing was written: files exist and `force` was not given, or the file system refused.
        case unwritten(FolderWriteError)
    }

    /// Exports the model at `path` read with `pipeline`. `loaded` gets the model's reading problems;
    /// `conversion` the mapping models' conversion problems as they happen; `line` the line for standard
    /// output once written; `note` a note for standard error when the bundle reads back in another order.
    package static func run(
        _ request: ExportRequest, path: String, pipeline: Pipeline, loaded: ([Diagnostic]) -> Void,
        conversion: any DiagnosticCollector, line: (String) -> Void, note: (String) -> Void
    ) -> Outcome {
        let model = pipeline.load(path, reading: loaded)
        guard let model else { return .invalid }
        let history = model.history
        let mappings = MappingModelFiles.xcode(for: model, diagnostics: conversion)
        let folder = PathName.folder(of: request.output)
        // Refuse before writing anything: the bundle and its mapping models are one export.
        let existing = mappings.map { (folder.isEmpty ? "" : folder + "/") + $0.path }.filter {
            FileManager.default.fileExists(atPath: $0)
        }
        if !request.force, !existing.isEmpty { return .unwritten(.filesExist(existing)) }
        do throws(FolderWriteError) {
            try XcodeModelWriter.writeBundle(history, to: request.output, overwrite: request.force)
            if !mappings.isEmpty {
                try AtomicFolderWriter.write(mappings, into: folder.isEmpty ? "." : folder, overwrite: request.force)
            }
        } catch {
            return .unwritten(error)
        }
        line(
            "exported \(history.versions.count) version(s) of \(history.name) to \(request.output) (current: \(history.currentVersionName))"
                + (mappings.isEmpty ? "" : " and \(mappings.count) mapping model(s)"))
        if let text = versionOrderNote(of: request.output, as: history.versions.map(\.name), settings: pipeline) {
            note(text)
        }
        return .exported
    }

    /// An `.xcdatamodeld` records no version order (a SwiftData plan's is in its code): when the bundle
    /// reads back in another order (its names sort otherwise), how `mapwright.yml` keeps the model's.
    private static func versionOrderNote(of bundle: String, as order: [String], settings: Pipeline) -> String? {
        // A pipeline of its own: the read-back's problems are not the run's.
        let reader = Pipeline(configuration: settings.configuration, workingDirectory: settings.workingDirectory)
        guard let read = reader.load(bundle)?.history.versions.map(\.name), read != order else { return nil }
        return "\(bundle): note: an .xcdatamodeld records no version order, and this one reads as "
            + "\(read.joined(separator: ", ")); keep the model's order in mapwright.yml:\n"
            + "versions:\n  \(bundle): [\(order.joined(separator: ", "))]\n"
    }
}
