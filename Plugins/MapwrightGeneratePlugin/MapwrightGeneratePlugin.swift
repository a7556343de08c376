import Foundation
import PackagePlugin

/// `swift package mapwright-generate <model> --output DIR …`: runs `mapwright generate`, the one
/// command that writes into the package, so it alone asks for write permission.
@main
struct MapwrightGeneratePlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "mapwright")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = ["generate"] + arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            Diagnostics.error("mapwright generate exited with status \(process.terminationStatus)")
        }
    }
}
