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
        let models = report.models.map(ModelJSON.init)
        if models.count == 1 { return JSONOutput.encodeLine(models[0]) }
        return JSONOutput.encodeLine(ReportJSON(models: models, summary: SummaryJSON(report.summary)))
    }

    /// One step as `mapwright diff --format json` prints it (`path` is `adjacent`), without a trailing newline.
    public static func step(_ step: StepAnalysis) -> String {
        JSONOutput.encode(StepJSON(ReportedStep(analysis: step, isDirect: false, findings: step.findings)))
    }
}

struct ReportJSON: Encodable {
    var models: [ModelJSON]
    var summary: SummaryJSON
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
    var changes: [ChangeJSON]
    var findings: [FindingJSON]

    init(_ step: ReportedStep) {
        path = step.isDirect ? "toCurrent" : "adjacent"
        from = step.analysis.from
        to = step.analysis.to
        migration = step.analysis.migration
        requiresMappingModel = step.analysis.requiresMappingModel
        mappingModelReason = step.analysis.mappingModelReason
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
    /// Where the suppressing comment is.
    var suppressedAt: SourceLocation?

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
    }
}
