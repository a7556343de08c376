import Foundation

// Helpers both Mapwright command plugins use (Foundation only, no PackagePlugin: scripts/test-plugins.sh
// compiles this file with its tests). Plugin targets cannot share a library, so this file is kept
// identical in Plugins/MapwrightPlugin and Plugins/MapwrightGeneratePlugin (scripts/test-plugins.sh
// compares the two copies).

/// Turns the arguments a plugin is given into `mapwright` command lines, filling in the models of an Xcode
/// project when the arguments name none.
enum ModelArguments {
    /// The commands that take model paths as arguments: `check` takes any number, the others one.
    static let commandsTakingOneModel: Set<String> = [
        "validate", "hash", "generate", "lock", "export", "import", "report",
    ]

    /// The `.xcdatamodeld` bundles among `files`, each once, sorted by path: a file that is a bundle, or lies
    /// inside one (an `.xcdatamodel` version, its `contents`), names that bundle.
    static func bundles(among files: [URL]) -> [URL] {
        var seen: Set<String> = []
        var bundles: [URL] = []
        for file in files {
            let components = file.standardizedFileURL.pathComponents
            guard let index = components.firstIndex(where: { $0.lowercased().hasSuffix(".xcdatamodeld") }) else {
                continue
            }
            var bundle = URL(fileURLWithPath: "/")
            for component in components[1...index] { bundle.appendPathComponent(component) }
            if seen.insert(bundle.path).inserted { bundles.append(bundle) }
        }
        return bundles.sorted { $0.path < $1.path }
    }

    /// The options of `mapwright`'s commands that take a value (`--output DIR`), whose value is no model.
    static let optionsWithValue: Set<String> = [
        "--reporter", "--format", "--fail-on", "--output", "-o", "--templates", "--config", "--step", "--up-to",
        "--lock-file", "--baseline", "--write-baseline",
    ]

    /// The arguments after the command that are neither options nor option values.
    static func positionals(_ arguments: [String]) -> [String] {
        var result: [String] = []
        var skipNext = false
        for argument in arguments.dropFirst() {
            if skipNext {
                skipNext = false
            } else if argument.hasPrefix("-") {
                skipNext = optionsWithValue.contains(argument)
            } else {
                result.append(argument)
            }
        }
        return result
    }

    /// Whether an argument after the command already names a model: an Xcode bundle or version, a YAML
    /// version file, or a path that exists relative to `directory` (a YAML model folder).
    static func namesModel(_ arguments: [String], relativeTo directory: URL) -> Bool {
        positionals(arguments).contains { argument in
            var text = argument.lowercased()
            while text.hasSuffix("/") { text.removeLast() }
            if text.hasSuffix(".xcdatamodeld") || text.hasSuffix(".xcdatamodel") || text.hasSuffix(".yaml")
                || text.hasSuffix(".yml")
            {
                return true
            }
            let url =
                argument.hasPrefix("/") ? URL(fileURLWithPath: argument) : directory.appendingPathComponent(argument)
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
        }
    }

    /// The command lines to run: `arguments` as they are when they name a model or no model was found;
    /// else `check` with every model, or a one-model command once per model.
    static func invocations(_ arguments: [String], models: [String], directory: URL) -> [[String]] {
        guard let command = arguments.first, !models.isEmpty, !namesModel(arguments, relativeTo: directory) else {
            return [arguments]
        }
        if command == "check" { return [arguments + models] }
        if commandsTakingOneModel.contains(command) {
            return models.map { [command, $0] + arguments.dropFirst() }
        }
        return [arguments]
    }
}

/// Runs `executable` with `arguments` in `directory`, passing its output through; returns its status.
func runTool(_ executable: URL, _ arguments: [String], in directory: URL) throws -> Int32 {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = directory
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus
}
