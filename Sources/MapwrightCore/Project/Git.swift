import Foundation

/// Runs the `git` on PATH for what the project's history tells: when versions were added (MW452), what a
/// revision held (`check --since`).
enum Git {
    /// The standard output of `git ARGUMENTS` run in `folder`; nil when git fails or is missing.
    /// `environment` is added to the process's own; `input`, when given, is written to git's standard input
    /// from a file (so that a large input and a large output cannot wait for each other).
    static func output(
        _ arguments: [String], in folder: String, environment: [String: String] = [:], input: Data? = nil
    ) -> Data? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", folder.isEmpty ? "." : folder] + arguments
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        }
        var inputFile: URL?
        if let input {
            let file = FileManager.default.temporaryDirectory.appendingPathComponent(
                "mapwright-git-\(UUID().uuidString)")
            guard (try? input.write(to: file)) != nil, let handle = try? FileHandle(forReadingFrom: file) else {
                return nil
            }
            process.standardInput = handle
            inputFile = file
        }
        defer { if let inputFile { try? FileManager.default.removeItem(at: inputFile) } }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        // Told by the termination handler: `waitUntilExit()` polls a run loop, which on Linux made each git
        // run last about 50 ms longer than git did.
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        do { try process.run() } catch { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        exited.wait()
        return process.terminationStatus == 0 ? data : nil
    }

    /// The nearest folder at or above `folder` holding a `.git` (a folder, or the file of a linked work
    /// tree or submodule): the work tree's root as the files show it, without starting git.
    static func workTreeRoot(containing folder: URL) -> URL? {
        var current = folder.standardizedFileURL
        while true {
            if FileManager.default.fileExists(atPath: current.appendingPathComponent(".git").path) { return current }
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path { return nil }
            current = parent
        }
    }
}
