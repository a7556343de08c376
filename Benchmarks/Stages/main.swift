// Times each stage of `check` in one process, without the command line around it: read (with validation),
// hash every version, analyse the history, render the JSON report. Built only by `scripts/bench-stages`
// (MAPWRIGHT_BENCH), so that stage-level work can be measured without building every module.
// Usage: mapwright-stages RUNS MODEL...   (a YAML model folder or a .xcdatamodeld bundle)
//        mapwright-stages export FOLDER BUNDLE   (writes a YAML model folder as a .xcdatamodeld bundle)
// MAPWRIGHT_STAGES_JSON=FILE also writes the last model's JSON report to FILE, to compare two builds' output.
import Foundation
import MapwrightAnalysis
import MapwrightDiagnostics
import MapwrightReport
import MapwrightReportModel
import MapwrightXcode
import MapwrightYAML

/// CPU time of this process (user + system) in milliseconds.
func cpuMilliseconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1_000_000
}

/// Wall-clock time in milliseconds.
func wallMilliseconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1_000_000
}

/// CPU and wall time a stage took.
struct Spent {
    var cpu = 0.0
    var wall = 0.0
}

/// Runs `work` and adds its CPU and wall time to `total`.
func timed<T>(_ total: inout Spent, _ work: () -> T) -> T {
    let (cpu, wall) = (cpuMilliseconds(), wallMilliseconds())
    let result = work()
    total.cpu += cpuMilliseconds() - cpu
    total.wall += wallMilliseconds() - wall
    return result
}

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.count == 3, arguments[0] == "export" {
    let diagnostics = CollectingDiagnosticCollector()
    guard let history = YAMLModelReader.readHistory(at: arguments[1], diagnostics: diagnostics) else {
        FileHandle.standardError.write(Data("\(arguments[1]) does not read\n".utf8))
        exit(1)
    }
    try XcodeModelWriter.writeBundle(history, to: arguments[2], overwrite: true)
    exit(0)
}
guard arguments.count >= 2, let runs = Int(arguments[0]), runs > 0 else {
    FileHandle.standardError.write(Data("usage: mapwright-stages RUNS MODEL...\n".utf8))
    exit(2)
}
let stages = ["read", "hash", "analyze", "json"]
for path in arguments.dropFirst() {
    var best = [String: Spent]()
    var outputBytes = 0
    var lastText = ""
    for _ in 0..<runs {
        var spent = [String: Spent]()
        let diagnostics = CollectingDiagnosticCollector()
        let history = timed(&spent["read", default: Spent()]) {
            path.hasSuffix(".xcdatamodeld")
                ? XcodeModelReader.readHistory(at: path, diagnostics: diagnostics)
                : YAMLModelReader.readHistory(at: path, diagnostics: diagnostics)
        }
        guard let history else {
            FileHandle.standardError.write(
                Data("\(path) does not read: \(diagnostics.sorted.first?.message ?? "")\n".utf8))
            exit(1)
        }
        _ = timed(&spent["hash", default: Spent()]) { HistoryHashes(history) }
        let analysis = timed(&spent["analyze", default: Spent()]) { MigrationAnalyzer.analyze(history) }
        let text = timed(&spent["json", default: Spent()]) { () -> String in
            let steps =
                analysis.adjacentSteps.map {
                    ReportedStep(analysis: $0, isDirect: false, findings: $0.findings.map(Diagnostic.init))
                }
                + analysis.toCurrentSteps.map {
                    ReportedStep(analysis: $0, isDirect: true, findings: $0.findings.map(Diagnostic.init))
                }
            let model = ModelReport(
                model: history.name, current: history.currentVersionName, origin: history.origin, steps: steps,
                lint: analysis.lint.map(Diagnostic.init), projectFindings: [])
            return JSONReporter(options: ReporterOptions(toolVersion: "bench")).render(
                CheckReport(models: [model], rules: []))
        }
        outputBytes = text.utf8.count
        lastText = text
        for (stage, time) in spent {
            let kept = best[stage] ?? Spent(cpu: .infinity, wall: .infinity)
            best[stage] = Spent(cpu: min(kept.cpu, time.cpu), wall: min(kept.wall, time.wall))
        }
    }
    if let file = ProcessInfo.processInfo.environment["MAPWRIGHT_STAGES_JSON"] {
        try lastText.write(toFile: file, atomically: true, encoding: .utf8)
    }
    let figures = stages.map { stage in
        let time = best[stage] ?? Spent()
        return "\(stage) \(String(format: "%.0f", time.cpu))/\(String(format: "%.0f", time.wall)) ms"
    }.joined(separator: ", ")
    print("\(path): \(figures); JSON \(outputBytes) bytes (CPU/wall, best of \(runs))")
}
