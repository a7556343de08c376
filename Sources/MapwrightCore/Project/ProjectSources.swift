import Foundation
import MapwrightAnalysis
import MapwrightModel

/// What one walk of a project root finds: its Swift and Objective-C sources and the Xcode mapping models
/// it ships, wherever they lie (build products and dependencies skipped, links not followed).
struct ProjectSources {
    /// The project root, absolute.
    var root: String
    /// Each source file's path relative to the root, and its text.
    var sources: [(file: String, text: String)] = []
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
            guard Self.sourceExtensions.contains((name as NSString).pathExtension),
                  let data = FileManager.default.contents(atPath: root + "/" + relative)
            else { continue }
            sources.append((relative, String(decoding: data, as: UTF8.self)))
        }
        mappingModels.sort()
    }

    /// The classes the sources declare; nil when there is no source (the policy classes cannot be checked).
    var policyClasses: PolicyClassIndex? {
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
