import ArgumentParser
import MapwrightCore

/// What `check` compares today's findings with: a baseline file, or the models at a git revision.
struct CheckComparisonOptions: ParsableArguments {
    @Option(help: "Report only findings this baseline file does not record (default: `baseline` of mapwright.yml).")
    var baseline: String?

    @Option(name: .customLong("write-baseline"), help: "Record today's findings in this file, then report against it.")
    var writeBaseline: String?

    @Option(
        help:
            "Report every finding, but let only those the models at this git revision did not have fail the run (e.g. `main`)."
    )
    var since: String?

    /// The request's baseline to write and revision; the baseline to read is a setting (`flags`).
    func apply(to request: inout CheckRequest) {
        (request.flags.baseline, request.writeBaseline, request.since) = (baseline, writeBaseline, since)
    }
}
