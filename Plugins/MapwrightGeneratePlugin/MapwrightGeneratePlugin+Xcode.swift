#if canImport(XcodeProjectPlugin)
    import Foundation
    import PackagePlugin
    import XcodeProjectPlugin

    /// In Xcode, on an `.xcodeproj`: the project's context menu ▸ Mapwright Generate, with arguments such as
    /// `--output Migrations`. When the arguments name no model, it runs `mapwright generate` once for every
    /// `.xcdatamodeld` bundle of the project (of the targets chosen in Xcode's dialog, passed as `--target`),
    /// in the project folder, so a relative `--output` is relative to the folder holding the `.xcodeproj`.
    extension MapwrightGeneratePlugin: XcodeCommandPlugin {
        func performCommand(context: XcodePluginContext, arguments: [String]) throws {
            var extractor = ArgumentExtractor(arguments)
            let targetNames = extractor.extractOption(named: "target")
            let project = context.xcodeProject
            let chosen =
                targetNames.isEmpty ? project.targets : project.targets.filter { targetNames.contains($0.displayName) }
            var files = chosen.flatMap { target in target.inputFiles.map(\.url) }
            if targetNames.isEmpty {
                files += project.filePaths.map { URL(fileURLWithPath: $0.string) }
            }
            let models = ModelArguments.bundles(among: files).map(\.path)
            let arguments = ["generate"] + extractor.remainingArguments
            let tool = try context.tool(named: "mapwright")
            for invocation in ModelArguments.invocations(arguments, models: models, directory: project.directoryURL) {
                let status = try runTool(tool.url, invocation, in: project.directoryURL)
                if status != 0 {
                    Diagnostics.error("mapwright \(invocation.joined(separator: " ")) exited with status \(status)")
                }
            }
        }
    }
#endif
