import Foundation
import MapwrightModel

extension StoreReport {
    /// The report as `mapwright store` prints it.
    package var text: String {
        var lines: [String] = []
        let framework = metadata.frameworkVersion.map { "framework \($0)" } ?? "framework unknown"
        lines.append("store \(path) (\(framework)\(readsPendingWAL ? ", rows read with its pending WAL" : ""))")
        lines.append("  metadata keys: \(metadata.keys.joined(separator: ", "))")
        lines.append("  model: \(model), current version \(currentVersion)")
        if identification.versions.isEmpty {
            lines.append("  version: none of the model's (closest: \(identification.closest ?? "none"))")
            for difference in identification.differences {
                lines.append("    \(difference.entity): \(difference.kind.rawValue)")
                for detail in difference.details { lines.append("      \(detail)") }
            }
        } else {
            lines.append("  version: \(identification.versions.joined(separator: ", ")) (hashes match exactly)")
        }
        if hasCachedModel {
            let match =
                cachedModelHashesMatch == true
                ? "its computed hashes equal the metadata's" : "its computed hashes differ from the metadata's"
            lines.append("  cached model (Z_MODELCACHE): \(match)")
        }
        if let checksumMatches {
            lines.append("  checksum: \(checksumMatches ? "matches" : "differs from") the hashes")
        }
        if let digestMatches { lines.append("  digest: \(digestMatches ? "matches" : "differs from") the hashes") }
        if layoutMismatches.isEmpty {
            lines.append("  layout: as Core Data writes \(layoutModel)")
        } else {
            lines.append("  layout: differs from \(layoutModel):")
            lines += layoutMismatches.map { "    \($0)" }
        }
        if !historyTables.isEmpty { lines.append("  persistent history: \(historyTables.joined(separator: ", "))") }
        lines.append("  migration: \(migrationStyle)")
        lines.append("  opening: \(opening)")
        for finding in findings {
            var line = "  \(finding.severity.rawValue): \(finding.step): \(finding.message) [\(finding.rule.code)]"
            if !finding.samplePrimaryKeys.isEmpty {
                line +=
                    " (Z_PK \(finding.samplePrimaryKeys.map(String.init).joined(separator: ", "))"
                    + (finding.affected > finding.samplePrimaryKeys.count ? ", …)" : ")")
            }
            if !finding.sampleValues.isEmpty { line += " values: \(finding.sampleValues.joined(separator: ", "))" }
            lines.append(line)
        }
        if findings.isEmpty, !steps.isEmpty { lines.append("  data checks: nothing on this path to count") }
        return lines.joined(separator: "\n")
    }

    /// The report as JSON, keys sorted: byte for byte the same for the same store and model.
    package var json: String {
        var object: [String: Any] = [
            "path": path, "model": model, "currentVersion": currentVersion,
            "metadataKeys": metadata.keys, "readsPendingWAL": readsPendingWAL,
            "versions": identification.versions, "hasCachedModel": hasCachedModel,
            "layoutModel": layoutModel, "layoutMismatches": layoutMismatches, "historyTables": historyTables,
            "migration": migrationStyle, "opening": opening,
            "steps": steps.map { ["step": $0.title, "verdict": $0.verdict, "migration": $0.migration.rawValue] },
            "findings": findings.map { finding in
                var entry: [String: Any] = [
                    "code": finding.rule.code, "severity": finding.severity.rawValue, "step": finding.step,
                    "entity": finding.entity, "message": finding.message, "affected": finding.affected,
                    "examined": finding.examined, "samplePrimaryKeys": finding.samplePrimaryKeys,
                ]
                if let property = finding.property { entry["property"] = property }
                if !finding.sampleValues.isEmpty { entry["sampleValues"] = finding.sampleValues }
                return entry
            },
        ]
        if let version = metadata.frameworkVersion { object["frameworkVersion"] = version }
        if let closest = identification.closest {
            object["closestVersion"] = closest
            object["differences"] = identification.differences.map {
                ["entity": $0.entity, "kind": $0.kind.rawValue, "details": $0.details] as [String: Any]
            }
        }
        if let cachedModelHashesMatch { object["cachedModelHashesMatch"] = cachedModelHashesMatch }
        if let checksumMatches { object["checksumMatches"] = checksumMatches }
        if let digestMatches { object["digestMatches"] = digestMatches }
        let data =
            (try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }
}
