import Foundation
import MapwrightSupport

/// The targets of an Xcode project, read from its `project.pbxproj` with Foundation's property-list reader
/// (which reads the old-style text format on every platform): each native target's build phases, whose
/// files resolve through the groups holding them, its synchronized folders (Xcode 16), and the targets of
/// the project it depends on.
package enum XcodeProjectFile {
    /// The targets of the project file at `path` (`…/App.xcodeproj/project.pbxproj`); nil when it cannot be
    /// read as a project (the caller then knows nothing from it).
    package static func targets(at path: String) -> [BuildTarget]? {
        guard let data = FileManager.default.contents(atPath: path),
            let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any],
            let objects = plist["objects"] as? [String: [String: Any]],
            let rootID = plist["rootObject"] as? String, let project = objects[rootID]
        else { return nil }
        let projectFolder = PathName.folder(of: PathName.folder(of: path))
        let base = PathText.absolute(project["projectDirPath"] as? String ?? "", from: projectFolder)
        let paths = ObjectPaths(objects: objects, projectFolder: base)
        return (project["targets"] as? [String] ?? []).compactMap { id in
            guard let target = objects[id], let name = target["name"] as? String else { return nil }
            var built = BuildTarget(name: name, file: path)
            for phaseID in target["buildPhases"] as? [String] ?? [] {
                for fileID in objects[phaseID]?["files"] as? [String] ?? [] {
                    guard let reference = objects[fileID]?["fileRef"] as? String,
                        let member = paths.path(of: reference)
                    else { continue }
                    built.members.insert(member)
                }
            }
            for groupID in target["fileSystemSynchronizedGroups"] as? [String] ?? [] {
                if let folder = paths.path(of: groupID) { built.folders.append(folder) }
            }
            built.dependencies = (target["dependencies"] as? [String] ?? []).compactMap { dependencyID in
                (objects[dependencyID]?["target"] as? String).flatMap { objects[$0]?["name"] as? String }
            }
            return built
        }
    }

    /// The paths of a project's objects: a reference's path is taken from its source tree, `<group>` being
    /// the path of the group that lists it.
    private struct ObjectPaths {
        let objects: [String: [String: Any]]
        let projectFolder: String
        /// Each object's group.
        let parents: [String: String]

        init(objects: [String: [String: Any]], projectFolder: String) {
            self.objects = objects
            self.projectFolder = projectFolder
            var parents: [String: String] = [:]
            for (id, object) in objects {
                for child in object["children"] as? [String] ?? [] { parents[child] = id }
            }
            self.parents = parents
        }

        /// The absolute path of the object `id`; nil for one outside the project's folders (a product,
        /// an SDK's framework).
        func path(of id: String, depth: Int = 0) -> String? {
            guard depth < 64, let object = objects[id] else { return nil }
            let own = object["path"] as? String ?? ""
            switch object["sourceTree"] as? String ?? "<group>" {
            case "<absolute>": return PathText.absolute(own, from: "/")
            case "SOURCE_ROOT": return PathText.absolute(own, from: projectFolder)
            case "<group>":
                guard let parent = parents[id] else { return PathText.absolute(own, from: projectFolder) }
                guard let folder = path(of: parent, depth: depth + 1) else { return nil }
                return PathText.absolute(own, from: folder)
            default: return nil
            }
        }
    }
}
