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
    /// `mapwright store`: the store at `path` checked against the model at one of `modelPaths`: with `explicit`
    /// (the model was named), that one; else the one whose version wrote it (the first that matches exactly, else
    /// the one sharing most entity hashes, then entity names). When none has any of the store's entities, or
    /// there is none, the report is what the store says of itself, with a warning (MW190). The project's rule
    /// settings apply to its findings. Throws ``StoreError`` for a file that is no readable store; nil when no
    /// model could be loaded.
    package func checkStore(_ path: String, modelPaths: [String], explicit: Bool = false, showValues: Bool) throws
        -> StoreReport?
    {
        let (store, metadata) = try StoreCheck.open(PathText.absolute(path, from: workingDirectory))
        let choice = chooseModel(for: metadata, among: modelPaths, explicit: explicit)
        guard var report = try report(store, metadata: metadata, choice: choice, showValues: showValues) else {
            return nil
        }
        report.path = path
        return report
    }

    /// Every store of `storePaths` (files, or folders searched for SQLite files) checked against the models at
    /// `modelPaths`, the project's rule settings applied; stores are never written (docs/stores.md).
    package func checkStores(_ storePaths: [String], modelPaths: [String], showValues: Bool = false) -> [CheckedStore] {
        StoreSearch.stores(in: storePaths.map { PathText.absolute($0, from: workingDirectory) }).map { absolute in
            let shown = PathText.relative(absolute, to: PathText.absolute(workingDirectory, from: "/"))
            do {
                let (store, metadata) = try StoreCheck.open(absolute)
                let choice = chooseModel(for: metadata, among: modelPaths, explicit: false)
                guard var report = try report(store, metadata: metadata, choice: choice, showValues: showValues) else {
                    return CheckedStore(path: shown, failure: "no model could be loaded to check it against")
                }
                report.path = shown
                var checked = CheckedStore(path: shown, report: report)
                if case .matched(let loaded) = choice {
                    checked.modelLocation =
                        loaded.history.currentVersionLocation
                        ?? SourceLocation(file: loaded.history.origin, line: 1, column: 1)
                }
                return checked
            } catch {
                return CheckedStore(path: shown, failure: "\(error)")
            }
        }
    }

    /// The store checked against the model `choice` names (or described from itself when none matches), the
    /// project's rule settings applied; nil when no model could be loaded.
    private func report(_ store: OpenedStore, metadata: StoreMetadata, choice: ModelChoice, showValues: Bool)
        throws -> StoreReport?
    {
        switch choice {
        case .unreadable: return nil
        case .none(let reason): return configured(try StoreCheck.describe(store, metadata: metadata, reason: reason))
        case .matched(let loaded):
            return configured(
                try StoreCheck.run(
                    store, metadata: metadata, history: loaded.history, analysis: analyze(loaded).analysis,
                    paths: migrationPaths(for: loaded), showValues: showValues),
                comments: loaded.suppressions)
        }
    }

    /// `report` with the project's rule settings applied to its findings as to a model's: a rule turned off
    /// leaves its findings out, a severity override re-grades them (a note saying a check holds for the store
    /// stays a note), a `suppress:` entry of `mapwright.yml` or a comment (`comments`) suppresses them.
    func configured(_ report: StoreReport, comments: SuppressionComments = SuppressionComments()) -> StoreReport {
        let builder = ReportBuilder(
            configuration: configuration, workingDirectory: workingDirectory, comments: comments)
        var report = report
        report.findings = report.findings.compactMap { finding in
            var diagnostic = Diagnostic(finding.rule, finding.message, at: finding.location)
            diagnostic.severity = finding.severity
            diagnostic.entity = finding.entity
            diagnostic.property = finding.property
            guard
                let applied = builder.apply(
                    diagnostic, model: report.model, step: finding.step.isEmpty ? nil : finding.step)
            else { return nil }
            var configured = finding
            if finding.severity != .note { configured.severity = applied.severity }
            configured.suppression = applied.suppression
            return configured
        }
        return report
    }

    /// Which model a store belongs to.
    private enum ModelChoice {
        case matched(LoadedModel)
        /// No model has any of the store's entities (or none was found), and why.
        case none(String)
        /// Every model failed to load (the errors are in ``diagnostics``).
        case unreadable
    }

    /// The model among `modelPaths` a store with `metadata` belongs to; with `explicit`, the best even when it
    /// shares nothing with the store.
    private func chooseModel(for metadata: StoreMetadata, among modelPaths: [String], explicit: Bool) -> ModelChoice {
        guard !modelPaths.isEmpty else {
            return .none("no model was found: no .xcdatamodeld bundle, YAML model folder or SwiftData schema")
        }
        var best: (model: LoadedModel, shared: Int, names: Int)?
        var read: [String] = []
        for path in modelPaths {
            guard let loaded = load(path, keepingReadableVersions: true) else { continue }
            let hashes = loaded.hashes ?? HistoryHashes(loaded.history)
            var withHashes = loaded
            withHashes.hashes = hashes
            read.append(loaded.history.name)
            let affinity = StoreCheck.affinity(metadata, history: loaded.history, hashes: hashes)
            if affinity.exact { return .matched(withHashes) }
            if best == nil || (affinity.shared, affinity.names) > (best!.shared, best!.names) {
                best = (withHashes, affinity.shared, affinity.names)
            }
        }
        guard let best else { return .unreadable }
        guard explicit || best.shared > 0 || best.names > 0 else {
            let entities = metadata.entityHashes.keys.sorted()
            let shown = entities.prefix(5).joined(separator: ", ") + (entities.count > 5 ? ", …" : "")
            return .none(
                "no model of the project has any of its entities (\(shown)); models read: \(read.joined(separator: ", "))"
            )
        }
        return .matched(best.model)
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
