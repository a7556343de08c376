import Foundation
import PackagePlugin

/// A build-tool plugin: `mapwright check` runs on the Core Data models of the target it is applied to
/// (`.xcdatamodeld` bundles among its files, and YAML model folders: folders holding a `_manifest.yaml`),
/// and its findings appear as the build's warnings and errors (`path:line:col: warning: … [MW121]`). An
/// error fails the build, as the `failOn` of `mapwright.yml` says. The check's JSON report is the
/// command's output file, so the build runs it again only when a model changes.
@main
struct MapwrightBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let sources = target.sourceModule else { return [] }
        let files = Self.expanded(sources.sourceFiles.map(\.url))
        let models = Self.models(among: files)
        guard !models.isEmpty else { return [] }
        let tool = try context.tool(named: "mapwright")
        let report = context.pluginWorkDirectoryURL.appendingPathComponent("mapwright-check.json")
        let inputs = files.filter { file in models.contains { file.path.hasPrefix($0.path + "/") } }
        return [
            .buildCommand(
                displayName: "Mapwright: checking \(models.map(\.lastPathComponent).joined(separator: ", "))",
                executable: tool.url,
                arguments: ["check"] + models.map(\.path) + [
                    "--reporter", "xcode", "--report-file", "json=\(report.path)",
                ],
                inputFiles: inputs,
                outputFiles: [report]
            )
        ]
    }

    /// `files` with the files inside the folders among them: a resource copied whole (`.copy("Schemas")`)
    /// is one entry of the target's files.
    static func expanded(_ files: [URL]) -> [URL] {
        files.flatMap { file -> [URL] in
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: file.path, isDirectory: &isFolder), isFolder.boolValue,
                let walk = FileManager.default.enumerator(at: file, includingPropertiesForKeys: nil)
            else { return [file] }
            return walk.compactMap { $0 as? URL }.sorted { $0.path < $1.path }
        }
    }

    /// The `.xcdatamodeld` bundles holding some of `files`, and the folders holding a `_manifest.yaml`.
    static func models(among files: [URL]) -> [URL] {
        var models: Set<String> = []
        for file in files {
            let components = file.standardizedFileURL.pathComponents
            if let index = components.firstIndex(where: { $0.lowercased().hasSuffix(".xcdatamodeld") }) {
                models.insert(NSString.path(withComponents: Array(components[...index])))
            } else if file.lastPathComponent == "_manifest.yaml" {
                models.insert(file.deletingLastPathComponent().standardizedFileURL.path)
            }
        }
        return models.sorted().map { URL(fileURLWithPath: $0) }
    }
}
