import Foundation
import MapwrightTestSupport

/// What one run of `mapwright` printed, and the CPU time (user and system) it used: unlike wall time, a
/// machine busy with other tests or builds does not stretch it much, so a bound on it holds under load.
struct TimedResult {
    var result: CLIResult
    var cpuSeconds: Double
}

/// Runs the built `mapwright` with `arguments` in `directory`, `GITHUB_ACTIONS` unset, its output
/// written to files (no pipe to drain while it runs), and reads back what it printed and the CPU time
/// `wait4` reports for it.
func runMapwrightTimed(_ arguments: [String], in directory: URL) throws -> TimedResult {
    let outputs = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: outputs) }
    let stdoutPath = outputs.appendingPathComponent("stdout").path
    let stderrPath = outputs.appendingPathComponent("stderr").path
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, stdoutPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, stderrPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    let executable = productsDirectory.appendingPathComponent("mapwright").path
    // The shell changes folder and becomes mapwright (exec): the process waited for is the run itself.
    let shell = ["/bin/sh", "-c", #"cd "$1" || exit 127; shift; exec "$@""#, "sh", directory.path, executable]
    let argv = (shell + arguments).map { strdup($0) } + [nil]
    defer { for argument in argv { free(argument) } }
    let environment = ProcessInfo.processInfo.environment.filter { $0.key != "GITHUB_ACTIONS" }
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { for variable in envp { free(variable) } }
    var pid: pid_t = 0
    guard posix_spawn(&pid, "/bin/sh", &actions, nil, argv, envp) == 0 else {
        throw CocoaError(.executableLoad)
    }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) == -1 && errno == EINTR {}
    func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1_000_000 }
    // The exit status as `Process.terminationStatus` gives it: the code, or the signal that ended the run.
    let exited = status & 0x7F == 0
    let result = CLIResult(
        status: exited ? (status >> 8) & 0xFF : status & 0x7F,
        stdout: String(decoding: try Data(contentsOf: URL(fileURLWithPath: stdoutPath)), as: UTF8.self),
        stderr: String(decoding: try Data(contentsOf: URL(fileURLWithPath: stderrPath)), as: UTF8.self))
    return TimedResult(result: result, cpuSeconds: seconds(usage.ru_utime) + seconds(usage.ru_stime))
}
