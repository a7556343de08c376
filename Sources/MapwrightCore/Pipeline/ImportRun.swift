import MapwrightDiagnostics
import MapwrightSupport
import MapwrightYAML

/// One `mapwright import` run: the YAML model folder to write, and whether its files may be replaced.
package struct ImportRequest: Sendable {
    /// `--output`: the YAML model folder to write.
    package var output: String
    /// `--force`: replace files that already exist in the folder.
    package var force: Bool

    package init(output: String, force: Bool = false) {
        (self.output, self.force) = (output, force)
    }
}

/// The import stage end to end for one Xcode model or SwiftData sources: load → a YAML model folder, one
/// file per version plus the manifest, and each mapping model found next to a bundle as `.mapping.yaml`.
package enum ImportRun {
    /// How a run ended.
    package enum Outcome: Equatable, Sendable {
        /// The folder was written.
        case imported
        /// The path is a YAML model folder: nothing to convert.
        case notConvertible
        /// The model could not be read; its errors were handed over.
        case invalid
        /// Nothing was written: files exist and `force` was not given, or the file system refused.
        case unwritten(FolderWriteError)
    }

    /// Imports the model at `path` read with the pipeline `pipeline` makes, which it makes only once `path`
    /// is known to be convertible (a YAML folder is refused before the configuration is read). `loaded` gets
    /// the model's reading problems; `line` the line for standard output once written.
    package static func run(
        _ request: ImportRequest, path: String, pipeline: () throws -> Pipeline, loaded: ([Diagnostic]) -> Void,
        line: (String) -> Void
    ) rethrows -> Outcome {
        guard ModelLoader.kind(of: path) != .yaml else { return .notConvertible }
        let pipeline = try pipeline()
        let model = pipeline.load(path, reading: loaded)
        guard let model else { return .invalid }
        let history = model.history
        let mappings = MappingModelFiles.readable(for: model)
        let files = YAMLModelWriter.files(for: history).map { (path: $0.name, text: $0.contents) } + mappings
        do throws(FolderWriteError) {
            try AtomicFolderWriter.write(files, into: request.output, overwrite: request.force)
        } catch {
            return .unwritten(error)
        }
        line(
            "imported \(history.versions.count) version(s) of \(history.name) into \(request.output) (current: \(history.currentVersionName))"
                + (mappings.isEmpty ? "" : " and \(mappings.count) mapping model(s)"))
        return .imported
    }
}
