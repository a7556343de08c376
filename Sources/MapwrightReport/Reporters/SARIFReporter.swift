import Foundation
import MapwrightAnalysis
import MapwrightDiagnostics
import MapwrightReportModel

/// SARIF 2.1.0 for GitHub code scanning and other static-analysis viewers: every documented rule with its
/// description and its whole page as help (what it means, why Core Data cares, an example, the fix), and
/// one result per finding. Code scanning ignores SARIF's suppressions, so suppressed findings are left out
/// unless asked for (then each carries an `inSource` suppression). With a source root, URIs are relative
/// to it (`uriBaseId` `SRCROOT`), so alerts land on the right files wherever `check` ran.
package struct SARIFReporter: Reporter {
    package static let identifier = "sarif"
    package static let summary = "SARIF 2.1.0 (GitHub code scanning)"

    let options: ReporterOptions

    package init(options: ReporterOptions) {
        self.options = options
    }

    package func render(_ report: CheckReport) -> String {
        let rules = report.rules
        let indexByCode = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.code, $0) })
        let results = report.models.flatMap { model in
            model.uniqueFindings.filter { options.includesSuppressed || !$0.isSuppressed }.map {
                result(
                    $0, origin: model.origin, ruleIndex: indexByCode[$0.code],
                    baselineState: report.baseline.map { _ in "new" })
            }
        }
        let log = SARIFLog(runs: [
            SARIFRun(
                tool: SARIFTool(
                    driver: SARIFDriver(
                        name: "Mapwright", semanticVersion: options.toolVersion,
                        informationUri: options.rulesDocumentationURL, rules: rules.map(descriptor)
                    )),
                results: results,
                originalUriBaseIds: options.sourceRoot.map {
                    ["SRCROOT": SARIFArtifactLocation(uri: Self.fileURI($0.root))]
                },
                properties: SARIFRunProperties(report)
            )
        ])
        return JSONOutput.encode(log) + "\n"
    }

    func descriptor(_ rule: Rule) -> SARIFRule {
        let url = options.rulesDocumentationURL.map { Rule.pageURL(of: rule.code, base: $0) }
        let link = url.map { "\n\n[The rule's page](\($0))" } ?? ""
        let sections = rule.documentationSections
        // The example models follow the example's text, as on the rule's page.
        let examples = rule.exampleMarkdown.joined(separator: "\n")
        func withExamples(_ section: (heading: String, text: String), _ text: String) -> String {
            section.heading == "Example" && !examples.isEmpty ? text + "\n" + examples : text
        }
        return SARIFRule(
            id: rule.code, name: rule.identifierName,
            shortDescription: SARIFText(text: rule.title),
            fullDescription: SARIFText(text: rule.summary),
            help: SARIFHelp(
                text: sections.map { withExamples($0, "\($0.heading): \($0.text)") }.joined(separator: "\n"),
                markdown: sections.map { withExamples($0, "## \($0.heading)\n\n\($0.text)") }.joined(separator: "\n\n")
                    + link),
            helpUri: url,
            defaultConfiguration: SARIFConfiguration(level: level(rule.severity))
        )
    }

    func result(_ reported: Diagnostic, origin: String, ruleIndex: Int?, baselineState: String? = nil) -> SARIFResult {
        let finding = reported
        var message = finding.message
        if let fix = finding.hint { message = Self.sentence(message) + " Fix: \(fix)" }
        let region = finding.location.map { SARIFRegion(startLine: $0.line, startColumn: $0.column) }
        let path = finding.location?.file ?? origin
        let location = SARIFLocation(
            physicalLocation: SARIFPhysicalLocation(artifactLocation: artifact(path), region: region))
        // What code scanning matches alerts by across runs (an upload through the REST API computes none):
        // the finding, not its line, as in Code Climate's fingerprint.
        let fingerprint = CodeClimateReporter.fingerprint(
            CIFinding(finding: finding, path: options.sourceRoot?.relative(path) ?? path, model: ""))
        // A finding that cannot fail the run (history, `--since`) is a note, so code scanning opens no alert for it.
        return SARIFResult(
            ruleId: finding.code, ruleIndex: ruleIndex,
            level: finding.exemption == nil ? level(finding.severity) : "note",
            message: SARIFText(text: message), locations: [location],
            partialFingerprints: ["mapwrightFinding/v1": fingerprint],
            suppressions: reported.suppression.map { [SARIFSuppression($0)] }, baselineState: baselineState,
            rank: finding.evidence.map(Self.rank),
            properties: SARIFResultProperties(
                evidence: finding.evidence?.rawValue, exemption: finding.exemption?.rawValue)
        )
    }

    /// A file as an artifact location: relative to the source root when there is one and the file lies in it;
    /// outside it, an absolute `file:` URI (a relative one would be read against the root).
    func artifact(_ path: String) -> SARIFArtifactLocation {
        guard let root = options.sourceRoot else {
            return SARIFArtifactLocation(uri: path.hasPrefix("/") ? "file://" + Self.uri(path) : Self.uri(path))
        }
        guard let relative = root.relative(path) else {
            return SARIFArtifactLocation(uri: "file://" + Self.uri(root.absolute(path)))
        }
        return SARIFArtifactLocation(uri: Self.uri(relative), uriBaseId: "SRCROOT")
    }

    /// `file:///…/` for an absolute folder, percent-encoded.
    static func fileURI(_ folder: String) -> String {
        "file://" + uri(folder) + "/"
    }

    /// SARIF's `rank` (0–100, how sure the result is): proof ranks high, an assumption lower, a guess lowest.
    static func rank(_ evidence: Evidence) -> Double {
        switch evidence {
        case .hash, .modelFiles, .mappingModel, .projectCode: 90
        case .assumption: 60
        case .guess: 30
        }
    }

    /// `text` ending a sentence: a full stop added unless it ends with one, `?`, `!` or `:`.
    static func sentence(_ text: String) -> String {
        guard let last = text.last, !".?!:".contains(last) else { return text }
        return text + "."
    }

    func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }

    /// A relative path as a URI reference: `/` kept, everything outside the unreserved set percent-encoded
    /// (`ToDo 2.yaml` → `ToDo%202.yaml`).
    static func uri(_ path: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~/")
        var text = path
        while text.hasPrefix("./") { text.removeFirst(2) }
        return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text
    }
}

struct SARIFLog: Encodable {
    var schema = "https://json.schemastore.org/sarif-2.1.0.json"
    var version = "2.1.0"
    var runs: [SARIFRun]

    enum CodingKeys: String, CodingKey {
        case schema = "$schema"
        case version, runs
    }
}

struct SARIFRun: Encodable {
    var tool: SARIFTool
    var results: [SARIFResult]
    /// Where `SRCROOT` is: the repository root, as a `file:` URI.
    var originalUriBaseIds: [String: SARIFArtifactLocation]?
    /// Mapwright's own data; left out when there is none.
    var properties: SARIFRunProperties?
}

/// The run's property bag: per step a shipped mapping model serves, which one (`mappingCoverage`), and
/// what the baseline left out, when one was used.
struct SARIFRunProperties: Encodable {
    struct Coverage: Encodable {
        var model: String
        var from: String
        var to: String
        var coveredBy: [String]
    }

    var mappingCoverage: [Coverage]?
    var baselineFile: String?
    var baselineKnown: Int?
    var baselineGone: Int?

    /// Nil when no step of the report is covered and no baseline was used.
    init?(_ report: CheckReport) {
        let coverage = report.models.flatMap { model in
            model.steps.filter { !$0.analysis.coveredBy.isEmpty }.map {
                Coverage(
                    model: model.model, from: $0.analysis.from, to: $0.analysis.to, coveredBy: $0.analysis.coveredBy)
            }
        }
        guard !coverage.isEmpty || report.baseline != nil else { return nil }
        mappingCoverage = coverage.isEmpty ? nil : coverage
        baselineFile = report.baseline?.file
        baselineKnown = report.baseline?.known
        baselineGone = report.baseline?.gone
    }
}

struct SARIFTool: Encodable {
    var driver: SARIFDriver
}

struct SARIFDriver: Encodable {
    var name: String
    var semanticVersion: String
    var informationUri: String?
    var rules: [SARIFRule]
}

struct SARIFRule: Encodable {
    var id: String
    var name: String
    var shortDescription: SARIFText
    var fullDescription: SARIFText
    var help: SARIFHelp
    var helpUri: String?
    var defaultConfiguration: SARIFConfiguration
}

struct SARIFText: Encodable {
    var text: String
}

struct SARIFHelp: Encodable {
    var text: String
    var markdown: String
}

struct SARIFConfiguration: Encodable {
    var level: String
}

struct SARIFResult: Encodable {
    var ruleId: String
    var ruleIndex: Int?
    var level: String
    var message: SARIFText
    var locations: [SARIFLocation]
    /// The finding's identity, stable when its line moves.
    var partialFingerprints: [String: String]
    var suppressions: [SARIFSuppression]?
    /// `new` for every result when the run compared its findings with a baseline.
    var baselineState: String?
    var rank: Double?
    var properties: SARIFResultProperties?
}

/// What proves a result, and why it cannot fail the run when it cannot.
struct SARIFResultProperties: Encodable {
    var evidence: String?
    var exemption: String?
}

struct SARIFLocation: Encodable {
    var physicalLocation: SARIFPhysicalLocation
}

struct SARIFPhysicalLocation: Encodable {
    var artifactLocation: SARIFArtifactLocation
    var region: SARIFRegion?
}

struct SARIFArtifactLocation: Encodable {
    var uri: String
    /// `SRCROOT` when ``uri`` is relative to the source root (``SARIFRun/originalUriBaseIds``).
    var uriBaseId: String?
}

struct SARIFRegion: Encodable {
    var startLine: Int
    var startColumn: Int
}

/// `inSource` for a `# mapwright:ignore` comment, `external` with its reason for a `mapwright.yml` entry.
struct SARIFSuppression: Encodable {
    var kind: String
    var justification: String?

    init(_ suppression: Suppression) {
        kind = suppression.reason == nil ? "inSource" : "external"
        justification = suppression.reason
    }
}
