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
        boundary = (Git.workTreeRoot(containing: folder) ?? folder).resolvingSymlinksInPath().path
    }

    /// Why `path` may not be used, or nil when it stays in the project. `..` may only lead a path (a
    /// sibling folder of a monorepo): after a name it could climb out of a link. The part of the path
    /// that exists is resolved, links included; the rest is appended as written.
    func problem(with path: String) -> String? {
        let components = path.split(separator: "/").map(String.init)
        let leading = components.prefix { $0 == ".." }.count
        if components.dropFirst(leading).contains("..") {
            return "climbs with `..` after a folder name: write it without"
        }
        var existing = path.hasPrefix("/") ? URL(fileURLWithPath: path) : folder.appendingPathComponent(path)
        existing = existing.standardizedFileURL
        var rest: [String] = []
        while !FileManager.default.fileExists(atPath: existing.path), existing.path != "/" {
            rest.insert(existing.lastPathComponent, at: 0)
            existing = existing.deletingLastPathComponent()
        }
        let resolved = rest.reduce(existing.resolvingSymlinksInPath()) { $0.appendingPathComponent($1) }.path
        if resolved == boundary || resolved.hasPrefix(boundary.hasSuffix("/") ? boundary : boundary + "/") {
            return nil
        }
        return "leads out of the project (\(path.hasPrefix("/") ? "an absolute path" : "`..` or a link") outside it)"
    }
}
