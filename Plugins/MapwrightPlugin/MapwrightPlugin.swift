import Foundation
import PackagePlugin

/// `swift package mapwright <command> …`: runs the read-only Mapwright commands (`check`, `validate`,
/// `diff`, `hash`, `generate --check`) in the package folder. It holds no write permission: writing
/// generated files is `swift package mapwright-generate`, which asks for it.
@main
struct MapwrightPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        if arguments.first == "generate" && !arguments.contains("--check") {
            Diagnostics.error("`generate` writes files: run `swift package mapwright-generate …` (it asks for write permission), or add --check")
            return
        }
        let tool = try context.tool(named: "mapwright")
        let status = try run(tool.url, arguments, in: context.package.directoryURL)
        if status != 0 {
            Diagnostics.error("mapwright \(arguments.first ?? "") exited with status \(status)")
        }
    }
}

/// Runs `executable` with `arguments` in `directory`, passing its output through; returns its status.
private func run(_ executable: URL, _ arguments: [String], in directory: URL) throws -> Int32 {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = directory
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus
}
