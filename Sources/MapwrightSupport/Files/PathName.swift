import Foundation

/// The name of the file or folder a path names, as every command-line tool resolves it: trailing
/// slashes dropped, and `.` or `..` resolved to the real folder's name (`check .` inside
/// `ToDo.xcdatamodeld` reads the model `ToDo`, not `.`).
package enum PathName {
    /// The last component of `path`, resolved against the working directory when it is `.` or `..`.
    package static func lastComponent(of path: String) -> String {
        let parts = path.split(separator: "/").map(String.init)
        guard let last = parts.last else { return path.hasPrefix("/") ? "/" : "" }
        guard last == "." || last == ".." else { return last }
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        let resolved = (absolute as NSString).standardizingPath.split(separator: "/").last.map(String.init)
        return resolved ?? "/"
    }

    /// The folder part of `path`, as `NSString.deletingLastPathComponent` gives it (`a/b` → `a`, `/a` → `/`,
    /// `a` → empty), which traps on a one-character path in Foundation on Linux.
    package static func folder(of path: String) -> String {
        var path = Substring(path)
        while path.count > 1, path.hasSuffix("/") { path = path.dropLast() }
        guard let slash = path.lastIndex(of: "/") else { return "" }
        var folder = path[..<slash]
        while folder.hasSuffix("/") { folder = folder.dropLast() }
        return folder.isEmpty ? "/" : String(folder)
    }

    /// `name` without its extension (`ToDo.xcdatamodeld` → `ToDo`); a name starting with its only dot
    /// keeps it.
    package static func deletingExtension(_ name: String) -> String {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }
}
