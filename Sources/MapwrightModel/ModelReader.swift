import MapwrightDiagnostics

/// The kinds of input a model is read from.
package enum ModelInputKind: Sendable, Equatable {
    case yaml
    case xcode
    case swiftData
}

/// What a reader reads at a path: the model's versions and, for SwiftData sources, their migration plan.
package struct ReadModel: Sendable {
    package var history: ModelHistory
    package var migrationPlan: MigrationPlanDeclaration?

    package init(history: ModelHistory, migrationPlan: MigrationPlanDeclaration? = nil) {
        self.history = history
        self.migrationPlan = migrationPlan
    }
}

/// The reader of one input format, one per format as SwiftGen has one `Parser` per input: whether a path
/// is its input, and the model or the single version it reads there. Loading asks the readers in turn
/// and takes the first that reads the path.
package protocol ModelReader {
    /// The kind of input it reads.
    static var kind: ModelInputKind { get }

    /// True when `path` is its input.
    static func reads(_ path: String) -> Bool

    /// Every version of the model at `path`, oldest first. Nil when errors were emitted, unless
    /// `keepingReadableVersions` is set and the reader can leave out a version that cannot be read
    /// (``ModelHistory/unreadableVersionNames``).
    static func readModel(at path: String, diagnostics: any DiagnosticCollector, keepingReadableVersions: Bool)
        -> ReadModel?

    /// One version at `path`; nil when errors were emitted.
    static func readVersion(at path: String, diagnostics: any DiagnosticCollector) -> DataModel?
}
