/// What comparing a run's findings with a baseline file left out: the findings the baseline already
/// records, and the baseline entries no finding matches any more (fixed, or changed beyond recognition).
package struct BaselineOutcome: Hashable, Sendable {
    /// The baseline file, as given.
    package var file: String
    /// Findings left out of the report because the baseline records them.
    package var known: Int
    /// Baseline entries that no finding of this run matches.
    package var gone: Int

    package init(file: String, known: Int, gone: Int) {
        self.file = file
        self.known = known
        self.gone = gone
    }

    /// `baseline baseline.json: 3 known findings left out; 1 baseline entry no longer occurs`.
    package var description: String {
        let findings = known == 1 ? "1 known finding" : "\(known) known findings"
        let entries = gone == 1 ? "1 baseline entry no longer occurs" : "\(gone) baseline entries no longer occur"
        return "baseline \(file): \(findings) left out; \(entries)"
    }
}
