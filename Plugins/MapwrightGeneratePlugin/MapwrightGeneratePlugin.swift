import Foundation
import PackagePlugin

/// `swift package mapwright-generate <model> --output DIR …`: runs `mapwright generate`, the one
/// command that writes into the package, so it alone asks for write permission. From Xcode, on an
/// `.xcodeproj`, see MapwrightGeneratePlugin+Xcode.swift.
@main
struct MapwrightGeneratePlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "mapwright")
        let status = try runTool(tool.url, ["generate"] + arguments, in: context.package.directoryURL)
        if status != 0 {
            Diagnostics.error("mapwright generate exited with status \(status)")
        }
    }
}
