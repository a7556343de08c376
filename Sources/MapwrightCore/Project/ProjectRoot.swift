import Foundation
import MapwrightSupport

/// The folder a model's project lies in: where its mapping models, policy classes and the code that
/// opens its stores are looked for (docs/check.md, "The project").
package enum ProjectRoot {
    /// The names whose presence makes a folder a project root.
    static let markers = ["mapwright.yml", "mapwright.yaml", "Package.swift", ".git"]
    /// The names of the configuration file, whose folder is the project root as it stands.
    static let configurationNames = ["mapwright.yml", "mapwright.yaml"]
    /// The extensions of the folders whose presence makes a folder a project root.
    static let markerExtensions = ["xcodeproj", "xcworkspace"]

    /// The project root of the model at `modelPath`: the nearest folder at or above it holding
    /// `mapwright.yml`, an `.xcodeproj` or `.xcworkspace`, `Package.swift` or `.git`, or, unless it holds
    /// `mapwright.yml`, the git work tree holding that folder; without one, the
    /// working directory when the model lies inside it, else the folder holding the model. Never the
    /// file system's root or the home folder. Absolute, without a trailing slash.
    package static func of(modelAt modelPath: String, workingDirectory: String) -> String {
        let model = normalized(PathText.absolute(modelPath, from: workingDirectory))
        let home = normalized(ProcessInfo.processInfo.environment["HOME"] ?? "/")
        // A YAML model folder is itself the first candidate; a bundle, a version or a file is not.
        let isModelFolder =
            isFolder(model) == true && !model.hasSuffix(".xcdatamodeld") && !model.hasSuffix(".xcdatamodel")
        let folder = isModelFolder ? model : PathName.folder(of: model)
        var candidate = folder
        while candidate != "/", candidate != home, !candidate.isEmpty {
            if isMarked(candidate) {
                // `mapwright.yml` says where the project is; a build file is one part of its repository.
                let configured = configurationNames.contains {
                    FileManager.default.fileExists(atPath: candidate + "/" + $0)
                }
                return configured ? candidate : repository(holding: candidate, home: home) ?? candidate
            }
            candidate = PathName.folder(of: candidate)
        }
        let working = normalized(workingDirectory)
        if working != "/", working != home, folder == working || folder.hasPrefix(working + "/") { return working }
        return folder.isEmpty ? "/" : folder
    }

    /// The git work tree holding `folder`, when there is one below `home`: a package or an Xcode project
    /// inside a repository is part of the repository's project (its app target, a copy of its model).
    static func repository(holding folder: String, home: String) -> String? {
        guard let work = Git.workTreeRoot(containing: URL(fileURLWithPath: folder)) else { return nil }
        let path = normalized(work.path)
        return path == "/" || path == home || home.hasPrefix(path + "/") ? nil : path
    }

    /// The names first, one look-up each; then the folder's listing, by suffix: Foundation's
    /// `pathExtension` on every entry of a large folder (`/tmp`) was a third of a `check`.
    static func isMarked(_ folder: String) -> Bool {
        if markers.contains(where: { FileManager.default.fileExists(atPath: folder + "/" + $0) }) { return true }
        let children = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        let suffixes = markerExtensions.map { "." + $0 }
        return children.contains { name in suffixes.contains { name.hasSuffix($0) && name.count > $0.count } }
    }

    static func isFolder(_ path: String) -> Bool? {
        var folder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &folder) else { return nil }
        return folder.boolValue
    }

    static func normalized(_ path: String) -> String {
        var path = (path as NSString).standardizingPath
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        return path
    }
}
