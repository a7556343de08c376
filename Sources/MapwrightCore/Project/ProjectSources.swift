import Foundation
import MapwrightAnalysis
import MapwrightSupport

/// What one walk of a project root finds: its Swift and Objective-C sources and the Xcode mapping models
/// it ships, wherever they lie (build products and dependencies skipped, links not followed). The sources
/// are read only when asked for: most commands need the mapping models alone.
struct ProjectSources {
    /// The project root, absolute.
    var root: String
    /// Each source file's path, relative to the root.
    var sourceFiles: [String] = []
    /// Every `.xcmappingmodel` folder under the root, absolute, sorted.
    var mappingModels: [String] = []
    /// Every `.xcdatamodeld` bundle under the root, absolute, in the order walked.
    var bundles: [String] = []
    /// The build files: each `.xcodeproj`'s `project.pbxproj` and each `Package.swift`, relative to the root.
    var buildFiles: [String] = []

    static let sourceExtensions: Set<Substring> = ["swift", "m", "mm", "h"]

    init(root: String) {
        self.root = root
        visit("")
        mappingModels.sort()
    }

    /// Adds what the folder at `relative` (to the root) holds, by name, each entry before what it holds; a
    /// linked folder is listed, not entered. By name, not in the order the file system lists them: the
    /// first of two files declaring one class, or showing how the app migrates, is the same on every disk.
    /// (Foundation's directory enumerator and its path methods cost more than the rest of a check.)
    private mutating func visit(_ relative: String) {
        let folder = relative.isEmpty ? root : root + "/" + relative
        for name in ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted() {
            let path = relative.isEmpty ? name : relative + "/" + name
            if ModelDiscovery.skippedFolders.contains(name) { continue }
            if name.hasSuffix(".xcdatamodeld") {
                bundles.append(root + "/" + path)
                continue
            }
            if name.hasSuffix(".xcmappingmodel") {
                mappingModels.append(root + "/" + path)
                continue
            }
            if name.hasSuffix(".xcodeproj") {
                buildFiles.append(path + "/project.pbxproj")
                continue
            }
            // A package's manifest is a build file, not the app's source.
            if name == "Package.swift" {
                buildFiles.append(path)
                continue
            }
            if Self.sourceExtensions.contains(Self.pathExtension(of: name)) { sourceFiles.append(path) }
            if PathKind(at: root + "/" + path) == .folder { visit(path) }
        }
    }

    /// What follows the last dot of `name`, none for a name that starts with its only dot (`.swift`).
    private static func pathExtension(of name: String) -> Substring {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return name[name.index(after: dot)...]
    }

    /// Each source file's path relative to the root, and its bytes: read on first use, once for every copy
    /// (the policy classes and how the app migrates both read them).
    func sourceContents() -> [(file: String, bytes: [UInt8])] {
        contents.value {
            sourceFiles.compactMap { file in
                FileManager.default.contents(atPath: root + "/" + file).map { (file, [UInt8]($0)) }
            }
        }
    }

    private let contents = SourceContents()

    /// The classes the sources declare; nil when there is no source (the policy classes cannot be checked).
    var policyClasses: PolicyClassIndex? {
        let sources = sourceContents()
        guard !sources.isEmpty else { return nil }
        var index = PolicyClassIndex()
        for source in sources { index.scan(source.bytes, file: source.file) }
        return index
    }

    /// The classes the sources under `folders` declare (paths taken from `workingDirectory`): where
    /// `policySources:` of `mapwright.yml` says the policy classes are.
    func policyClasses(under folders: [String], from workingDirectory: String) -> PolicyClassIndex {
        let prefixes = folders.map { PathText.absolute($0, from: workingDirectory) + "/" }
        var index = PolicyClassIndex()
        for source in sourceContents() where prefixes.contains(where: { (root + "/" + source.file).hasPrefix($0) }) {
            index.scan(source.bytes, file: source.file)
        }
        return index
    }
}

/// The contents of a project's sources, read by the first who asks.
private final class SourceContents: @unchecked Sendable {
    // Guarded by `lock`.
    private var read: [(file: String, bytes: [UInt8])]?
    private let lock = NSLock()

    func value(reading: () -> [(file: String, bytes: [UInt8])]) -> [(file: String, bytes: [UInt8])] {
        lock.withLock {
            if let read { return read }
            let contents = reading()
            read = contents
            return contents
        }
    }
}

/// The project roots one run has walked, so that models sharing a root walk it once.
final class ProjectSourcesCache: @unchecked Sendable {
    private var walked: [String: ProjectSources] = [:]
    private let lock = NSLock()

    /// The sources under `root`, walked on first use.
    func sources(under root: String) -> ProjectSources {
        lock.lock()
        defer { lock.unlock() }
        if let known = walked[root] { return known }
        let sources = ProjectSources(root: root)
        walked[root] = sources
        return sources
    }
}
