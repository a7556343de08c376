import Foundation
import MapwrightDiagnostics

/// Keeps readers inside the folder they were pointed at: a file reached through a symbolic link whose
/// target lies outside the model folder (YAML folder, `.xcdatamodeld` bundle) or the project folder
/// (`mapwright.yml`) is refused, so that a link to `/proc/self/environ` or a credentials file never gets
/// parsed and quoted in a diagnostic that ends up in a public CI log.
package enum FolderConfinement {
    /// The error: a link leaves its folder (MW017).
    package static let rule = Rule(
        code: "MW017", title: "Link out of the folder", severity: .error, migration: nil,
        summary:
            "A file of the model folder or of the `.xcdatamodeld` bundle, the project's `mapwright.yml`, or a template of the `--templates` folder is a symbolic link whose target lies outside that folder.",
        why:
            "Mapwright quotes the lines it cannot read in its messages, which CI jobs publish; a link to `/proc/self/environ` or a credentials file would print secrets. The file is refused unread.",
        fix: "Copy the file into the folder, or point Mapwright at the folder the link leads to.",
        example: "`schemas/ToDo/ToDo 2.yaml` linked to `~/.aws/credentials`",
        stopsReading: true
    )

    /// True when `path`, with every symbolic link resolved, lies inside `folder` (also resolved), or
    /// when `path` does not exist (the reader then reports it missing). Otherwise emits an error naming
    /// the link (as `shownAs`, default `path`) and returns false. The error has no source position:
    /// the file is not to be read.
    package static func check(
        _ path: String, inside folder: String, shownAs shown: String? = nil, diagnostics: any DiagnosticCollector
    ) -> Bool {
        guard isOutside(path, folder: folder) else { return true }
        diagnostics.emit(
            rule,
            "'\(shown ?? path)' is a symbolic link to a file outside its folder; Mapwright does not follow links out of the model or project folder",
            at: nil, hint: "copy the file into the folder, or point Mapwright at the folder the link leads to")
        return false
    }

    /// True when `path` exists and resolves to a place outside the resolved `folder`.
    package static func isOutside(_ path: String, folder: String) -> Bool {
        // An entry of the folder itself that is no link resolves into the folder: known from one `lstat`,
        // where resolving both paths reads every folder above them (readers check each version this way).
        if isEntryOtherThanLink(path, of: folder) { return false }
        guard let target = resolved(path) else { return false }
        guard let root = resolved(folder.isEmpty ? "." : folder) else { return true }
        return target != root && !target.hasPrefix(root.hasSuffix("/") ? root : root + "/")
    }

    /// True when `path` is `folder`/`name` for one plain name, and names an existing entry that is not a
    /// symbolic link.
    private static func isEntryOtherThanLink(_ path: String, of folder: String) -> Bool {
        guard !folder.isEmpty, path.hasPrefix(folder + "/") else { return false }
        let name = path.dropFirst(folder.utf8.count + 1)
        guard !name.isEmpty, name != ".", name != "..", !name.contains("/") else { return false }
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT != S_IFLNK
    }

    /// The canonical absolute path of `path` (`realpath(3)`), or nil when it does not exist.
    private static func resolved(_ path: String) -> String? {
        guard let pointer = realpath(path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }
}
