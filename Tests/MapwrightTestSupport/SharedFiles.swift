import Foundation
import Testing

/// Real files from public repositories (model bundles, mapping models, stores, long histories), kept out of
/// this repository: CI clones it with `shared/` beside it, a user's clone has none. Tests on real files
/// read them from there and are reported skipped when they are absent.
package enum SharedFiles {
    /// `../shared` beside the package root, or nil when it does not exist.
    package static let root: URL? = {
        let url = packageRoot.deletingLastPathComponent().appendingPathComponent("shared")
        return isDirectory(url) ? url : nil
    }()

    /// `../shared/<name>` (`corpus`, `stores`, `histories`), or nil when it does not exist.
    package static func folder(_ name: String) -> URL? {
        guard let url = root?.appendingPathComponent(name), isDirectory(url) else { return nil }
        return url
    }

    /// Copies files of `../shared/corpus` into a new temporary folder, each `(to, from)` pair a path in that
    /// folder and one in the corpus: the layout a test names, built from the corpus's. A bundle (a folder
    /// holding `.xcdatamodel` versions) is copied without its `mappings/` and `historical/` folders, and
    /// with only the entries listed after a `|` when there are (`Moody|.xccurrentversion,Moody 5,Moody 6`:
    /// a name without a leading dot is a version). Returns the folder, or nil without the corpus.
    package static func stageCorpus(_ copies: [(String, String)]) throws -> URL? {
        guard let corpus = folder("corpus") else { return nil }
        let destination = try makeTemporaryDirectory()
        for (to, from) in copies {
            let parts = from.split(separator: "|", maxSplits: 1).map(String.init)
            let versions =
                parts.count > 1
                ? Set(parts[1].split(separator: ",").map { $0.hasPrefix(".") ? String($0) : "\($0).xcdatamodel" }) : nil
            try copy(corpus.appendingPathComponent(parts[0]), to: destination.appendingPathComponent(to), versions)
        }
        return destination
    }

    private static func copy(_ source: URL, to target: URL, _ versions: Set<String>?) throws {
        let manager = FileManager.default
        try manager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        let entries = isDirectory(source) ? try manager.contentsOfDirectory(atPath: source.path) : []
        guard entries.contains(where: { $0.hasSuffix(".xcdatamodel") }) else {
            try manager.copyItem(at: source, to: target)
            return
        }
        try manager.createDirectory(at: target, withIntermediateDirectories: true)
        for entry in entries
        where versions?.contains(entry) ?? (entry == ".xccurrentversion" || entry.hasSuffix(".xcdatamodel")) {
            try manager.copyItem(at: source.appendingPathComponent(entry), to: target.appendingPathComponent(entry))
        }
    }

    private static func isDirectory(_ url: URL) -> Bool {
        var directory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &directory) && directory.boolValue
    }
}

extension Trait where Self == ConditionTrait {
    /// Runs a test on real files only when `../shared/<folder>` exists; otherwise `swift test` reports it
    /// skipped, saying why.
    package static func needsShared(_ folder: String) -> Self {
        .enabled(
            if: SharedFiles.folder(folder) != nil,
            "reads real files from ../shared/\(folder), which is absent beside this clone")
    }
}
