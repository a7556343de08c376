#if canImport(XcodeProjectPlugin)
    import Foundation
    import PackagePlugin
    import XcodeProjectPlugin

    /// In Xcode, on an `.xcodeproj`: the project's context menu ▸ Mapwright. Without arguments it runs
    /// `check` on every `.xcdatamodeld` bundle of the project (of the targets chosen in Xcode's dialog, which
    /// Xcode passes as `--target NAME`). With a command that takes one model (`validate`, `hash`,
    /// `generate --check`) and no model named, it runs once per bundle. It refuses the commands that write,
    /// like the package plugin. The bundles are passed with absolute paths, so every finding's location is
    /// absolute and Xcode can open it.
    extension MapwrightPlugin: XcodeCommandPlugin {
        func performCommand(context: XcodePluginContext, arguments: [String]) throws {
            var extractor = ArgumentExtractor(arguments)
            let targetNames = extractor.extractOption(named: "target")
            let remaining = extractor.remainingArguments.isEmpty ? ["check"] : extractor.remainingArguments
            if let refusal = ReadOnlyCommands.refusal(remaining) {
                Diagnostics.error(refusal)
                return
            }
            let project = context.xcodeProject
            let models = ModelArguments.bundles(among: project.mapwrightCandidateFiles(targets: targetNames)).map(
                \.path)
            let tool = try context.tool(named: "mapwright")
            for invocation in ModelArguments.invocations(remaining, models: models, directory: project.directoryURL) {
                let status = try runTool(tool.url, invocation, in: project.directoryURL)
                if status != 0 {
                    Diagnostics.error("mapwright \(invocation.joined(separator: " ")) exited with status \(status)")
                }
            }
        }
    }

    extension XcodeProject {
        /// The files to look for `.xcdatamodeld` bundles in: the chosen targets' input files, or, when no target
        /// was chosen, every target's and every file of the project.
        func mapwrightCandidateFiles(targets names: [String]) -> [URL] {
            let chosen = names.isEmpty ? targets : targets.filter { names.contains($0.displayName) }
            var files = chosen.flatMap { target in target.inputFiles.map(\.url) }
            if names.isEmpty {
                files += filePaths.map { URL(fileURLWithPath: $0.string) }
            }
            return files
        }
    }
#endif
