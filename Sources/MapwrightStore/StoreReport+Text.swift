import Foundation
import MapwrightModel

extension StoreReport {
    /// The report as `mapwright store` prints it.
    package var text: String {
        var lines: [String] = []
        let framework = metadata.frameworkVersion.map { "framework \($0)" } ?? "framework unknown"
        lines.append("store \(path) (\(framework)\(readsPendingWAL ? ", rows read with its pending WAL" : ""))")
        lines.append("  metadata keys: \(metadata.keys.joined(separator: ", "))")
        if let modelNotFound {
            lines.append("  model: none (\(modelNotFound))")
            lines.append("  entity hashes:")
            lines += metadata.entityHashes.sorted { $0.key < $1.key }.map { "    \($0.key): \($0.value.hex)" }
        } else {
            lines.append("  model: \(model), current version \(currentVersion)")
            lines += versionLines
        }
        if hasCachedModel {
            let match =
                cachedModelHashesMatch == true
                ? "its computed hashes equal the metadata's" : "its computed hashes differ from the metadata's"
            lines.append("  cached model (Z_MODELCACHE): \(match)")
            if modelNotFound != nil, let cachedModel { lines += Self.describe(cachedModel).map { "    \($0)" } }
        }
        if let checksumMatches {
            lines.append("  checksum: \(checksumMatches ? "matches" : "differs from") the hashes")
        }
        if let digestMatches { lines.append("  digest: \(digestMatches ? "matches" : "differs from") the hashes") }
        if layoutModel.isEmpty {
            lines.append("  layout: not compared (no model)")
        } else if layoutMismatches.isEmpty {
            lines.append("  layout: as Core Data writes \(layoutModel)")
        } else {
            lines.append("  layout: differs from \(layoutModel):")
            lines += layoutMismatches.map { "    \($0)" }
        }
        if !historyTables.isEmpty { lines.append("  persistent history: \(historyTables.joined(separator: ", "))") }
        if modelNotFound == nil {
            lines.append("  migration: \(migrationStyle)")
            lines.append("  opening: \(opening)")
        }
        lines += findings.map(Self.line)
        if !findings.contains(where: { !$0.step.isEmpty }), !steps.isEmpty {
            lines.append("  data checks: nothing on this path to count")
        }
        return lines.joined(separator: "\n")
    }

    /// Which version wrote the store, or the closest and how the store differs from it.
    private var versionLines: [String] {
        guard identification.versions.isEmpty else {
            return ["  version: \(identification.versions.joined(separator: ", ")) (hashes match exactly)"]
        }
        var lines = ["  version: none of the model's (closest: \(identification.closest ?? "none"))"]
        for difference in identification.differences {
            lines.append("    \(difference.entity): \(difference.kind.rawValue)")
            for detail in difference.details { lines.append("      \(detail)") }
        }
        return lines
    }

    /// `  error: 1 → 2: message [MW193] (Z_PK 1, 2)`, its suppression said.
    private static func line(_ finding: StoreFinding) -> String {
        var line = "  \(finding.severity.rawValue)"
        if let suppression = finding.suppression {
            line += " (suppressed: \(suppression.reason ?? "comment at \(suppression.location)"))"
        }
        line += ": \(finding.step.isEmpty ? "" : "\(finding.step): ")\(finding.message) [\(finding.rule.code)]"
        if !finding.samplePrimaryKeys.isEmpty {
            line +=
                " (Z_PK \(finding.samplePrimaryKeys.map(String.init).joined(separator: ", "))"
                + (finding.affected > finding.samplePrimaryKeys.count ? ", …)" : ")")
        }
        if !finding.sampleValues.isEmpty { line += " values: \(finding.sampleValues.joined(separator: ", "))" }
        return line
    }

    /// The entities of `model` with their stored attributes and relationships, one line each.
    static func describe(_ model: DataModel) -> [String] {
        model.entities.sorted { $0.name < $1.name }.map { entity in
            let attributes = entity.attributes.filter { !$0.isTransient }.map { attribute in
                "\(attribute.name) \(attribute.compositeName ?? attribute.type.rawValue)\(attribute.isOptional ? "?" : "")"
            }
            let relationships = entity.relationships.filter { !$0.isTransient }.map { relationship in
                "\(relationship.name) → \(relationship.isToMany ? "to-many" : "to-one") \(relationship.destination)"
                    + (relationship.isOrdered ? ", ordered" : "")
            }
            let parent = entity.parent.map { " (sub-entity of \($0))" } ?? ""
            return "entity \(entity.name)\(parent): " + (attributes + relationships).joined(separator: ", ")
        }
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
            "entityHashes": metadata.entityHashes.mapValues(\.hex),
            "findings": findings.map { finding in
                var entry: [String: Any] = [
                    "code": finding.rule.code, "severity": finding.severity.rawValue, "step": finding.step,
                    "entity": finding.entity, "message": finding.message, "affected": finding.affected,
                    "examined": finding.examined, "samplePrimaryKeys": finding.samplePrimaryKeys,
                ]
                if let property = finding.property { entry["property"] = property }
                if !finding.sampleValues.isEmpty { entry["sampleValues"] = finding.sampleValues }
                if let suppression = finding.suppression {
                    entry["suppressed"] = suppression.reason ?? "comment at \(suppression.location)"
                }
                return entry
            },
        ]
        if let version = metadata.frameworkVersion { object["frameworkVersion"] = version }
        if let modelNotFound {
            object["modelNotFound"] = modelNotFound
            object["cachedModel"] = cachedModel.map(Self.describe)
        }
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
