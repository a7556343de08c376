import Foundation
import MapwrightAnalysis
import MapwrightDiagnostics
import MapwrightGenerate
import MapwrightModel
import MapwrightYAML

/// The mapping models of a loaded model, written in the other form (docs/mappings.md): `import` writes
/// an app's `Name.xcmappingmodel` as `Name.mapping.yaml` beside the YAML versions, `export` writes a
/// `Name.mapping.yaml` back as `Name.xcmappingmodel` beside the bundle; the name is the app's own.
package enum MappingModelFiles {
    /// The `.mapping.yaml` files (names relative to the model folder) for the Xcode mapping models of
    /// `model`, each with the entity version hashes it stands for. Every value expression is kept as
    /// text, so nothing is left out (no MW204: that is about writing an `.xcmappingmodel`).
    package static func readable(for model: LoadedModel) -> [(path: String, text: String)] {
        let hashes = HistoryHashes(model.history)
        return model.mappingModels.filter { !isReadable($0) }.map { shipped in
            let mapping = ShippedMappingConversion.mappingModel(
                shipped, modelName: model.history.name, diagnostics: CollectingDiagnosticCollector())
            let details = ShippedMappingConversion.details(
                shipped, recorded: RecordedMappingHashes.resolve(shipped, in: model.history, hashes: hashes),
                origin: shipped.displayName)
            return (
                mapping.fileBaseName + MappingYAMLReader.fileSuffix,
                MappingYAMLWriter.yaml(for: mapping, details: details)
            )
        }
    }

    /// The `.xcmappingmodel` folders' `xcmapping.xml` files (paths relative to the bundle's folder) for
    /// the readable mapping models of `model`.
    package static func xcode(for model: LoadedModel, diagnostics: any DiagnosticCollector) -> [(
        path: String, text: String
    )] {
        model.mappingModels.filter(isReadable).map { shipped in
            let mapping = ShippedMappingConversion.mappingModel(
                shipped, modelName: model.history.name, diagnostics: diagnostics)
            return ("\(mapping.fileBaseName).xcmappingmodel/xcmapping.xml", XcodeMappingWriter.xml(for: mapping))
        }
    }

    /// The readable (`.mapping.yaml`) mapping models of `model`: those `generate` writes from instead of
    /// building its own; model paths without a folder are recorded inside `<modelDirectory>/<Model>.xcdatamodeld`.
    package static func handWritten(
        in model: LoadedModel, modelDirectory: String = "", diagnostics: any DiagnosticCollector
    ) -> [MappingModel] {
        model.mappingModels.filter(isReadable).map {
            ShippedMappingConversion.mappingModel(
                $0, modelName: model.history.name, modelDirectory: modelDirectory, diagnostics: diagnostics)
        }
    }

    static func isReadable(_ mapping: ShippedMappingModel) -> Bool {
        mapping.file.hasSuffix(MappingYAMLReader.fileSuffix)
    }
}
