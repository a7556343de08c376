import Foundation
import MapwrightSupport

/// Finds the Xcode mapping models kept next to a model bundle.
package enum MappingModelFinder {
    /// The `.xcmappingmodel` folders next to the `.xcdatamodeld` at `bundlePath`: in the folder holding
    /// the bundle and in its direct subfolders (one level, e.g. `Migrations/`), sorted by path. Returns
    /// an empty list when the folder cannot be listed.
    package static func mappingModels(nextTo bundlePath: String) -> [String] {
        var bundle = bundlePath
        while bundle.count > 1, bundle.hasSuffix("/") { bundle.removeLast() }
        let folder = PathName.folder(of: bundle)
        let parent = folder.isEmpty ? "." : folder
        var found: [String] = []
        for entry in list(parent) {
            let path = join(folder, entry)
            if entry.hasSuffix(".xcmappingmodel") {
                found.append(path)
            } else if isDirectory(path), !entry.hasPrefix("."), !entry.hasSuffix(".xcdatamodeld") {
                found += list(path).filter { $0.hasSuffix(".xcmappingmodel") }.map { join(path, $0) }
            }
        }
        return found.filter(isDirectory).sorted()
    }

    private static func list(_ path: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path.isEmpty ? "." : path)) ?? []).sorted()
    }

    private static func join(_ folder: String, _ name: String) -> String { folder.isEmpty ? name : folder + "/" + name }

    private static func isDirectory(_ path: String) -> Bool {
        var directory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &directory) && directory.boolValue
    }
}
