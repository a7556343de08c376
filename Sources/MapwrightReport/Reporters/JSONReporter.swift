import MapwrightAnalysis
import MapwrightModel

/// The JSON object documented in `docs/json-output.md`: per model its steps with changes and findings,
/// project findings (lock, generated files) and a summary. Suppressed findings are kept, marked
/// `"suppressed": true` with the comment's position. Several models print as `{"models": [...], "summary": …}`.
/// This is the one implementation of check and diff JSON.
public struct JSONReporter: Reporter {
    public static let identifier = "json"
    public static let summary = "the JSON object documented in docs/json-output.md"

    public init(options: ReporterOptions) {}

    public func render(_ report: CheckReport) -> String {
        var models = report.models.map(ModelJSON.init)
        let baseline = report.baseline.map(BaselineJSON.init)
        if models.count == 1 {
            models[0].baseline = baseline
            return JSONOutput.encodeLine(models[0])
        }
        return JSONOutput.encodeLine(ReportJSON(models: models, summary: SummaryJSON(report.summary), baseline: baseline))
    }

    /// One step as `mapwright diff --format json` prints it (`path` is `adjacent`), without a trailing newline.
    public static func step(_ step: StepAnalysis) -> String {
        JSONOutput.encode(StepJSON(ReportedStep(analysis: step, isDirect: false, findings: step.findings)))
    }
}

struct ReportJSON: Encodable {
    var models: [ModelJSON]
    var summary: SummaryJSON
    var baseline: BaselineJSON?
}

/// What the baseline left out; only when one was used.
struct BaselineJSON: Encodable {
    var file: String
    /// Findings the baseline records, left out of the report.
    var known: Int
    /// Baseline entries no finding matches any more.
    var gone: Int

    init(_ outcome: BaselineOutcome) {
        file = outcome.file
        known = outcome.known
        gone = outcome.gone
    }
}

struct ModelJSON: Encodable {
    var model: String
    var current: String
    var migration: MigrationKind
    var steps: [StepJSON]
    var lint: [FindingJSON]
    /// Left out when empty, so a model without lock or generated-file problems prints the documented object.
    var projectFindings: [FindingJSON]?
    var summary: SummaryJSON
    /// What the baseline left out, for a run over one model that used one.
    var baseline: BaselineJSON?

    init(_ report: ModelReport) {
        model = report.model
        current = report.current
        migration = report.migration
        steps = report.steps.map(StepJSON.init)
        lint = report.lint.map(FindingJSON.init)
        projectFindings = report.projectFindings.isEmpty ? nil : report.projectFindings.map(FindingJSON.init)
        summary = SummaryJSON(FindingSummary(report.uniqueFindings))
    }
}

struct SummaryJSON: Encodable {
    var errors: Int
    var warnings: Int
    var notes: Int
    /// Left out when nothing is suppressed.
    var suppressed: Int?

    init(_ summary: FindingSummary) {
        errors = summary.errors
        warnings = summary.warnings
        notes = summary.notes
        suppressed = summary.suppressed == 0 ? nil : summary.suppressed
    }
}

struct StepJSON: Encodable {
    var path: String
    var from: String
    var to: String
    var migration: MigrationKind
    var requiresMappingModel: Bool
    var mappingModelReason: MappingModelReason
    /// The shipped mapping models that serve the step; left out when none does.
    var coveredBy: [String]?
    var changes: [ChangeJSON]
    var findings: [FindingJSON]

    init(_ step: ReportedStep) {
        path = step.isDirect ? "toCurrent" : "adjacent"
        from = step.analysis.from
        to = step.analysis.to
        migration = step.analysis.migration
        requiresMappingModel = step.analysis.requiresMappingModel
        mappingModelReason = step.analysis.mappingModelReason
        coveredBy = step.analysis.coveredBy.isEmpty ? nil : step.analysis.coveredBy
        changes = step.analysis.changes.map(ChangeJSON.init)
        findings = step.findings.map(FindingJSON.init)
    }
}

struct ChangeJSON: Encodable {
    var kind: ChangeKind
    var entity: String
    var property: String?
    var detail: String
    var migration: MigrationKind
    var location: SourceLocation?

    init(_ change: ClassifiedChange) {
        kind = change.change.kind
        entity = change.change.entity
        property = change.change.property
        detail = change.change.detail
        migration = change.migration
        location = change.change.location
    }
}

struct FindingJSON: Encodable {
    var code: String
    var severity: Severity
    var message: String
    var entity: String?
    var property: String?
    var location: SourceLocation?
    var reason: String?
    var fix: String?
    /// `true` for a finding a `# mapwright:ignore` comment suppresses; left out otherwise.
    var suppressed: Bool?
    /// Where the suppressing comment or `mapwright.yml` entry is.
    var suppressedAt: SourceLocation?
    /// The `mapwright.yml` entry's reason.
    var suppressionReason: String?

    init(_ reported: Diagnostic) {
        let finding = reported
        code = finding.code
        severity = finding.severity
        message = finding.message
        entity = finding.entity
        property = finding.property
        location = finding.location
        reason = finding.reason
        fix = finding.hint
        suppressed = reported.isSuppressed ? true : nil
        suppressedAt = reported.suppression?.location
        suppressionReason = reported.suppression?.reason
    }
}
