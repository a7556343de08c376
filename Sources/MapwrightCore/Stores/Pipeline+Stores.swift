import Foundation
import MapwrightAnalysis
import MapwrightDiagnostics
import MapwrightModel
import MapwrightStore

/// A store checked against the models of a run, or why it could not be.
package struct CheckedStore: Sendable {
    /// The store's path as given.
    package var path: String
    /// The check, or nil when the store cannot be read or no model was loaded.
    package var report: StoreReport?
    /// Why the store cannot be read.
    package var failure: String?
    /// Where the model checked against is, for locating findings.
    package var modelLocation: SourceLocation?
}

extension Pipeline {
    /// `mapwright store`: the store at `path` checked against the model at one of `modelPaths`: the one whose
    /// version wrote it (the first that matches exactly, else the one sharing most entity hashes). Throws
    /// ``StoreError`` for a file that is no readable store; nil when no model could be loaded.
    package func checkStore(_ path: String, modelPaths: [String], showValues: Bool) throws -> StoreReport? {
        let (store, metadata) = try StoreCheck.open(PathText.absolute(path, from: workingDirectory))
        guard let loaded = chooseModel(for: metadata, among: modelPaths) else { return nil }
        let analyzed = analyze(loaded)
        var report = try StoreCheck.run(
            store, metadata: metadata, history: loaded.history, analysis: analyzed.analysis,
            paths: migrationPaths(for: loaded), showValues: showValues)
        report.path = path
        return report
    }

    /// Every store of `storePaths` (files, or folders searched for SQLite files) checked against the models at
    /// `modelPaths`; stores are never written (docs/stores.md).
    package func checkStores(_ storePaths: [String], modelPaths: [String], showValues: Bool = false) -> [CheckedStore] {
        StoreSearch.stores(in: storePaths.map { PathText.absolute($0, from: workingDirectory) }).map { absolute in
            let shown = PathText.relative(absolute, to: PathText.absolute(workingDirectory, from: "/"))
            do {
                let (store, metadata) = try StoreCheck.open(absolute)
                guard let loaded = chooseModel(for: metadata, among: modelPaths) else {
                    return CheckedStore(path: shown, failure: "no model could be loaded to check it against")
                }
                var report = try StoreCheck.run(
                    store, metadata: metadata, history: loaded.history, analysis: analyze(loaded).analysis,
                    paths: migrationPaths(for: loaded), showValues: showValues)
                report.path = shown
                return CheckedStore(
                    path: shown, report: report,
                    modelLocation: loaded.history.currentVersionLocation
                        ?? SourceLocation(file: loaded.history.origin, line: 1, column: 1))
            } catch {
                return CheckedStore(path: shown, failure: "\(error)")
            }
        }
    }

    /// The model among `modelPaths` a store with `metadata` belongs to.
    private func chooseModel(for metadata: StoreMetadata, among modelPaths: [String]) -> LoadedModel? {
        var best: (model: LoadedModel, shared: Int)?
        for path in modelPaths {
            guard let loaded = load(path, keepingReadableVersions: true) else { continue }
            let hashes = loaded.hashes ?? HistoryHashes(loaded.history)
            var withHashes = loaded
            withHashes.hashes = hashes
            let affinity = StoreCheck.affinity(metadata, history: loaded.history, hashes: hashes)
            if affinity.exact { return withHashes }
            if best == nil || affinity.shared > best!.shared { best = (withHashes, affinity.shared) }
        }
        return best?.model
    }
}

/// Finds stores: any SQLite file, whatever its extension (WAL and shared-memory files go with theirs).
enum StoreSearch {
    static func stores(in paths: [String]) -> [String] {
        var found: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                found.append(path)  // reported as missing
                continue
            }
            guard isDirectory.boolValue else {
                found.append(path)
                continue
            }
            let files = FileManager.default.enumerator(atPath: path)?.compactMap { $0 as? String } ?? []
            for file in files.sorted() {
                let full = (path as NSString).appendingPathComponent(file)
                guard !["-wal", "-shm", "-journal"].contains(where: file.hasSuffix), StoreFiles.isSQLite(full) else {
                    continue
                }
                found.append(full)
            }
        }
        return found
    }
}
