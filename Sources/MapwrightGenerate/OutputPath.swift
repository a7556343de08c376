import Foundation

/// Validates the relative paths of generated files, so output never escapes the output folder.
package enum OutputPath {
    /// nil when `path` is a safe relative path below the output folder; otherwise why it is not.
    /// Names come from model and version names, so everything is checked: no absolute path, no `.` or
    /// `..` component, no empty component, no control characters, no backslash.
    package static func problem(with path: String) -> String? {
        if path.isEmpty { return "the path is empty" }
        if path.hasPrefix("/") || path.hasPrefix("~") { return "'\(path)' is absolute" }
        if path.contains("\\") { return "'\(path)' contains a backslash" }
        if path.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
            return "'\(path)' contains a control character"
        }
        for component in path.split(separator: "/", omittingEmptySubsequences: false) {
            if component.isEmpty { return "'\(path)' has an empty path component" }
            if component == "." || component == ".." { return "'\(path)' has a '\(component)' component" }
        }
        return nil
    }

    /// The absolute URL of `path` under `root`, or nil when it would leave `root`.
    static func resolve(_ path: String, under root: URL) -> URL? {
        guard problem(with: path) == nil else { return nil }
        let base = root.standardizedFileURL.resolvingSymlinksInPath()
        let url = base.appendingPathComponent(path).standardizedFileURL
        let prefix = base.path.hasSuffix("/") ? base.path : base.path + "/"
        return url.path.hasPrefix(prefix) ? url : nil
    }
}
