import Foundation
import PackagePlugin

// A stand-in declaring the parts of Xcode's XcodeProjectPlugin API the plugins use (typecheck only).
public struct XcodeProject {
    public var displayName: String { fatalError() }
    public var directoryURL: URL { fatalError() }
    public var filePaths: [Path] { fatalError() }
    public var targets: [XcodeTarget] { fatalError() }
}
public struct XcodeTarget {
    public var displayName: String { fatalError() }
    public var inputFiles: FileList { fatalError() }
}
public struct XcodePluginContext {
    public var xcodeProject: XcodeProject { fatalError() }
    public var pluginWorkDirectoryURL: URL { fatalError() }
    public func tool(named name: String) throws -> PluginContext.Tool { fatalError() }
}
public protocol XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws
}
