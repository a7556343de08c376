import Foundation
import MapwrightModel

/// The files a run reads, so that none of its writers replaces one: `report --output "M/M 2.yaml"` or
/// `check --write-baseline M/M.yaml` would overwrite a version of the model they read.
package enum ModelInputs {
    /// Why a run reading the models at `models` and the configuration `configurationFile` must not write
    /// `target`, or nil: `target` is a model given, a file inside a bundle, a YAML or Swift file inside a
    /// model folder, or the configuration.
    package static func conflict(
        writing target: String, models: [String], configurationFile: String?, workingDirectory: String
    ) -> String? {
        let resolve = { (path: String) in
            URL(fileURLWithPath: PathText.absolute(path, from: workingDirectory)).standardizedFileURL
                .resolvingSymlinksInPath().path
        }
        let written = resolve(target)
        if let configurationFile, written == resolve(configurationFile) {
            return "\(target) is the configuration this run reads"
        }
        for model in models {
            let root = resolve(model)
            if written == root { return "\(target) is the model this run reads" }
            guard written.hasPrefix(root + "/") else { continue }
            let inBundle = root.hasSuffix(".xcdatamodeld") || root.hasSuffix(".xcdatamodel")
            let kind = URL(fileURLWithPath: written).pathExtension.lowercased()
            if inBundle || ["yaml", "yml", "swift"].contains(kind) || written.contains(".xcdatamodel/") {
                return "\(target) is a file of the model \(model), which this run reads"
            }
        }
        return nil
    }
}
