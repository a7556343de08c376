import Foundation
import MapwrightTestSupport
import Testing

/// When standard output or standard error cannot be written, the run ends with status 2: never a crash,
/// never exit 0 having written nothing (CI would upload an empty SARIF file as a pass).
@Suite(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full")))
struct OutputFailureTests {
    /// Runs `mapwright arguments` with standard output on `/dev/full` (every write fails: no space).
    static func runIntoAFullDevice(_ arguments: [String]) throws -> (status: Int32, stderr: String) {
        let process = Process()
        process.executableURL = productsDirectory.appendingPathComponent("mapwright")
        process.arguments = arguments
        process.currentDirectoryURL = packageRoot
        process.standardOutput = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        let err = Pipe()
        process.standardError = err
        try process.run()
        let errors = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: errors, as: UTF8.self))
    }

    @Test(arguments: [
        ["check", "schemas/ToDo", "--format", "sarif"], ["check", "schemas/ToDo", "--format", "json"],
        ["check", "schemas/ToDo"],
        ["report", "schemas/ToDo"], ["hash", "schemas/ToDo"],
        ["diff", "schemas/ToDo/ToDo.yaml", "schemas/ToDo/ToDo 2.yaml"], ["check", "--help"], ["--help"],
        ["--generate-completion-script", "bash"],
    ])
    func aFailedWriteEndsTheRunWithStatusTwo(arguments: [String]) throws {
        let run = try Self.runIntoAFullDevice(arguments)
        #expect(run.status == 2, "\(run.stderr)")
        #expect(run.stderr.contains("cannot write to standard output"), "\(run.stderr)")
        #expect(!run.stderr.contains("Backtrace"))
    }

    /// Runs `script` with `sh`, `$MAPWRIGHT` naming the executable, in the package's root.
    static func shell(_ script: String) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script]
        process.currentDirectoryURL = packageRoot
        process.environment = [
            "MAPWRIGHT": productsDirectory.appendingPathComponent("mapwright").path, "PATH": "/usr/bin:/bin",
        ]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// Standard error full, closed, or a pipe nobody reads with SIGPIPE ignored: status 2, not a trap (132).
    @Test(arguments: [
        "\"$MAPWRIGHT\" validate nope 2>/dev/full", "\"$MAPWRIGHT\" validate nope 2>&-",
        """
        s=$(mktemp); trap '' PIPE; { "$MAPWRIGHT" validate nope 2>&1 >/dev/null; echo $? > "$s"; } | (exec <&-)
        r=$(cat "$s"); rm -f "$s"; exit "$r"
        """,
    ])
    func aFailedWriteToStandardErrorEndsTheRunWithStatusTwo(script: String) throws {
        #expect(try Self.shell(script) == 2)
    }

    /// Past `ulimit -f` a write fails like any other (SIGXFSZ once ended the run with 153): status 2, and
    /// no temporary file is left.
    @Test func aFileSizeLimitIsAFailedWrite() throws {
        let folder = try makeTemporaryDirectory()
        let toFile = try Self.shell(
            "ulimit -f 1; exec \"$MAPWRIGHT\" report schemas/ToDo --output '\(folder.path)/r.html'")
        #expect(toFile == 2)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty, "no temporary left")
        let toOutput = try Self.shell("ulimit -f 1; exec \"$MAPWRIGHT\" report schemas/ToDo > '\(folder.path)/s.html'")
        #expect(toOutput == 2)
    }
}
