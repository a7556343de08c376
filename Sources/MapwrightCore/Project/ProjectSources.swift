import Foundation
import MapwrightAnalysis
import MapwrightModel

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

    static let sourceExtensions: Set<String> = ["swift", "m", "mm", "h"]

    init(root: String) {
        self.root = root
        guard let walker = FileManager.default.enumerator(atPath: root) else { return }
        while let relative = walker.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if ModelDiscovery.skippedFolders.contains(name) || name.hasSuffix(".xcdatamodeld") {
                walker.skipDescendants()
                continue
            }
            if name.hasSuffix(".xcmappingmodel") {
                mappingModels.append(root + "/" + relative)
                walker.skipDescendants()
                continue
            }
            if Self.sourceExtensions.contains((name as NSString).pathExtension) { sourceFiles.append(relative) }
        }
        mappingModels.sort()
    }

    /// Each source file's path relative to the root, and its text.
    func sourceTexts() -> [(file: String, text: String)] {
        sourceFiles.compactMap { file in
            FileManager.default.contents(atPath: root + "/" + file).map { (file, String(decoding: $0, as: UTF8.self)) }
        }
    }

    /// The classes the sources declare; nil when there is no source (the policy classes cannot be checked).
    var policyClasses: PolicyClassIndex? {
        let sources = sourceTexts()
        guard !sources.isEmpty else { return nil }
        var index = PolicyClassIndex()
        for source in sources { index.scan(source.text, file: source.file) }
        return index
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
