import Foundation
import MapwrightAnalysis
import MapwrightDiagnostics
import MapwrightModel

/// One step of the path a store takes to the current version, with its verdict.
package struct StorePathStep: Hashable, Sendable {
    /// `1 → 2`.
    package var title: String
    /// `lightweight`, `heavy (covered by 1 to 2.xcmappingmodel)`.
    package var verdict: String
    package var migration: MigrationKind
}

/// What `mapwright store` found: the store's version, what opening it with the current app does, and the data
/// checks of its path.
package struct StoreReport: Hashable, Sendable {
    /// The store's path as given.
    package var path: String
    package var metadata: StoreMetadata
    /// True when rows were read from the store's pending WAL (on a private copy).
    package var readsPendingWAL: Bool
    /// The model the store was checked against, and its current version.
    package var model: String
    package var currentVersion: String
    package var identification: StoreIdentification
    /// True when the store caches its model (`Z_MODELCACHE`).
    package var hasCachedModel: Bool
    /// Whether the cached model's computed entity hashes equal the metadata's (nil without a cache).
    package var cachedModelHashesMatch: Bool?
    /// Whether the metadata's checksum and digest equal those computed from its hashes (nil when absent).
    package var checksumMatches: Bool?
    package var digestMatches: Bool?
    /// The model whose layout the store was compared with, and what did not match.
    package var layoutModel: String
    package var layoutMismatches: [String]
    /// The persistent history tables present.
    package var historyTables: [String]
    /// How the app migrates (`automatic (assumed: …)`).
    package var migrationStyle: String
    /// What opening the store with the current app does, in a sentence.
    package var opening: String
    package var steps: [StorePathStep]
    package var findings: [StoreFinding]

    /// Why the store was checked against no model (none found, or none with any of its entities); nil when it was.
    package var modelNotFound: String? = nil
    /// The model the store caches (`Z_MODELCACHE`), decoded: described when no model was found.
    package var cachedModel: DataModel? = nil

    /// True when a finding not suppressed is an error: a failing row, or an unidentified store without a cache.
    package var hasErrors: Bool { findings.contains { $0.severity == .error && $0.suppression == nil } }
}

/// Checks one store against one model: identify, compare the layout, walk the app's path, count the rows.
package enum StoreCheck {
    /// The store at `path` opened and its metadata read, or why it cannot be.
    package static func open(_ path: String) throws(StoreError) -> (store: OpenedStore, metadata: StoreMetadata) {
        let store = try StoreFiles.open(path)
        return (store, try StoreMetadata.read(store))
    }

    /// How well `history` fits a store with `metadata`: whether a version's entity hashes equal the store's, how
    /// many the best version shares, and how many of the store's entity names the best version has (none: the
    /// model is not the store's).
    package static func affinity(_ metadata: StoreMetadata, history: ModelHistory, hashes: HistoryHashes) -> (
        exact: Bool, shared: Int, names: Int
    ) {
        var best = (exact: false, shared: 0, names: 0)
        for version in history.versions {
            let own = hashes.entityHashes(of: version)
            if own == metadata.entityHashes { return (true, own.count, own.count) }
            best.shared = max(best.shared, own.filter { metadata.entityHashes[$0.key] == $0.value }.count)
            best.names = max(best.names, own.keys.filter { metadata.entityHashes[$0] != nil }.count)
        }
        return best
    }

    /// The whole check of an opened store against `history`, analysed as `analysis`, migrated as `paths` says.
    package static func run(
        _ store: OpenedStore, metadata: StoreMetadata, history: ModelHistory, analysis: HistoryAnalysis,
        paths: MigrationPaths, showValues: Bool
    ) throws -> StoreReport {
        let cached = try StoreMetadata.cachedModel(store, name: "the store's model")
        let identification = StoreIdentification.identify(
            metadata, in: history, hashes: analysis.hashes, cachedModel: cached)
        let current = history.currentVersionName
        let layout = try StoreLayout.read(store)
        let cachedHashes = cached.map(VersionHasher.entityHashes)
        let computed = VersionHasher.modelVersionHash(entityHashes: metadata.entityHashes).base64
        let digest = VersionHasher.storeModelVersionHashesDigest(entityHashes: metadata.entityHashes)

        // The store's own model: the newest version that wrote it, else its cache, else the closest version.
        let storeVersion = identification.versions.last
        let storeModel: DataModel
        let layoutModel: String
        if let storeVersion, let version = history.version(named: storeVersion) {
            (storeModel, layoutModel) = (version, "version \(storeVersion)")
        } else if let cached {
            (storeModel, layoutModel) = (cached, "the model the store caches")
        } else if let closest = identification.closest.flatMap(history.version(named:)) {
            (storeModel, layoutModel) = (closest, "version \(closest.name), the closest")
        } else {
            throw StoreError.unreadable("the model has no version to compare the store with")
        }
        let expected = ExpectedLayout(storeModel)

        let steps: [StepAnalysis]
        let opening: String
        if let storeVersion {
            let named =
                identification.versions.count > 1
                ? "versions \(identification.versions.joined(separator: ", ")) (identical)"
                : "version \(storeVersion)"
            steps = path(from: storeVersion, analysis: analysis, style: paths.style, current: current)
            opening =
                steps.isEmpty
                ? "written by \(named), the current version: it opens as is"
                : "written by \(named): the app migrates it \(paths.style.rawValue), "
                    + steps.map { "\($0.from) → \($0.to) (\($0.verdictText))" }.joined(separator: ", then ")
        } else if let cached, let currentModel = history.current {
            var step = MigrationAnalyzer.analyze(from: cached, to: currentModel)
            step.from = "the store's model"
            steps = [step]
            opening =
                "written by no version of \(history.name) (closest: \(identification.closest ?? "none")): Core Data cannot find its source model (134130), unless it migrates from the model the store caches (UNCERTAIN; assumed here: it does, \(step.migration.rawValue) to \(current))"
        } else {
            steps = []
            opening =
                "written by no version of \(history.name) (closest: \(identification.closest ?? "none")), and it caches no model (framework \(metadata.frameworkVersion.map(String.init) ?? "unknown")): it does not open (134130)"
        }

        let mismatches = layout.mismatches(against: expected)
        var findings: [StoreFinding] = []
        if identification.versions.isEmpty {
            findings.append(
                .aboutStore(
                    StoreRules.versionNotInModel, severity: cached == nil ? .error : .warning, model: history.name,
                    opening))
        }
        if let finding = layoutFinding(mismatches, model: history.name, against: layoutModel) {
            findings.append(finding)
        }
        let checks = StoreDataChecks(
            connection: store.connection, layout: expected, stored: layout, showValues: showValues)
        for step in steps {
            findings += try checks.check(step, title: "\(step.from) → \(step.to)")
        }
        return StoreReport(
            path: store.path, metadata: metadata, readsPendingWAL: store.readsPendingWAL, model: history.name,
            currentVersion: current, identification: identification, hasCachedModel: cached != nil,
            cachedModelHashesMatch: cachedHashes.map { $0 == metadata.entityHashes },
            checksumMatches: metadata.checksum.map { $0 == computed },
            digestMatches: metadata.digest.map { $0 == digest },
            layoutModel: layoutModel, layoutMismatches: mismatches,
            historyTables: layout.historyTables, migrationStyle: paths.description, opening: opening,
            steps: steps.map {
                StorePathStep(title: "\($0.from) → \($0.to)", verdict: $0.verdictText, migration: $0.migration)
            },
            findings: findings, cachedModel: cached)
    }

    /// What `mapwright store` says of a store no model matches (`reason`): its metadata, its cached model and
    /// the layout that model gives, and one warning (MW190) — no row is checked, nothing proves it fails.
    package static func describe(_ store: OpenedStore, metadata: StoreMetadata, reason: String) throws -> StoreReport {
        let cached = try StoreMetadata.cachedModel(store, name: "the store's model")
        let layout = try StoreLayout.read(store)
        let mismatches = cached.map { layout.mismatches(against: ExpectedLayout($0)) } ?? []
        let layoutModel = cached == nil ? "" : "the model the store caches"
        let computed = VersionHasher.modelVersionHash(entityHashes: metadata.entityHashes).base64
        let digest = VersionHasher.storeModelVersionHashesDigest(entityHashes: metadata.entityHashes)
        var findings: [StoreFinding] = [
            .aboutStore(
                StoreRules.versionNotInModel, severity: .warning, model: "",
                "no model matches the store, so its rows are not checked: \(reason)")
        ]
        if let finding = layoutFinding(mismatches, model: "", against: layoutModel) { findings.append(finding) }
        return StoreReport(
            path: store.path, metadata: metadata, readsPendingWAL: store.readsPendingWAL, model: "",
            currentVersion: "", identification: StoreIdentification(versions: [], closest: nil, differences: []),
            hasCachedModel: cached != nil,
            cachedModelHashesMatch: cached.map { VersionHasher.entityHashes($0) == metadata.entityHashes },
            checksumMatches: metadata.checksum.map { $0 == computed },
            digestMatches: metadata.digest.map { $0 == digest }, layoutModel: layoutModel,
            layoutMismatches: mismatches, historyTables: layout.historyTables, migrationStyle: "", opening: reason,
            steps: [], findings: findings, modelNotFound: reason, cachedModel: cached)
    }

    /// MW192 for a layout that differs from `layoutModel`'s (the first three differences named), about the store of
    /// `model`; nil when none does.
    static func layoutFinding(_ mismatches: [String], model: String, against layoutModel: String) -> StoreFinding? {
        guard !mismatches.isEmpty else { return nil }
        let shown = mismatches.prefix(3).joined(separator: "; ")
        let more = mismatches.count > 3 ? "; and \(mismatches.count - 3) more" : ""
        return .aboutStore(
            StoreRules.layoutMismatch, severity: .warning, model: model,
            "its layout differs from \(layoutModel): \(shown)\(more)")
    }

    /// The steps a store at `version` takes: automatic, one step straight to the current version; step by
    /// step or staged, every adjacent step from it.
    static func path(from version: String, analysis: HistoryAnalysis, style: MigrationStyle, current: String)
        -> [StepAnalysis]
    {
        guard version != current else { return [] }
        switch style {
        case .automatic:
            return (analysis.toCurrentSteps + analysis.adjacentSteps).first { $0.from == version && $0.to == current }
                .map { [$0] } ?? []
        case .stepByStep, .staged:
            guard let start = analysis.adjacentSteps.firstIndex(where: { $0.from == version }) else { return [] }
            return Array(analysis.adjacentSteps[start...])
        }
    }
}
