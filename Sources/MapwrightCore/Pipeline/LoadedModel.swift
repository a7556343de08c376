import MapwrightAnalysis
import MapwrightDiagnostics
import MapwrightModel
import MapwrightSwiftData

/// The load stage's product: a model history as read from one path, with what loading collected.
public struct LoadedModel: Hashable, Sendable {
    /// The path the model was read from, as the user gave it.
    public var path: String
    /// The project the model belongs to (``ProjectRoot``), found once: its mapping models, sources and
    /// deployment targets are looked for there.
    package var projectRoot: String
    /// Every version, oldest first.
    public var history: ModelHistory
    /// The `# mapwright:ignore` comments of the model's files.
    package var suppressions: SuppressionComments
    /// The readers' and the validator's warnings and notes: `check` reports them with its findings,
    /// configurable as they are; other commands print them.
    package var inputWarnings: [Diagnostic]
    /// The mapping models that serve this model: next to it, and those `mappings:` lists that match it
    /// (docs/mappings.md). Their reading problems are among ``inputWarnings``, errors included.
    package var mappingModels: [ShippedMappingModel]
    /// The classes the project's sources declare, when a mapping model names a policy class and the
    /// project has sources; nil otherwise.
    package var policyClasses: PolicyClassIndex?
    /// The migration plan of SwiftData sources, which the report stage lints (MW460–MW464).
    package var swiftDataPlan: MigrationPlanDeclaration?
    /// The history's entity hashes when loading needed them (to match the project's mapping models), so
    /// the analysis does not hash the versions again; nil otherwise.
    package var hashes: HistoryHashes?
    /// The model's facts as the project's files show them; nil for a model not loaded through the pipeline.
    package var picture: UnitPicture?
    /// The errors of the versions that could not be read: MW450 points at the first of each version's.
    package var readErrors: [Diagnostic] = []

    package init(
        path: String, projectRoot: String, history: ModelHistory,
        suppressions: SuppressionComments = SuppressionComments(),
        inputWarnings: [Diagnostic] = [], mappingModels: [ShippedMappingModel] = [],
        policyClasses: PolicyClassIndex? = nil, swiftDataPlan: MigrationPlanDeclaration? = nil,
        hashes: HistoryHashes? = nil
    ) {
        self.path = path
        self.projectRoot = projectRoot
        self.history = history
        self.suppressions = suppressions
        self.inputWarnings = inputWarnings
        self.mappingModels = mappingModels
        self.policyClasses = policyClasses
        self.swiftDataPlan = swiftDataPlan
        self.hashes = hashes
    }
}

/// The analysis stage's product: a loaded model and its analysis, computed once per run.
public struct AnalyzedModel: Hashable, Sendable {
    /// The model as loaded.
    package var loaded: LoadedModel
    /// Every step's verdict and findings, the lint of the current version, every version's hashes.
    public var analysis: HistoryAnalysis

    package init(loaded: LoadedModel, analysis: HistoryAnalysis) {
        self.loaded = loaded
        self.analysis = analysis
    }

    /// The model history.
    public var history: ModelHistory { loaded.history }
}
