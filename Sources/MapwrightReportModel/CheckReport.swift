import MapwrightAnalysis
import MapwrightDiagnostics
import MapwrightModel

/// One migration step of a report: the analysis and its findings as reported.
public struct ReportedStep: Hashable, Sendable {
    /// The verdict, changes and raw findings.
    public var analysis: StepAnalysis
    /// True for an older version migrating straight to the current one; false for adjacent versions.
    public var isDirect: Bool
    /// The step's findings after configuration and suppression, in the analysis order.
    public var findings: [Diagnostic]
    /// True when a store takes the step when the current app opens it (``MigrationPaths``); false for
    /// released history, whose findings cannot fail the run.
    public var isTaken: Bool

    package init(analysis: StepAnalysis, isDirect: Bool, findings: [Diagnostic], isTaken: Bool = true) {
        self.analysis = analysis
        self.isDirect = isDirect
        self.findings = findings
        self.isTaken = isTaken
    }

    /// `ToDo 2 → ToDo 3`.
    public var title: String { "\(analysis.from) → \(analysis.to)" }
}

/// Everything `mapwright check` found for one model: its steps and its project findings (lock, stale
/// generated files).
public struct ModelReport: Hashable, Sendable {
    /// The model's name.
    public var model: String
    /// The current version's name.
    public var current: String
    /// Where the model was read from, as given (folder, file or bundle).
    package var origin: String
    /// Adjacent steps first, then direct steps to the current version.
    public var steps: [ReportedStep]
    /// Model lint (MW3xx) of the current version.
    public var lint: [Diagnostic]
    /// Findings about the project rather than a step: locked versions edited, stale generated files.
    public var projectFindings: [Diagnostic]
    /// How the app migrates, which decides the steps a store takes.
    package var paths: MigrationPaths = .assumedDefault
    /// Each version's `versionChecksum`, by name: what a version is, whatever it is called.
    package var versionChecksums: [String: String] = [:]
    /// The versions themselves, for a reporter that draws them (HTML); set by the report stage.
    package var history: ModelHistory?
    /// The stores checked against this model (`check --stores`); their findings are in ``projectFindings``.
    package var stores: [CheckedStoreSummary] = []

    package init(
        model: String, current: String, origin: String, steps: [ReportedStep], lint: [Diagnostic] = [],
        projectFindings: [Diagnostic] = []
    ) {
        self.model = model
        self.current = current
        self.origin = origin
        self.steps = steps
        self.lint = lint
        self.projectFindings = projectFindings
    }

    /// The strongest verdict of any step.
    public var migration: MigrationKind { steps.map(\.analysis.migration).max() ?? .none }

    /// The strongest verdict of the steps no shipped mapping model covers, among those a store takes.
    package var uncoveredMigration: MigrationKind {
        steps.filter { $0.isTaken && $0.analysis.coveredBy.isEmpty }.map(\.analysis.migration).max() ?? .none
    }

    /// The strongest verdict of the steps a store takes.
    package var takenMigration: MigrationKind { steps.filter(\.isTaken).map(\.analysis.migration).max() ?? .none }

    /// Every finding once, in report order: project findings, each step's findings, then the lint. A finding
    /// a direct step repeats from an adjacent one (same code, position and message) is kept once.
    package var uniqueFindings: [Diagnostic] {
        let count = projectFindings.count + steps.reduce(0) { $0 + $1.findings.count } + lint.count
        var seen = Set<FindingIdentity>(minimumCapacity: count)
        var result: [Diagnostic] = []
        result.reserveCapacity(count)
        func keepFirst(_ findings: [Diagnostic]) {
            for reported in findings where seen.insert(FindingIdentity(reported)).inserted { result.append(reported) }
        }
        keepFirst(projectFindings)
        for step in steps { keepFirst(step.findings) }
        keepFirst(lint)
        return result
    }
}

/// What makes two findings "the same" across steps.
package struct FindingIdentity: Hashable {
    var code: String
    var message: String
    var location: SourceLocation?

    package init(_ finding: Diagnostic) {
        code = finding.code
        message = finding.message
        location = finding.location
    }

    /// The code and the position only: findings at one position with one code are few, and hashing each
    /// message (tens of characters) was most of the time ``ModelReport/uniqueFindings`` took.
    package func hash(into hasher: inout Hasher) {
        hasher.combine(code)
        hasher.combine(location)
    }
}

/// The result of `mapwright check` over one or more models.
public struct CheckReport: Hashable, Sendable {
    /// One report per model checked, in the order given.
    public var models: [ModelReport]
    /// Every rule the run could report (SARIF lists them as `tool.driver.rules`).
    package var rules: [Rule]
    /// What a baseline file left out, when the run compared its findings with one.
    package var baseline: BaselineOutcome?
    /// What fails the run (`--fail-on`): the reporters that mark failures (JUnit) mark what fails at it.
    package var failureThreshold: FailureThreshold = .error

    package init(models: [ModelReport], rules: [Rule], baseline: BaselineOutcome? = nil) {
        self.models = models
        self.rules = rules
        self.baseline = baseline
    }

    /// Counts of unsuppressed findings by severity, and of suppressed ones.
    package var summary: FindingSummary { FindingSummary(models.flatMap(\.uniqueFindings)) }
}

/// How many findings a report holds, by severity; suppressed findings are counted apart.
package struct FindingSummary: Hashable, Sendable {
    package var errors = 0
    package var warnings = 0
    package var notes = 0
    package var suppressed = 0
    /// Findings reported but exempt from failing the run: those of steps no store takes, and those the
    /// `--since` revision had already.
    package var exempt = 0
    /// Of ``exempt``, those the `--since` revision had already.
    package var knownBefore = 0
    /// Of ``exempt``, those on steps between released (locked) versions.
    package var released = 0

    package init(_ findings: [Diagnostic]) {
        for reported in findings {
            if reported.isSuppressed {
                suppressed += 1
                continue
            }
            if let exemption = reported.exemption {
                exempt += 1
                if exemption == .since { knownBefore += 1 }
                if exemption == .released { released += 1 }
                continue
            }
            switch reported.severity {
            case .error: errors += 1
            case .warning: warnings += 1
            case .note: notes += 1
            }
        }
    }

    /// `0 errors, 2 warnings, 1 note` with `, 1 suppressed` and the exempt count when any.
    package var description: String {
        func count(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        var text = [count(errors, "error"), count(warnings, "warning"), count(notes, "note")].joined(separator: ", ")
        if suppressed > 0 { text += ", \(suppressed) suppressed" }
        let parts = [
            (exempt - knownBefore - released, "in history"), (released, "on released steps"),
            (knownBefore, "known before this change"),
        ]
        .filter { $0.0 > 0 }
        if !parts.isEmpty {
            text += ", " + parts.map { "\($0.0) \($0.1)" }.joined(separator: ", ") + ", which cannot fail the run"
        }
        return text
    }
}

/// A store `check --stores` checked: which version wrote it and what opening it does, with its counts.
package struct CheckedStoreSummary: Hashable, Sendable {
    /// The store's path, relative to the working directory.
    package var path: String
    /// The versions whose hashes match the store's (empty when none does or it cannot be read).
    package var versions: [String]
    /// What opening it with the current app does, or why it cannot be read.
    package var outcome: String
    /// Its findings by severity.
    package var errors: Int
    package var warnings: Int
    package var notes: Int

    package init(path: String, versions: [String], outcome: String, errors: Int, warnings: Int, notes: Int) {
        self.path = path
        self.versions = versions
        self.outcome = outcome
        self.errors = errors
        self.warnings = warnings
        self.notes = notes
    }
}
