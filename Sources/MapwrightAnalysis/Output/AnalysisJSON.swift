import Foundation
import MapwrightModel

/// The JSON documents `mapwright check --format json` and `mapwright hash --format json` print, with keys
/// sorted so the output is stable. The shape is documented in `docs/json-output.md`.
public enum AnalysisJSON {
    /// One object with a `steps` array: adjacent steps first, then direct steps to the current version.
    public static func check(_ analysis: HistoryAnalysis) -> String {
        let steps = analysis.adjacentSteps.map { StepJSON($0, path: "adjacent") } + analysis.toCurrentSteps.map { StepJSON($0, path: "toCurrent") }
        let findings = analysis.findings
        let document = CheckJSON(
            model: analysis.model, current: analysis.current,
            migration: analysis.allSteps.map(\.migration).max() ?? .none,
            steps: steps,
            summary: SummaryJSON(
                errors: findings.filter { $0.severity == .error }.count,
                warnings: findings.filter { $0.severity == .warning }.count,
                notes: findings.filter { $0.severity == .note }.count
            )
        )
        return encode(document)
    }

    /// One step (as `mapwright diff --format json` prints it).
    public static func step(_ step: StepAnalysis) -> String { encode(StepJSON(step, path: "adjacent")) }

    /// Every version's entity hashes (hex), `versionChecksum` and `NSStoreModelVersionHashesDigest`.
    public static func hashes(_ history: ModelHistory) -> String {
        encode(HashesJSON(model: history.name, current: history.currentVersionName, versions: history.versions.map { version in
            VersionHashesJSON(
                name: version.name,
                versionChecksum: VersionHasher.versionChecksum(version),
                storeModelVersionHashesDigest: VersionHasher.storeModelVersionHashesDigest(version),
                entities: VersionHasher.entityHashes(version).mapValues(\.hex)
            )
        }))
    }

    static func encode<T: Encodable>(_ value: T) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        // Encoding these value types cannot fail: every member is a string, number, bool, array or object.
        let data = try! encoder.encode(value)
        return String(decoding: data, as: UTF8.self)
    }
}

struct CheckJSON: Encodable {
    var model: String
    var current: String
    var migration: MigrationKind
    var steps: [StepJSON]
    var summary: SummaryJSON
}

struct SummaryJSON: Encodable {
    var errors: Int
    var warnings: Int
    var notes: Int
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

    init(_ step: StepAnalysis, path: String) {
        self.path = path
        from = step.from
        to = step.to
        migration = step.migration
        requiresMappingModel = step.requiresMappingModel
        mappingModelReason = step.mappingModelReason
        changes = step.changes.map(ChangeJSON.init)
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
    var entity: String
    var property: String?
    var location: SourceLocation?
    var reason: String
    var fix: String?

    init(_ finding: Finding) {
        code = finding.code
        severity = finding.severity
        message = finding.message
        entity = finding.entity
        property = finding.property
        location = finding.location
        reason = finding.reason
        fix = finding.fix
    }
}

struct HashesJSON: Encodable {
    var model: String
    var current: String
    var versions: [VersionHashesJSON]
}

struct VersionHashesJSON: Encodable {
    var name: String
    var versionChecksum: String
    var storeModelVersionHashesDigest: String
    var entities: [String: String]
}
