import MapwrightDiagnostics

/// Why a step needs a mapping model.
package enum MappingModelReason: String, Sendable, Hashable, Codable {
    /// It does not: the store opens as is, or Core Data infers the mapping model.
    case none
    /// Core Data cannot infer the mapping model (a heavy change).
    case inferenceFails
    /// Inference would succeed, but the destination version requests a custom migration policy.
    case customPolicyRequested
}

/// The verdict for migrating a store from one model version to another.
public struct StepAnalysis: Hashable, Sendable {
    /// The source version's name.
    public var from: String
    /// The destination version's name.
    public var to: String
    /// The strongest verdict of the step's changes; `none` exactly when every entity hash is equal
    /// (except changes whose hash effect is UNCERTAIN, which count as lightweight).
    public var migration: MigrationKind
    /// True when the app must ship a mapping model for this exact pair.
    public var requiresMappingModel: Bool { mappingModelReason != .none }
    /// Why a mapping model is needed.
    package var mappingModelReason: MappingModelReason
    /// The changes between the versions.
    package var diff: ModelDiff
    /// Every change with its own verdict.
    package var changes: [ClassifiedChange]
    /// Every finding of the step, in a stable order.
    public var findings: [Finding]
    /// Destination entity names whose version hash differs from their source's (or that are new).
    package var changedEntities: [String]
    /// The shipped mapping models that serve exactly this step (matched completely by their entity
    /// version hashes, ``MappingCoverage``), by ``ShippedMappingModel/displayName``; empty when none does.
    public var coveredBy: [String] = []

    package init(
        from: String, to: String, migration: MigrationKind, mappingModelReason: MappingModelReason, diff: ModelDiff,
        changes: [ClassifiedChange], findings: [Finding], changedEntities: [String]
    ) {
        self.from = from
        self.to = to
        self.migration = migration
        self.mappingModelReason = mappingModelReason
        self.diff = diff
        self.changes = changes
        self.findings = findings
        self.changedEntities = changedEntities
    }
}

extension StepAnalysis {
    /// The verdict as reports write it: `heavy`, or `heavy (covered by Foo.xcmappingmodel)` when a
    /// shipped mapping model serves the step.
    public var verdictText: String {
        coveredBy.isEmpty
            ? migration.rawValue : "\(migration.rawValue) (covered by \(coveredBy.joined(separator: ", ")))"
    }
}

/// A whole model history: every adjacent step, and every older version straight to the current one.
public struct HistoryAnalysis: Hashable, Sendable {
    /// The model's name.
    public var model: String
    /// The current version's name.
    public var current: String
    /// Version n → n+1 for every adjacent pair, oldest first.
    public var adjacentSteps: [StepAnalysis]
    /// Every version older than the current one that is not adjacent to it → the current version (a store
    /// on that version migrating directly). The adjacent one is already in ``adjacentSteps``.
    public var toCurrentSteps: [StepAnalysis]
    /// Model lint of the current version (MW3xx); older versions have shipped and cannot change.
    public var lint: [Finding]
    /// Every version's entity hashes, computed once for the whole analysis.
    package var hashes: HistoryHashes

    package init(
        model: String, current: String, adjacentSteps: [StepAnalysis], toCurrentSteps: [StepAnalysis],
        lint: [Finding] = [],
        hashes: HistoryHashes
    ) {
        self.model = model
        self.current = current
        self.adjacentSteps = adjacentSteps
        self.toCurrentSteps = toCurrentSteps
        self.lint = lint
        self.hashes = hashes
    }

    /// The analysis of the step `from` → `to`, when the history analysis holds it.
    package func step(from: String, to: String) -> StepAnalysis? {
        allSteps.first { $0.from == from && $0.to == to }
    }

    /// Adjacent steps, then direct steps to the current version.
    public var allSteps: [StepAnalysis] { adjacentSteps + toCurrentSteps }

    /// Every finding of every step, then the lint of the current version.
    public var findings: [Finding] { allSteps.flatMap(\.findings) + lint }
}
