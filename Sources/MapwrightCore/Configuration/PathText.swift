import Foundation

/// Path arithmetic on strings, so that paths in messages stay as short as the user wrote them.
package enum PathText {
    /// `path` under `base`, unless `path` is absolute or `base` is `.`/empty.
    package static func join(_ base: String, _ path: String) -> String {
        if path.hasPrefix("/") || base.isEmpty || base == "." { return path }
        return (base.hasSuffix("/") ? base : base + "/") + path
    }

    /// `target` relative to `directory` (both absolute), with `..` where needed; `.` for the same folder.
    package static func relative(_ target: String, to directory: String) -> String {
        let to = components(target), from = components(directory)
        var common = 0
        while common < to.count, common < from.count, to[common] == from[common] { common += 1 }
        let parts = Array(repeating: "..", count: from.count - common) + to[common...]
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// An absolute, standardized form of `path` (relative paths are taken from `directory`).
    package static func absolute(_ path: String, from directory: String) -> String {
        let joined = path.hasPrefix("/") ? path : join(directory, path)
        return (joined as NSString).standardizingPath
    }

    /// `path` made absolute from `directory` without standardizing it, which would resolve a link named
    /// last: the path a command writes to, so that a link there is refused, not written through.
    package static func target(_ path: String, from directory: String) -> String {
        path.hasPrefix("/") ? path : join(directory, path)
    }

    private static func components(_ path: String) -> [String] {
        (path as NSString).standardizingPath.split(separator: "/").map(String.init)
    }
}
