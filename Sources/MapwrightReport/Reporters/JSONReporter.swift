import MapwrightAnalysis
import MapwrightDiagnostics
import MapwrightReportModel

/// The JSON object documented in `docs/json-output.md`: per model its steps with changes and findings,
/// project findings (lock, generated files) and a summary. Suppressed findings are kept, marked
/// `"suppressed": true` with the comment's position. Several models print as `{"models": [...], "summary": …}`.
/// This is the one implementation of check and diff JSON.
package struct JSONReporter: Reporter {
    package static let identifier = "json"
    package static let summary = "the JSON object documented in docs/json-output.md"

    package init(options: ReporterOptions) {}

    package func render(_ report: CheckReport) -> String {
        var bytes: [UInt8] = []
        write(report) { bytes += $0 }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Writes the report as it goes (``JSONTextWriter``): no value tree, no second copy of the text, and
    /// bytes handed on as they are (making each piece a `String` validated it again).
    package func write(_ report: CheckReport, utf8 output: (ArraySlice<UInt8>) -> Void) {
        withoutActuallyEscaping(output) { output in
            var writer = JSONTextWriter(into: JSONPieceSink(receive: output))
            writer.report(report)
            writer.finish()
            output([UInt8(ascii: "\n")])
        }
    }

    /// The code of a usage error in ``errors(_:)``: an unknown option, a missing argument, a refused value, no model.
    package static let usageErrorCode = "usage"
    /// The code of an input, setting or write that cannot be used, said in words, in ``errors(_:)``.
    package static let invalidErrorCode = "invalid"

    /// The document written when no report can be made (exit status 2): `{"errors": [...], "exitStatus": 2}`,
    /// each error a finding's object, with a trailing newline.
    package static func errors(_ errors: [Diagnostic]) -> String {
        var bytes: [UInt8] = []
        var writer = JSONTextWriter(into: JSONPieceSink { bytes += $0 })
        writer.object { writer in
            writer.key("errors")
            writer.array(errors) { $0.finding($1) }
            writer.key("exitStatus")
            writer.int(2)
        }
        writer.finish()
        return String(decoding: bytes, as: UTF8.self) + "\n"
    }

    /// One step as `mapwright diff --format json` prints it (`path` is `adjacent`), without a trailing newline.
    package static func step(_ step: StepAnalysis) -> String {
        var bytes: [UInt8] = []
        var writer = JSONTextWriter(into: JSONPieceSink { bytes += $0 })
        writer.step(ReportedStep(analysis: step, isDirect: false, findings: step.findings.map(Diagnostic.init)))
        writer.finish()
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// The members of each object of `docs/json-output.md`, in the order ``JSONOutput`` sorts keys. An
/// optional member is left out when it has no value, as `JSONEncoder` leaves nil out.
extension JSONTextWriter {
    /// The whole report: one model's object, or several models with their summary.
    mutating func report(_ report: CheckReport) {
        let baseline = report.baseline
        if report.models.count == 1 {
            model(report.models[0], baseline: baseline)
        } else {
            object { writer in
                writer.member("baseline", ifPresent: baseline) { $0.baseline($1) }
                writer.key("models")
                writer.array(report.models) { $0.model($1, baseline: nil) }
                writer.key("summary")
                writer.summary(report.summary)
            }
        }
    }

    mutating func model(_ report: ModelReport, baseline: BaselineOutcome?) {
        object { writer in
            // What the baseline left out, for a run over one model that used one.
            writer.member("baseline", ifPresent: baseline) { $0.baseline($1) }
            writer.key("current")
            writer.string(report.current)
            writer.key("lint")
            writer.array(report.lint) { $0.finding($1) }
            writer.key("migration")
            writer.string(report.migration.rawValue)
            writer.key("migrationPaths")
            writer.paths(report.paths)
            writer.key("model")
            writer.string(report.model)
            // Left out when empty, so a model without lock or generated-file problems prints the documented object.
            writer.member("projectFindings", ifPresent: report.projectFindings.isEmpty ? nil : report.projectFindings) {
                $0.array($1) { $0.finding($1) }
            }
            writer.key("steps")
            writer.array(report.steps) { $0.step($1) }
            // Left out without `check --stores`, so a run without stores prints the documented object.
            writer.member("stores", ifPresent: report.stores.isEmpty ? nil : report.stores) {
                $0.array($1) { $0.store($1) }
            }
            writer.key("summary")
            writer.summary(FindingSummary(report.uniqueFindings))
        }
    }

    /// A store `check --stores` checked, with its counts.
    mutating func store(_ store: CheckedStoreSummary) {
        object { writer in
            writer.key("errors")
            writer.int(store.errors)
            writer.key("notes")
            writer.int(store.notes)
            writer.key("outcome")
            writer.string(store.outcome)
            writer.key("path")
            writer.string(store.path)
            writer.key("versions")
            writer.array(store.versions) { $0.string($1) }
            writer.key("warnings")
            writer.int(store.warnings)
        }
    }

    /// What the baseline left out; only when one was used. `known`: findings the baseline records, left out
    /// of the report; `gone`: baseline entries no finding matches any more.
    mutating func baseline(_ outcome: BaselineOutcome) {
        object { writer in
            writer.key("file")
            writer.string(outcome.file)
            writer.key("gone")
            writer.int(outcome.gone)
            writer.key("known")
            writer.int(outcome.known)
        }
    }

    /// The counts; `suppressed` is left out when nothing is suppressed.
    mutating func summary(_ summary: FindingSummary) {
        object { writer in
            writer.key("errors")
            writer.int(summary.errors)
            writer.member("exempt", ifPresent: summary.exempt == 0 ? nil : summary.exempt) { $0.int($1) }
            writer.member("knownBefore", ifPresent: summary.knownBefore == 0 ? nil : summary.knownBefore) { $0.int($1) }
            writer.key("notes")
            writer.int(summary.notes)
            writer.member("released", ifPresent: summary.released == 0 ? nil : summary.released) { $0.int($1) }
            writer.member("suppressed", ifPresent: summary.suppressed == 0 ? nil : summary.suppressed) { $0.int($1) }
            writer.key("warnings")
            writer.int(summary.warnings)
        }
    }

    mutating func step(_ step: ReportedStep) {
        let analysis = step.analysis
        object { writer in
            writer.key("changes")
            writer.array(analysis.changes) { $0.change($1) }
            // The shipped mapping models that serve the step; left out when none does.
            writer.member("coveredBy", ifPresent: analysis.coveredBy.isEmpty ? nil : analysis.coveredBy) {
                $0.array($1) { $0.string($1) }
            }
            writer.key("findings")
            writer.array(step.findings) { $0.finding($1) }
            writer.key("from")
            writer.string(analysis.from)
            writer.key("mappingModelReason")
            writer.string(analysis.mappingModelReason.rawValue)
            writer.key("migration")
            writer.string(analysis.migration.rawValue)
            writer.key("path")
            writer.string(step.isDirect ? "toCurrent" : "adjacent")
            writer.key("requiresMappingModel")
            writer.bool(analysis.requiresMappingModel)
            writer.key("taken")
            writer.bool(step.isTaken)
            writer.key("to")
            writer.string(analysis.to)
        }
    }

    /// How the app migrates: `style`, and `source` (`assumed`, `code` or `configuration`) with its `location`.
    mutating func paths(_ paths: MigrationPaths) {
        object { writer in
            let (source, location): (String, SourceLocation?) =
                switch paths.source {
                case .assumed: ("assumed", nil)
                case .sourceCode(let location): ("code", location)
                case .configuration(let location): ("configuration", location)
                }
            writer.member("location", ifPresent: location) { $0.location($1) }
            writer.key("source")
            writer.string(source)
            writer.key("style")
            writer.string(paths.style.rawValue)
        }
    }

    mutating func change(_ classified: ClassifiedChange) {
        let change = classified.change
        object { writer in
            writer.key("detail")
            writer.string(change.detail)
            writer.key("entity")
            writer.string(change.entity)
            writer.key("kind")
            writer.string(change.kind.rawValue)
            writer.member("location", ifPresent: change.location) { $0.location($1) }
            writer.key("migration")
            writer.string(classified.migration.rawValue)
            writer.member("property", ifPresent: change.property) { $0.string($1) }
        }
    }

    /// A finding; `suppressed` (`true`) and where the suppressing comment or `mapwright.yml` entry is, with
    /// the entry's reason, only for a suppressed one.
    mutating func finding(_ finding: Diagnostic) {
        object { writer in
            writer.key("code")
            writer.string(finding.code)
            writer.member("entity", ifPresent: finding.entity) { $0.string($1) }
            writer.member("evidence", ifPresent: finding.evidence?.rawValue) { $0.string($1) }
            writer.member("exemption", ifPresent: finding.exemption?.rawValue) { $0.string($1) }
            writer.member("fix", ifPresent: finding.hint) { $0.string($1) }
            writer.member("location", ifPresent: finding.location) { $0.location($1) }
            writer.key("message")
            writer.string(finding.message)
            writer.member("property", ifPresent: finding.property) { $0.string($1) }
            writer.member("reason", ifPresent: finding.reason) { $0.string($1) }
            writer.key("severity")
            writer.string(finding.severity.rawValue)
            writer.member("suppressed", ifPresent: finding.isSuppressed ? true : nil) { $0.bool($1) }
            writer.member("suppressedAt", ifPresent: finding.suppression?.location) { $0.location($1) }
            writer.member("suppressionReason", ifPresent: finding.suppression?.reason) { $0.string($1) }
        }
    }

    mutating func location(_ location: SourceLocation) {
        object { writer in
            writer.key("column")
            writer.int(location.column)
            writer.key("file")
            writer.string(location.file)
            writer.key("line")
            writer.int(location.line)
        }
    }
}
