import Foundation

/// Runs the `git` on PATH as a reader of the project's history: when versions were added (MW452), what a
/// revision held (`check --since`). A repository is untrusted input (a downloaded sample, a pull request's
/// branch), so git runs nothing its configuration names: no hooks, fsmonitor, pager, editor, external diff,
/// textconv, signature program or fetch, with an environment of our own; and only commands that read.
enum Git {
    /// What one git run ended with.
    struct Run {
        var status: Int32
        var output: Data
        /// git's standard error, for its own reason when it refuses.
        var errorText: String

        var succeeded: Bool { status == 0 }
    }

    /// Set on the command line, which outranks every configuration file: each switches off a program the
    /// repository's configuration could name (`.git/config` or a file it includes).
    static let readerOptions: [String] = [
        "core.fsmonitor=false", "core.hooksPath=/dev/null", "core.pager=cat", "core.editor=false",
        "sequence.editor=false", "log.showSignature=false", "gpg.program=false", "gpg.ssh.program=false",
        "gpg.x509.program=false", "protocol.allow=never", "color.ui=false", "diff.external=false",
        "credential.helper=", "core.sshCommand=false",
    ].flatMap { ["-c", $0] }

    /// The variables kept from our own environment: where git and the user's own configuration are, and a
    /// repository the user pointed git at. Every other `GIT_*` variable (`GIT_EXTERNAL_DIFF`,
    /// `GIT_CONFIG_PARAMETERS`, `GIT_INDEX_FILE` …) is left out.
    static let keptVariables = ["PATH", "HOME", "XDG_CONFIG_HOME", "TMPDIR", "GIT_DIR", "GIT_WORK_TREE"]

    /// The environment git runs with.
    static var environment: [String: String] {
        let own = ProcessInfo.processInfo.environment
        var environment = own.filter { keptVariables.contains($0.key) }
        environment.merge([
            "LC_ALL": "C", "GIT_PAGER": "cat", "PAGER": "cat", "GIT_TERMINAL_PROMPT": "0", "GIT_OPTIONAL_LOCKS": "0",
            "GIT_NO_LAZY_FETCH": "1", "GIT_ATTR_NOSYSTEM": "1",
        ]) { _, new in new }
        return environment
    }

    /// `git ARGUMENTS` run in `folder`; nil when git cannot be started (missing). `input`, when given, is
    /// written to git's standard input from a file (so that a large input and output cannot wait for each
    /// other).
    static func run(_ arguments: [String], in folder: String, input: Data? = nil) -> Run? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "--no-pager"] + readerOptions + ["-C", folder.isEmpty ? "." : folder] + arguments
        process.environment = environment
        var inputFile: URL?
        if let input {
            let file = FileManager.default.temporaryDirectory.appendingPathComponent(
                "mapwright-git-\(UUID().uuidString)")
            guard (try? input.write(to: file)) != nil, let handle = try? FileHandle(forReadingFrom: file) else {
                return nil
            }
            process.standardInput = handle
            inputFile = file
        } else {
            process.standardInput = FileHandle.nullDevice
        }
        defer { if let inputFile { try? FileManager.default.removeItem(at: inputFile) } }
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        // Told by the termination handler: `waitUntilExit()` polls a run loop, which on Linux made each git
        // run last about 50 ms longer than git did.
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        do { try process.run() } catch { return nil }
        // Both pipes read at once, so that git never waits on a full one.
        let errorText = ErrorText()
        let errorRead = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            errorText.data = error.fileHandleForReading.readDataToEndOfFile()
            errorRead.signal()
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        errorRead.wait()
        exited.wait()
        let errorData = errorText.data
        // `env` exits 127 when it cannot find git.
        if process.terminationStatus == 127, data.isEmpty, !errorData.isEmpty,
            String(decoding: errorData, as: UTF8.self).contains("env:")
        {
            return nil
        }
        return Run(
            status: process.terminationStatus, output: data, errorText: String(decoding: errorData, as: UTF8.self))
    }

    /// git's standard error as read on another thread (the semaphore orders the write before the read).
    private final class ErrorText: @unchecked Sendable {
        var data = Data()
    }

    /// The standard output of `git ARGUMENTS` run in `folder`; nil when git fails or is missing.
    static func output(_ arguments: [String], in folder: String, input: Data? = nil) -> Data? {
        guard let run = run(arguments, in: folder, input: input), run.succeeded else { return nil }
        return run.output
    }

    /// git's reason for failing, in one line: its last `fatal:` or `error:` line (git says what it refuses
    /// there), else its last line.
    static func reason(_ errorText: String) -> String? {
        let lines = errorText.split(whereSeparator: \.isNewline).map {
            $0.trimmingCharacters(in: .whitespaces)
        }.filter { !$0.isEmpty }
        let line = lines.last { $0.hasPrefix("fatal:") || $0.hasPrefix("error:") } ?? lines.last
        return line.map { String($0.prefix(500)) }
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
