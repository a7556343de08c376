import Foundation
import MapwrightModel
import MapwrightReport

/// The findings a project accepted when it adopted Mapwright (`check --write-baseline FILE`): `check
/// --baseline FILE` then reports only findings the baseline does not record, and how many of its entries
/// no longer occur. Findings are recorded by ``BaselineKey`` (never by line), with a count per key.
public struct Baseline: Hashable, Sendable, Codable {
    /// The file format's version.
    public var version = 1
    /// One entry per key, sorted by key.
    public var findings: [BaselineEntry]

    public init(findings: [BaselineEntry]) {
        self.findings = findings.sorted { $0.key < $1.key }
    }

    /// The unsuppressed findings of `report`, counted by key.
    public init(recording report: CheckReport) {
        var counts: [BaselineKey: Int] = [:]
        for model in report.models {
            for (step, finding) in model.findingsByStep where !finding.isSuppressed {
                counts[BaselineKey(finding, model: model.model, step: step), default: 0] += 1
            }
        }
        self.init(findings: counts.map { BaselineEntry(key: $0.key, count: $0.value) })
    }

    /// `report` without the findings this baseline records (suppressed findings are kept as they are),
    /// with what was left out; `file` names the baseline in the outcome.
    public func applied(to report: CheckReport, file: String) -> CheckReport {
        var remaining = Dictionary(findings.map { ($0.key, $0.count) }, uniquingKeysWith: +)
        var known = 0
        func keep(_ finding: Diagnostic, model: String, step: String?) -> Bool {
            let key = BaselineKey(finding, model: model, step: step)
            guard !finding.isSuppressed, let count = remaining[key], count > 0 else { return true }
            remaining[key] = count - 1
            known += 1
            return false
        }
        var result = report
        result.models = report.models.map { model in
            var filtered = model
            filtered.projectFindings = model.projectFindings.filter { keep($0, model: model.model, step: nil) }
            filtered.steps = model.steps.map { step in
                var kept = step
                kept.findings = step.findings.filter { keep($0, model: model.model, step: step.title) }
                return kept
            }
            filtered.lint = model.lint.filter { keep($0, model: model.model, step: nil) }
            return filtered
        }
        result.baseline = BaselineOutcome(file: file, known: known, gone: remaining.values.reduce(0, +))
        return result
    }

    /// The baseline as written to disk: JSON with sorted keys and entries, ending with a newline.
    public func rendered() -> String { JSONOutput.encode(self) + "\n" }

    /// Writes the baseline to `path` at once (a reader sees the old file or the new one).
    public func write(to path: String) throws(FolderWriteError) {
        try AtomicFile.write(Data(rendered().utf8), to: URL(fileURLWithPath: path))
    }

    /// The baseline at `path`; a ``BaselineError`` naming the file (as `shownAs`) when it is missing or
    /// not a baseline.
    public static func read(at path: String, shownAs shown: String) throws(BaselineError) -> Baseline {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw BaselineError(message: "the baseline \(shown) cannot be read; write it with `mapwright check --write-baseline \(shown)`")
        }
        do {
            return try JSONDecoder().decode(Baseline.self, from: data)
        } catch {
            throw BaselineError(
                message: "\(shown) is not a Mapwright baseline (a JSON object with `version` and `findings`); write it again with `mapwright check --write-baseline \(shown)`")
        }
    }
}

/// A baseline file that cannot be used, in words naming the file.
public struct BaselineError: Error, Hashable, Sendable {
    /// What is wrong and what to do.
    public var message: String
}

extension ModelReport {
    /// Every finding with the step it was reported in (nil for project findings and lint).
    var findingsByStep: [(step: String?, finding: Diagnostic)] {
        projectFindings.map { (nil, $0) } + steps.flatMap { step in step.findings.map { (step.title, $0) } }
            + lint.map { (nil, $0) }
    }
}
