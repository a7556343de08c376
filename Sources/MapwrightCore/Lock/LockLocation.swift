import Foundation
import MapwrightSupport

/// Where the lock of an `.xcdatamodeld` goes so that it never ships inside the app. Xcode 16's
/// synchronized folders (the blue folders of a new project) add every file under them to the target,
/// and a file of a type Xcode does not compile is copied into the app bundle as a resource: a lock next
/// to the bundle, inside the app's folder, would ship with the app. The folder holding the `.xcodeproj`
/// is the project's root, never a synchronized folder itself, so the lock goes there (docs/ci.md).
enum LockLocation {
    /// The folder (absolute, ending with `/`) of the lock named `file` of the bundle at `absolute`: the
    /// nearest folder above the bundle holding an `.xcodeproj`, up to the top of its git repository. Nil
    /// (the lock stays next to the model) for a model that is not an `.xcdatamodeld`, one outside any
    /// Xcode project, or one whose lock already exists next to it (a project locked before this rule keeps
    /// its lock where it is).
    static func folder(forModelAt absolute: String, file: String) -> String? {
        guard absolute.hasSuffix(".xcdatamodeld") else { return nil }
        let fileManager = FileManager.default
        var folder = PathName.folder(of: absolute)
        if fileManager.fileExists(atPath: (folder as NSString).appendingPathComponent(file)) { return nil }
        while folder != "/" && !folder.isEmpty {
            let children = (try? fileManager.contentsOfDirectory(atPath: folder)) ?? []
            if children.contains(where: { $0.hasSuffix(".xcodeproj") }) { return folder + "/" }
            // Nothing above a repository's top folder belongs to its project.
            if children.contains(".git") { return nil }
            folder = PathName.folder(of: folder)
        }
        return nil
    }
}
