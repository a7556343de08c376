import Foundation
import MapwrightAnalysis
import MapwrightDiagnostics
import MapwrightModel
import MapwrightXcode
import Testing

/// Matches every mapping model of an external corpus of real bundles to a step and compares it with the
/// step the corpus manifest names. Runs only when `MAPWRIGHT_CORPUS` names the corpus folder (its
/// `manifest.json` lists each bundle's `local_dir` and `mapping_models`); `scripts/check-corpus-mappings.sh`
/// runs it and sums up the lines it prints.
@Suite struct CorpusMappingCheck {
    static let corpus = ProcessInfo.processInfo.environment["MAPWRIGHT_CORPUS"]

    struct Bundle: Decodable {
        var local_dir: String
        var mapping_models: [Mapping]?
    }

    struct Mapping: Decodable {
        var name: String
        var available: Bool?
        var local_path: String?
        var source_version: String?
        var destination_version: String?
        var pair_in_corpus: Bool?
    }

    @Test(.enabled(if: corpus != nil)) func corpusMappingModelsMatchTheManifest() throws {
        let root = try #require(Self.corpus)
        let bundles = try JSONDecoder().decode(
            [Bundle].self, from: Data(contentsOf: URL(fileURLWithPath: root + "/manifest.json")))
        var counts: [String: Int] = [:]
        for bundle in bundles {
            let mappings = (bundle.mapping_models ?? []).filter { $0.available == true && $0.local_path != nil }
            guard !mappings.isEmpty else { continue }
            let historyDiagnostics = CollectingDiagnosticCollector()
            let history = XcodeModelReader.readHistory(
                at: root + "/" + bundle.local_dir, diagnostics: historyDiagnostics)
            for entry in mappings {
                let expected =
                    entry.pair_in_corpus == false
                    ? "not in this bundle"
                    : "\(entry.source_version ?? "?") → \(entry.destination_version ?? "?")"
                let diagnostics = CollectingDiagnosticCollector()
                let mapping = MappingModelReader.read(at: root + "/" + entry.local_path!, diagnostics: diagnostics)
                var codes = diagnostics.sorted.map(\.code).joined(separator: ",")
                let found: String
                let status: String
                switch (history, mapping) {
                case (nil, _):
                    found = "bundle unreadable"
                    status = "UNREADABLE"
                case (_, nil):
                    found = "mapping unreadable"
                    status = "UNREADABLE"
                case let (history?, mapping?):
                    let hashes = HistoryHashes(history)
                    let origin =
                        RecordedMappingHashes.resolve(mapping, in: history, hashes: hashes)?.origin.rawValue ?? "none"
                    codes = codes.isEmpty ? "hashes: \(origin)" : "hashes: \(origin) " + codes
                    switch MappingModelMatcher.match(mapping, in: history, hashes: hashes) {
                    case .matched(let complete, let partial):
                        found =
                            "matched " + complete.map(\.description).joined(separator: "; ")
                            + (partial.isEmpty
                                ? "" : " (partially: " + partial.map(\.description).joined(separator: "; ") + ")")
                        let expectedStep = MappingStep(
                            source: entry.source_version ?? "", destination: entry.destination_version ?? "")
                        if complete.contains(expectedStep) {
                            status = complete.count == 1 ? "OK" : "OK-AMBIGUOUS"
                        } else if partial.contains(expectedStep) {
                            status = "OK-PARTIAL"
                        } else {
                            status = "MISMATCH"
                        }
                        let coverage = Self.coverage(of: mapping, step: expectedStep, in: history, hashes: hashes)
                        codes += " " + coverage.summary
                        if !coverage.unfilled.isEmpty, status != "MISMATCH" {
                            counts["DATALOSS-FILLED", default: 0] += 1
                            print(
                                "MAPPING\tDATALOSS-FILLED\t\(entry.local_path!)\t\(coverage.unfilled.joined(separator: "; "))"
                            )
                        }
                    case .stale(let step, let entities):
                        found = "stale \(step) (\(entities.joined(separator: ", ")))"
                        status = "STALE"
                    case .orphan(let reason):
                        found = "orphan: \(reason)"
                        status = entry.pair_in_corpus == false ? "OK" : "ORPHAN"
                    }
                }
                counts[status, default: 0] += 1
                print(
                    "MAPPING\t\(status)\t\(entry.local_path!)\t\(found)\tmanifest: \(expected)\t\(codes.isEmpty ? "-" : codes)"
                )
            }
        }
        let total = counts.filter { $0.key != "DATALOSS-FILLED" }.values.reduce(0, +)
        print(
            "SUMMARY\t\(total) mapping models: "
                + counts.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", "))
    }

    /// The step's data-loss findings before and after the mapping model is applied, and those left that
    /// name a property the mapping model fills (a value expression, or a custom policy on its entity
    /// mapping): each of these is a false finding.
    static func coverage(
        of mapping: ShippedMappingModel, step: MappingStep, in history: ModelHistory, hashes: HistoryHashes
    ) -> (summary: String, unfilled: [String]) {
        guard let source = history.version(named: step.source),
            let destination = history.version(named: step.destination)
        else {
            return ("coverage: step not in bundle", [])
        }
        let analysed = MigrationAnalyzer.analyze(from: source, to: destination, hashes: hashes)
        let bare = HistoryAnalysis(
            model: history.name, current: step.destination, adjacentSteps: [analysed], toCurrentSteps: [],
            hashes: hashes)
        let applied = MappingCoverage.apply([mapping], to: bare, history: history)
        let dataLoss = Set(AnalysisRules.all.filter { $0.mappingModelRemedy == .fillsLostValue }.map(\.code))
        let before = analysed.findings.filter { dataLoss.contains($0.code) }
        let after = applied.adjacentSteps[0].findings.filter { dataLoss.contains($0.code) }
        let unfilled = after.filter { finding in
            let related = mapping.entityMappings.filter {
                $0.destinationEntity == finding.entity || $0.sourceEntity == finding.entity
            }
            return related.contains { entityMapping in
                entityMapping.policyClassName != nil
                    || (entityMapping.attributeMappings + entityMapping.relationshipMappings)
                        .contains { $0.name == finding.property && $0.valueExpression != nil }
            }
        }.map { "\($0.code) \($0.entity).\($0.property ?? "")" }
        let verdict = applied.adjacentSteps[0].verdictText
        let left = after.map { "\($0.code) \([$0.entity, $0.property].compactMap { $0 }.joined(separator: "."))" }
        let mappingCodes = Set(AnalysisRules.mappingRules.map(\.code))
        let lint = (applied.adjacentSteps[0].findings + applied.lint).filter { mappingCodes.contains($0.code) }.map(
            \.message)
        return (
            "verdict: \(verdict); data-loss findings \(before.count) → \(after.count)"
                + (left.isEmpty ? "" : " (\(left.joined(separator: ", ")))")
                + (lint.isEmpty ? "" : "; mapping lint: " + lint.joined(separator: " | ")),
            unfilled
        )
    }
}
