import Foundation

/// Where the paths of a `mapwright.yml` may lead: inside its project, the git work tree holding the file
/// (so a configuration in a subfolder of a monorepo may name `../Shared/Model.xcdatamodeld`), else the
/// file's own folder. Paths are resolved from the file's folder, links included.
struct ConfiguredPaths {
    /// The file's folder, absolute.
    let folder: URL
    /// The folder no path may leave, absolute and with links resolved.
    let boundary: String

    init(configurationFile path: String) {
        folder = URL(fileURLWithPath: path).deletingLastPathComponent().standardizedFileURL
        var root = folder
        var candidate = folder
        while true {
            if FileManager.default.fileExists(atPath: candidate.appendingPathComponent(".git").path) {
                root = candidate
                break
            }
            let parent = candidate.deletingLastPathComponent()
            if parent.path == candidate.path { break }
            candidate = parent
        }
        boundary = root.resolvingSymlinksInPath().path
    }

    /// Why `path` may not be used, or nil when it stays in the project.
    func problem(with path: String) -> String? {
        let resolved = (path.hasPrefix("/") ? URL(fileURLWithPath: path) : folder.appendingPathComponent(path))
            .standardizedFileURL.resolvingSymlinksInPath().path
        if resolved == boundary || resolved.hasPrefix(boundary.hasSuffix("/") ? boundary : boundary + "/") { return nil }
        return "leads out of the project (\(path.hasPrefix("/") ? "an absolute path" : "`..` or a link") outside it)"
    }
}
