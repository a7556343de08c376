import Foundation

/// Finds the models of a project: every `.xcdatamodeld` bundle, stand-alone `.xcdatamodel` version and
/// YAML model folder (a folder with `_manifest.yaml`) under a folder, for `mapwright check` without a
/// model (docs/check.md).
public enum ModelDiscovery {
    /// Folders never searched: build products, dependencies and version control.
    public static let skippedFolders: Set<String> = [".build", "DerivedData", "Pods", "Carthage", ".git", "node_modules"]

    /// True when `path` is a folder to search rather than a model: not an Xcode bundle or version, no
    /// `_manifest.yaml`, and either no YAML file or a subfolder (a project root with `project.yml` next
    /// to its sources; a model folder holds only its version files).
    public static func isProjectFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue,
              ModelLoader.kind(of: path) == .yaml
        else { return false }
        let children = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        guard !children.contains("_manifest.yaml") else { return false }
        return !children.contains(where: isYAMLVersionFile) || children.contains { child in
            var isFolder: ObjCBool = false
            return !child.hasPrefix(".") && FileManager.default.fileExists(atPath: path + "/" + child, isDirectory: &isFolder)
                && isFolder.boolValue
        }
    }

    /// Every model under `folder`, as paths starting with `folder` (none for `.`), sorted. Models are not
    /// searched inside: a bundle's versions and a model folder's files belong to it. Links to folders are
    /// not followed.
    public static func models(under folder: String) -> [String] {
        var found: [String] = []
        search(folder, relative: "", into: &found)
        return found.sorted()
    }

    private static func search(_ root: String, relative: String, into found: inout [String]) {
        let path = relative.isEmpty ? root : join(root, relative)
        let children = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
        if !relative.isEmpty, children.contains("_manifest.yaml") {
            found.append(join(root, relative))
            return
        }
        for child in children where !skippedFolders.contains(child) {
            let childRelative = relative.isEmpty ? child : relative + "/" + child
            var isDirectory: ObjCBool = false
            let childPath = join(root, childRelative)
            guard FileManager.default.fileExists(atPath: childPath, isDirectory: &isDirectory), isDirectory.boolValue,
                  !isSymbolicLink(childPath)
            else { continue }
            if child.hasSuffix(".xcdatamodeld") || child.hasSuffix(".xcdatamodel") {
                found.append(join(root, childRelative))
            } else {
                search(root, relative: childRelative, into: &found)
            }
        }
    }

    /// Links are not followed: one pointing at a parent folder would make the search endless.
    private static func isSymbolicLink(_ path: String) -> Bool {
        (try? FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType) == .typeSymbolicLink
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
