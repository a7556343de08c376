import Foundation

/// Runs `arguments` through `/usr/bin/env` in `directory` and returns its exit status and its standard
/// output and error together.
package func runProcess(_ arguments: [String], in directory: URL) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.currentDirectoryURL = directory
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}

/// True when `/usr/bin/git` exists, for tests that make a repository.
package let gitIsAvailable = FileManager.default.isExecutableFile(atPath: "/usr/bin/git")

/// Runs `git arguments` in `folder` with a fixed author and commit `date`, outside any user configuration.
package func runGit(_ arguments: [String], in folder: URL, date: String = "2020-01-01T00:00:00Z") throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/git")
    process.arguments =
        ["-c", "user.name=Test", "-c", "user.email=test@example.com", "-c", "commit.gpgsign=false"] + arguments
    process.currentDirectoryURL = folder
    process.environment = ["GIT_AUTHOR_DATE": date, "GIT_COMMITTER_DATE": date, "HOME": folder.path]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
}
