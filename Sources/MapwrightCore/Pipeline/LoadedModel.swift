import MapwrightModel

/// The load stage's product: a model history as read from one path, with what loading collected.
public struct LoadedModel: Hashable, Sendable {
    /// The path the model was read from, as the user gave it.
    public var path: String
    /// Every version, oldest first.
    public var history: ModelHistory
    /// The `# mapwright:ignore` comments of the model's files.
    public var suppressions: SuppressionComments

    public init(path: String, history: ModelHistory, suppressions: SuppressionComments = SuppressionComments()) {
        self.path = path
        self.history = history
        self.suppressions = suppressions
    }
}

/// The analysis stage's product: a loaded model and its analysis, computed once per run.
public struct AnalyzedModel: Hashable, Sendable {
    /// The model as loaded.
    public var loaded: LoadedModel
    /// Every step's verdict and findings, the lint of the current version, every version's hashes.
    public var analysis: HistoryAnalysis

    public init(loaded: LoadedModel, analysis: HistoryAnalysis) {
        self.loaded = loaded
        self.analysis = analysis
    }

    /// The model history.
    public var history: ModelHistory { loaded.history }
}
