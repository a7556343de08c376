/// What comparing a run's findings with a baseline file left out: the findings the baseline already
/// records, and the baseline entries no finding matches any more (fixed, or changed beyond recognition).
public struct BaselineOutcome: Hashable, Sendable {
    /// The baseline file, as given.
    public var file: String
    /// Findings left out of the report because the baseline records them.
    public var known: Int
    /// Baseline entries that no finding of this run matches.
    public var gone: Int

    public init(file: String, known: Int, gone: Int) {
        self.file = file
        self.known = known
        self.gone = gone
    }

    /// `baseline baseline.json: 3 known findings left out; 1 baseline entry no longer occurs`.
    public var description: String {
        let findings = known == 1 ? "1 known finding" : "\(known) known findings"
        let entries = gone == 1 ? "1 baseline entry no longer occurs" : "\(gone) baseline entries no longer occur"
        return "baseline \(file): \(findings) left out; \(entries)"
    }
}
