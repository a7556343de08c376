import Foundation
import MapwrightDiagnostics
import MapwrightReport
import MapwrightReportModel
import MapwrightSupport

/// The findings a project accepted when it adopted Mapwright (`check --write-baseline FILE`): `check
/// --baseline FILE` then reports only findings the baseline does not record, and how many of its entries
/// no longer occur. Findings are recorded by ``BaselineKey`` (never by line), with a count per key.
package struct Baseline: Hashable, Sendable, Codable {
    /// The file format's version: 2 keys steps by their versions' content, 1 by their titles.
    package var version = 2
    /// One entry per key, sorted by key.
    package var findings: [BaselineEntry]
    /// Each model's current version when the baseline was written, by its version checksum: a finding on
    /// a step into the current version still matches once that version is edited.
    package var currentVersions: [String: String]
    /// The keys a recorded finding said once on an adjacent step also stands for: those it would have on each
    /// direct step it names ("also for stores of … migrating directly"), each to the recorded key. Kept in
    /// memory only (`check --since`): whether a removal is said on the adjacent step or on the direct steps
    /// depends on the mapping models each run sees, not on the fact.
    var aliases: [BaselineKey: BaselineKey] = [:]

    package init(findings: [BaselineEntry], currentVersions: [String: String] = [:]) {
        self.findings = findings.sorted { $0.key < $1.key }
        self.currentVersions = currentVersions
    }

    enum CodingKeys: String, CodingKey {
        case version, findings, currentVersions
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        version = try container.decode(Int.self, forKey: .version)
        findings = try container.decode([BaselineEntry].self, forKey: .findings)
        currentVersions = try container.decodeIfPresent([String: String].self, forKey: .currentVersions) ?? [:]
    }

    /// The unsuppressed findings of `report`, counted by key.
    package init(recording report: CheckReport) {
        var counts: [BaselineKey: Int] = [:]
        var titles: [BaselineKey: String] = [:]
        var aliases: [BaselineKey: BaselineKey] = [:]
        for model in report.models {
            for (step, finding) in model.findingsByStep where !finding.isSuppressed {
                let key = BaselineKey(finding, model: model, step: step)
                counts[key, default: 0] += 1
                if let step, titles[key] == nil { titles[key] = step.title }
                for direct in BaselineKey.directKeys(of: finding, model: model) where aliases[direct] == nil {
                    aliases[direct] = key
                }
            }
        }
        var currents: [String: String] = [:]
        for model in report.models { currents[model.model] = model.versionChecksums[model.current] }
        self.init(
            findings: counts.map { BaselineEntry(key: $0.key, count: $0.value, stepTitle: titles[$0.key]) },
            currentVersions: currents)
        self.aliases = aliases.filter { counts[$0.key] == nil }
    }

    /// The key this baseline's format gives `finding`.
    func key(of finding: Diagnostic, model: ModelReport, step: ReportedStep?) -> BaselineKey {
        version < 2
            ? BaselineKey(legacy: finding, model: model.model, step: step)
            : BaselineKey(finding, model: model, step: step)
    }

    /// `report` without the findings this baseline records (suppressed findings are kept as they are),
    /// with what was left out; `file` names the baseline in the outcome.
    package func applied(to report: CheckReport, file: String) -> CheckReport {
        let (known, gone) = matches(in: report)
        var result = report
        for index in result.models.indices { result.models[index].remove(known.filter { $0.model == index }) }
        result.baseline = BaselineOutcome(file: file, known: known.count, gone: gone)
        return result
    }

    /// The findings of `report` this baseline records, and how many of its entries no longer occur. An
    /// entry of count n matches up to n findings of its key in each list (a step's findings, the lint, the
    /// project's): when a version is added, the same fact is found on the old step and on the new direct
    /// one. A finding on a step into the current version that its exact key misses matches an entry for the
    /// same fact on a step into the version that was current when the baseline was written (the version
    /// being edited).
    func matches(in report: CheckReport) -> (known: Set<FindingPosition>, gone: Int) {
        let counts = Dictionary(findings.map { ($0.key, $0.count) }, uniquingKeysWith: +)
        var used: [BaselineKey: [ListIdentity: Int]] = [:]
        var known: Set<FindingPosition> = []
        let positions = report.models.indices.flatMap { report.models[$0].findingPositions(model: $0) }
        for editedCurrent in [false, true] {
            for position in positions where !known.contains(position) {
                let model = report.models[position.model]
                let finding = position.finding(in: model)
                let step = position.step(in: model)
                guard !finding.isSuppressed else { continue }
                // A finding said once on an adjacent step for direct steps too is also known by their keys.
                var candidates = [key(of: finding, model: model, step: step)]
                if version >= 2 { candidates += BaselineKey.directKeys(of: finding, model: model) }
                if editedCurrent {
                    guard version >= 2, let recorded = currentVersions[model.model],
                        let currentChecksum = model.versionChecksums[model.current]
                    else { continue }
                    candidates = candidates.filter { $0.to == currentChecksum }.map { $0.with(to: recorded) }
                }
                let list = ListIdentity(model: position.model, list: position.list)
                let recorded = candidates.compactMap { recordedKey(for: $0, in: counts) }.first { key in
                    used[key, default: [:]][list, default: 0] < counts[key, default: 0]
                }
                guard let key = recorded else { continue }
                used[key, default: [:]][list, default: 0] += 1
                known.insert(position)
            }
        }
        return (known, counts.reduce(0) { $0 + $1.value - (used[$1.key]?.values.max() ?? 0) })
    }

    /// The recorded key `key` is, itself or through an alias; nil when it is not recorded.
    private func recordedKey(for key: BaselineKey, in counts: [BaselineKey: Int]) -> BaselineKey? {
        if counts[key] != nil { return key }
        return aliases[key].flatMap { counts[$0] != nil ? $0 : nil }
    }

    /// One list of findings of a check: a model's project findings, one of its steps', or its lint.
    private struct ListIdentity: Hashable {
        var model: Int
        var list: FindingPosition.List
    }

    /// The baseline as written to disk: JSON with sorted keys and entries, ending with a newline.
    package func rendered() -> String { JSONOutput.encode(self) + "\n" }

    /// Writes the baseline to `path` at once (a reader sees the old file or the new one).
    package func write(to path: String) throws(FolderWriteError) {
        try AtomicFile.write(Data(rendered().utf8), to: URL(fileURLWithPath: path))
    }

    /// The baseline at `path`; a ``BaselineError`` naming the file (as `shownAs`) when it is missing or
    /// not a baseline.
    package static func read(at path: String, shownAs shown: String) throws(BaselineError) -> Baseline {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw BaselineError(
                message:
                    "the baseline \(shown) cannot be read; write it with `mapwright check --write-baseline \(shown)`")
        }
        do {
            return try JSONDecoder().decode(Baseline.self, from: data)
        } catch {
            throw BaselineError(
                message:
                    "\(shown) is not a Mapwright baseline (a JSON object with `version` and `findings`); write it again with `mapwright check --write-baseline \(shown)`"
            )
        }
    }
}

/// A baseline file that cannot be used, in words naming the file.
package struct BaselineError: Error, Hashable, Sendable {
    /// What is wrong and what to do.
    package var message: String
}

extension ModelReport {
    /// Every finding with the step it was reported in (nil for project findings and lint).
    var findingsByStep: [(step: ReportedStep?, finding: Diagnostic)] {
        projectFindings.map { (nil, $0) } + steps.flatMap { step in step.findings.map { (step, $0) } }
            + lint.map { (nil, $0) }
    }
}
