import Foundation

/// Runs the `git` on PATH for what the project's history tells: when versions were added (MW452), what a
/// revision held (`check --since`).
enum Git {
    /// The standard output of `git ARGUMENTS` run in `folder`; nil when git fails or is missing.
    static func output(_ arguments: [String], in folder: String) -> Data? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", folder.isEmpty ? "." : folder] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? data : nil
    }
}
