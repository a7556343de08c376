import Foundation
import MapwrightAnalysis
import MapwrightDiagnostics
import MapwrightModel
import MapwrightSupport

/// The human-readable output of `mapwright diff`, `check` and `hash`.
package enum AnalysisText {
    /// `from → to: verdict`, and why a mapping model is needed when it is; `heavy (covered by
    /// Foo.xcmappingmodel)` when a shipped mapping model serves the step.
    package static func headline(_ step: StepAnalysis, direct: Bool = false) -> String {
        let path = direct ? " (direct)" : ""
        let mapping: String
        switch step.mappingModelReason {
        case _ where !step.coveredBy.isEmpty: mapping = ""
        case .none: mapping = ""
        case .inferenceFails: mapping = "; needs a mapping model: Core Data cannot infer it"
        case .customPolicyRequested: mapping = "; needs a mapping model: a custom migration policy is requested"
        }
        let names = "\(PrintableText.escaped(step.from)) → \(PrintableText.escaped(step.to))"
        return PrintableText.commandSafe("\(names)\(path): \(step.verdictText)\(mapping)")
    }

    /// A finding as `path:line:col: severity: message [CODE]`, with its fix on the next line; text
    /// from the model (a requested policy's reason) printed with ``PrintableText``.
    package static func finding(_ finding: Diagnostic, indent: String = "  ") -> [String] {
        var lines = ["\(indent)\(PrintableText.escaped(finding.summaryLine))"]
        if let fix = finding.hint { lines.append("\(indent)  fix: \(PrintableText.escaped(fix))") }
        return lines
    }

    /// `mapwright diff`: every change with its verdict, then the findings.
    package static func diff(_ step: StepAnalysis) -> String {
        var lines = [headline(step)]
        if step.changes.isEmpty { lines.append("  no changes") }
        let width = step.changes.map(\.change.elementName.count).max() ?? 0
        for classified in step.changes {
            let change = classified.change
            let verdict = classified.migration.rawValue.padding(toLength: 11, withPad: " ", startingAt: 0)
            let element = change.elementName.padding(toLength: width, withPad: " ", startingAt: 0)
            let location = change.location.map { "  (\($0))" } ?? ""
            lines.append(
                "  \(verdict) \(element)  \(change.detailRepeatsTitle ? change.kind.title : "\(change.kind.title): \(PrintableText.escaped(change.detail))")\(location)"
            )
        }
        if !step.findings.isEmpty {
            lines.append("findings:")
            lines += step.findings.flatMap { finding(Diagnostic($0)) }
        }
        return lines.joined(separator: "\n")
    }

    /// `mapwright hash`: per version, the checksum and every entity's hash in hex.
    /// `hashes` are the run's entity hashes: each version is hashed once.
    package static func hashes(_ history: ModelHistory, hashes table: HistoryHashes) -> String {
        var lines: [String] = []
        for version in history.versions {
            let current = version.name == history.currentVersionName ? " (current)" : ""
            lines.append("\(version.name)\(current)")
            let hashes = table.entityHashes(of: version)
            let checksum =
                table.versionChecksum(of: version.name) ?? VersionHasher.modelVersionHash(entityHashes: hashes).base64
            lines.append("  versionChecksum \(checksum)")
            let width = hashes.keys.map(\.count).max() ?? 0
            for name in hashes.keys.sorted(by: VersionHasher.byteOrder) {
                lines.append("  \(padded(name, to: width)) \(hashes[name]!.hex)")
            }
        }
        return lines.joined(separator: "\n")
    }

    /// `name` padded with spaces to `width` UTF-16 units, as `padding(toLength:withPad:startingAt:)` does,
    /// without bridging to `NSString` for the usual name that is not longer than `width`.
    static func padded(_ name: String, to width: Int) -> String {
        let length = name.utf16.count
        guard length <= width else { return name.padding(toLength: width, withPad: " ", startingAt: 0) }
        return name + String(repeating: " ", count: width - length)
    }
}
