import MapwrightDiagnostics

/// The paths a store takes when the current app opens it: how the app migrates, and how that is known.
///
/// Findings are judged on the steps a store takes; the other steps are released history, reported but
/// never failing the run (docs/check.md, "The default contract").
package struct MigrationPaths: Hashable, Sendable {
    /// How the app knows how it migrates.
    package enum Source: Hashable, Sendable {
        /// The project does not say: Core Data's default is assumed.
        case assumed
        /// The project's sources say so, here.
        case sourceCode(SourceLocation)
        /// `migration:` of `mapwright.yml` says so.
        case configuration(SourceLocation?)
    }

    /// How the app migrates.
    package var style: MigrationStyle
    /// How that is known.
    package var source: Source

    package init(style: MigrationStyle, source: Source) {
        self.style = style
        self.source = source
    }

    /// What a project that says nothing gets: automatic migration, assumed.
    package static let assumedDefault = MigrationPaths(style: .automatic, source: .assumed)

    /// True when the style is an assumption rather than a fact of the project.
    package var isAssumed: Bool { source == .assumed }

    /// True when a store takes `step` when the current app (at `current`) opens it: with automatic
    /// migration, every older version's step straight to `current` (the adjacent one into `current`
    /// included); step by step or staged, every adjacent step.
    package func takes(_ step: StepAnalysis, isDirect: Bool, current: String) -> Bool {
        switch style {
        case .automatic: isDirect || step.to == current
        case .stepByStep, .staged: !isDirect
        }
    }

    /// `automatic (assumed: Core Data's default)`, `step-by-step (Sources/Store.swift:12:5)`.
    package var description: String {
        switch source {
        case .assumed:
            "\(style.rawValue) (assumed: Core Data's default; set `migration` in mapwright.yml if the app migrates otherwise)"
        case .sourceCode(let location): "\(style.rawValue) (from \(location))"
        case .configuration(let location):
            "\(style.rawValue) (from \(location.map { "\($0.file)" } ?? "the configuration"))"
        }
    }
}
