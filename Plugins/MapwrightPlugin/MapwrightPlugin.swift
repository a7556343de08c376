import Foundation
import PackagePlugin

/// `swift package mapwright <command> …`: runs the read-only Mapwright commands (`check`, `validate`,
/// `diff`, `hash`, `generate --check`) in the package folder. It holds no write permission: writing
/// generated files is `swift package mapwright-generate`, which asks for it, and the other commands that
/// write (`import`, `export`, `lock`, `config init`, `check --write-baseline`, `report --output`) are run
/// from a terminal. From Xcode, on an
/// `.xcodeproj`, see MapwrightPlugin+Xcode.swift.
@main
struct MapwrightPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        if let refusal = ReadOnlyCommands.refusal(arguments) {
            Diagnostics.error(refusal)
            return
        }
        let tool = try context.tool(named: "mapwright")
        let status = try runTool(tool.url, arguments, in: context.package.directoryURL)
        if status != 0 {
            Diagnostics.error("mapwright \(arguments.first ?? "") exited with status \(status)")
        }
    }
}
