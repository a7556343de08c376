import Foundation
import MapwrightModel
import MapwrightSupport

/// The Swift module that holds a path: names in a schema resolve over every file of it, as the compiler
/// resolves them, not only over the folder that holds the schemas (docs/swiftdata.md, "How names are
/// resolved").
enum SwiftModule {
    /// How many folders above the given one a module's root is looked for: an app's schemas lie a few
    /// folders under its target, and a search without a limit would reach folders that are no part of it.
    static let maximumAscent = 4

    /// The root of the module holding `path` (a `.swift` file or a folder): the nearest folder at or above
    /// it that is a SwiftPM target (its parent is `Sources`), an app target (it holds `Info.plist`,
    /// `Assets.xcassets` or an `.entitlements` file), or a project (it holds `Package.swift` or an
    /// `.xcodeproj`). The search stops at a test folder, a repository's root (`.git`) and the home folder;
    /// without a module root, the folder itself (a file's folder). Written as `path` is (relative or not).
    static func root(containing path: String) -> String {
        let start = path.hasSuffix(".swift") ? parent(of: path) : path
        var candidate = start
        for _ in 0...maximumAscent {
            let absolute = absolutePath(candidate)
            if isModuleRoot(absolute) { return candidate }
            let up = parent(of: absolute)
            if up == absolute || absolute == home || TestSources.isTestName(PathName.lastComponent(of: absolute))
                || FileManager.default.fileExists(atPath: absolute + "/.git")
            {
                return start
            }
            candidate =
                candidate == "." || candidate.isEmpty
                ? ".." : candidate.hasSuffix("..") ? candidate + "/.." : parent(of: candidate)
        }
        return start
    }

    private static func isModuleRoot(_ folder: String) -> Bool {
        if PathName.lastComponent(of: parent(of: folder)) == "Sources" { return true }
        let children = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return children.contains { name in
            name == "Package.swift" || name == "Info.plist" || name == "Assets.xcassets"
                || name.hasSuffix(".xcodeproj") || name.hasSuffix(".entitlements")
        }
    }

    /// The Swift files of the module holding `path`: those under `path` as ``SwiftDataReader/swiftFiles(at:)``
    /// lists them, then the module's others, each written from the module's root (`./` left out); `local`
    /// holds the first.
    static func files(containing path: String) -> (all: [String], local: Set<String>) {
        let local = SwiftDataReader.swiftFiles(at: path)
        let root = root(containing: path)
        let known = Set(local.map(absolutePath))
        let others = SwiftDataReader.swiftFiles(at: root).filter { !known.contains(absolutePath($0)) }.map { file in
            file.hasPrefix("./") ? String(file.dropFirst(2)) : file
        }
        return (local + others, Set(local))
    }

    /// The folder holding `path`: `.` for a name without a folder, `/` for a file at the root.
    static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path == "." || path.isEmpty ? ".." : "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    private static func absolutePath(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        return (absolute as NSString).standardizingPath
    }

    private static var home: String {
        ((ProcessInfo.processInfo.environment["HOME"] ?? "/") as NSString).standardizingPath
    }
}
