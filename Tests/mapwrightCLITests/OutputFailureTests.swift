import Foundation
import MapwrightTestSupport
import Testing

/// Reliability round 3, item 4: when standard output cannot be written, the run says so and exits 2:
/// never a crash, never exit 0 having written nothing (CI would upload an empty SARIF file as a pass).
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
        ["diff", "schemas/ToDo/ToDo.yaml", "schemas/ToDo/ToDo 2.yaml"],
    ])
    func aFailedWriteEndsTheRunWithStatusTwo(arguments: [String]) throws {
        let run = try Self.runIntoAFullDevice(arguments)
        #expect(run.status == 2, "\(run.stderr)")
        #expect(run.stderr.contains("cannot write to standard output"), "\(run.stderr)")
        #expect(!run.stderr.contains("Backtrace"))
    }
}
