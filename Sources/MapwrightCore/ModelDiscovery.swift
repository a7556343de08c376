import Foundation
import MapwrightSupport
import MapwrightSwiftData

/// Finds the models of a project: every `.xcdatamodeld` bundle, stand-alone `.xcdatamodel` version and
/// YAML model folder (a folder with `_manifest.yaml`) under a folder, and its SwiftData schemas, for
/// `mapwright check` without a model (docs/check.md).
package enum ModelDiscovery {
    /// Folders never searched: build products, dependencies and version control.
    package static let skippedFolders: Set<String> = [
        ".build", "DerivedData", "Pods", "Carthage", ".git", "node_modules",
    ]

    /// True when `path` is a folder to search rather than a model: not an Xcode bundle or version, no
    /// `_manifest.yaml`, and either no YAML file or a subfolder (a project root with `project.yml` next
    /// to its sources; a model folder holds only its version files).
    package static func isProjectFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue,
            ModelLoader.kind(of: path) != .xcode
        else { return false }
        let children = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        guard !children.contains("_manifest.yaml") else { return false }
        return !children.contains(where: isYAMLVersionFile)
            || children.contains { child in
                var isFolder: ObjCBool = false
                return !child.hasPrefix(".")
                    && FileManager.default.fileExists(atPath: path + "/" + child, isDirectory: &isFolder)
                    && isFolder.boolValue
            }
    }

    /// Every model under `folder`, as paths starting with `folder` (none for `.`), sorted. Models are not
    /// searched inside: a bundle's versions and a model folder's files belong to it. Links to folders are
    /// not followed. The SwiftData schemas, when a Swift file (outside test folders) declares a
    /// `VersionedSchema`, are one model: the innermost folder holding every such file, every `@Model`
    /// class, the migration plan and the container made with it, read as SwiftData sources.
    package static func models(under folder: String) -> [String] {
        var unreadable: [String] = []
        return models(under: folder, unreadable: &unreadable)
    }

    /// ``models(under:)``, adding to `unreadable` each folder the search could not list (its permissions),
    /// for the caller to report: a model inside one is not found.
    package static func models(under folder: String, unreadable: inout [String]) -> [String] {
        var search = Search(root: folder)
        search.visit(relative: "")
        unreadable += search.unreadable
        var found = search.found
        if !search.schemaFiles.isEmpty {
            let common = commonFolder(of: search.schemaFiles + search.modelFiles)
            // Two plans, each named by its container, are two stores: one unit each (their plans' files).
            found += SwiftDataReader.units(at: common.isEmpty ? folder : join(folder, common))
        }
        return found.sorted()
    }

    /// Why no model was found under `folders`, when the reason is a SwiftData model without versions: a Swift
    /// file (outside test folders) declares a `@Model` class but none declares a `VersionedSchema`. Walks the
    /// folders again: asked only once nothing was found.
    package static func unversionedSwiftDataNote(under folders: [String]) -> String? {
        for folder in folders where isProjectFolder(folder) {
            var search = Search(root: folder)
            search.visit(relative: "")
            guard search.schemaFiles.isEmpty, let file = search.classFiles.first else { continue }
            return
                "\(join(folder, file)) declares a SwiftData `@Model` class, but no file declares a `VersionedSchema`: "
                + "declare the model's versions as `VersionedSchema` enums for Mapwright to check them"
        }
        return nil
    }

    /// The walk of one folder: the models found, and the Swift files declaring schemas or models.
    private struct Search {
        let root: String
        var found: [String] = []
        /// Swift files declaring a `VersionedSchema`, relative to the root.
        var schemaFiles: [String] = []
        /// Swift files declaring a `@Model` class or a migration plan, or making a container with a plan
        /// (`migrationPlan:`), relative to the root.
        var modelFiles: [String] = []
        /// Swift files declaring a `@Model` class, relative to the root.
        var classFiles: [String] = []
        /// Folders that could not be listed, as paths starting with the root.
        var unreadable: [String] = []

        /// `inTests`: inside a test folder, whose Swift schemas are fixtures, not the app's.
        mutating func visit(relative: String, inTests: Bool = false) {
            let path = relative.isEmpty ? root : join(root, relative)
            guard let listed = try? FileManager.default.contentsOfDirectory(atPath: path) else {
                unreadable.append(path)
                return
            }
            let children = listed.sorted()
            if !relative.isEmpty, children.contains("_manifest.yaml") {
                found.append(join(root, relative))
                return
            }
            for child in children where !skippedFolders.contains(child) {
                let childRelative = relative.isEmpty ? child : relative + "/" + child
                let childPath = join(root, childRelative)
                // Links are not followed: one pointing at a parent folder would make the search endless.
                guard let kind = PathKind(at: childPath), kind != .link else { continue }
                if kind != .folder {
                    if child.hasSuffix(".swift"), !inTests { note(swiftFile: childPath, relative: childRelative) }
                } else if child.hasSuffix(".xcdatamodeld") || child.hasSuffix(".xcdatamodel") {
                    found.append(childPath)
                } else {
                    visit(relative: childRelative, inTests: inTests || TestSources.isTestName(child))
                }
            }
        }

        /// Most of an app's Swift files mention none of SwiftData's words: they are told on their bytes.
        mutating func note(swiftFile path: String, relative: String) {
            guard let data = FileManager.default.contents(atPath: path) else { return }
            let bytes = [UInt8](data)
            if SwiftDataReader.mentionsVersionedSchema(bytes),
                SwiftDataReader.declaresVersionedSchema(String(decoding: data, as: UTF8.self))
            {
                schemaFiles.append(relative)
            }
            let declaresClass = declaresModelAttribute(bytes)
            if declaresClass { classFiles.append(relative) }
            if declaresClass || modelWords.contains(where: { $0.isFound(in: bytes) }) { modelFiles.append(relative) }
        }
    }

    private static let modelWords = [ByteSearch("SchemaMigrationPlan"), ByteSearch("migrationPlan:")]
    private static let modelAttribute = ByteSearch("@Model")

    /// True when `bytes` hold `@Model` not followed by a character of a name (`@ModelActor` is another
    /// attribute).
    static func declaresModelAttribute(_ bytes: [UInt8]) -> Bool {
        modelAttribute.isFoundAsWord(in: bytes)
    }

    /// The innermost folder (relative) holding every one of `files` (relative paths).
    static func commonFolder(of files: [String]) -> String {
        let folders = files.map { $0.split(separator: "/").dropLast().map(String.init) }
        guard var common = folders.first else { return "" }
        for folder in folders.dropFirst() {
            common = Array(zip(common, folder).prefix { $0 == $1 }.map(\.0))
        }
        return common.joined(separator: "/")
    }

    private static func join(_ root: String, _ relative: String) -> String {
        if root == "." || root == "./" { return relative }
        return (root.hasSuffix("/") ? root : root + "/") + relative
    }

    private static func isYAMLVersionFile(_ name: String) -> Bool {
        !name.hasPrefix(".") && (name.hasSuffix(".yaml") || name.hasSuffix(".yml"))
            && name != "mapwright.yml" && name != "mapwright.yaml"
    }
}
