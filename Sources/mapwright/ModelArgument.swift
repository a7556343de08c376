import ArgumentParser
import MapwrightCore
import MapwrightDiagnostics
import MapwrightModel

/// A model given on the command line where a project's folder may stand for it: `mapwright report .` from
/// an app's root means the app's model, as `mapwright check` from there checks every model it finds.
enum ModelArgument {
    /// `path` itself, or the one model under it when it is a project folder; exit 2 when the folder holds
    /// none, or several (the command shows one model: which one is the user's choice).
    static func single(_ path: String) throws -> String {
        try single(among: [path])
    }

    /// The one model `paths` name (a project folder standing for every model under it); exit 2 when they
    /// name none, or several.
    static func single(among paths: [String]) throws -> String {
        let found = paths.flatMap(models)
        guard found.count == 1 else {
            guard !found.isEmpty else { throw noModel(under: paths) }
            throw Terminal.fail(
                "\(paths.joined(separator: ", ")) \(paths.count == 1 ? "holds" : "hold") \(found.count) models, and this command takes one: pass one of "
                    + found.joined(separator: ", "))
        }
        return found[0]
    }

    /// Every model `paths` name, a project folder standing for every model under it; exit 2 when none.
    static func all(_ paths: [String]) throws -> [String] {
        let found = paths.flatMap(models)
        guard !found.isEmpty else { throw noModel(under: paths) }
        return found
    }

    /// `path` itself, or every model under it when it is a project folder (none when it holds none).
    /// The models at `path`, a model or a folder searched for them; a folder the search cannot read is
    /// a warning (its models are not checked).
    static func models(_ path: String) -> [String] {
        guard ModelDiscovery.isProjectFolder(path) else { return [path] }
        var unreadable: [String] = []
        let found = ModelDiscovery.models(under: path, unreadable: &unreadable)
        for folder in unreadable {
            StandardError.write(
                "\(PrintableText.escaped(folder)): warning: this folder cannot be read (its permissions); "
                    + "a model in it is not checked\n")
        }
        return found
    }

    private static func noModel(under paths: [String]) -> ExitCode {
        Terminal.fail(
            "no .xcdatamodeld bundle, YAML model folder or SwiftData schema found under "
                + "\(paths.joined(separator: ", ")): "
                + (ModelDiscovery.unversionedSwiftDataNote(under: paths) ?? "pass a model"))
    }
}
