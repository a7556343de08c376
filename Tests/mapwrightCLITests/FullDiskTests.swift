import Foundation
import MapwrightTestSupport
import Testing

/// A write that fails half-way (a full disk) leaves nothing behind — no
/// temporary file, no new folder — and the temporary files of a killed run are removed by the next one.
@Suite struct FullDiskTests {
    /// Runs mapwright where no regular file can grow (`ulimit -f 0`, `SIGXFSZ` ignored): every `write(2)`
    /// to a file fails with `EFBIG`, as it would on a full disk.
    static func runWithoutSpace(_ arguments: [String], in directory: URL) throws -> CLIResult {
        try runExecutable(
            URL(fileURLWithPath: "/bin/sh"),
            [
                "-c", "trap '' XFSZ; ulimit -f 0; exec \"$0\" \"$@\"",
                productsDirectory.appendingPathComponent("mapwright").path,
            ] + arguments, in: directory)
    }

    /// Every file and folder below `directory`, hidden ones included.
    static func contents(of directory: URL) -> [String] {
        (FileManager.default.subpaths(atPath: directory.path) ?? []).sorted()
    }

    static let model = packageRoot.appendingPathComponent("schemas/ToDo").path

    @Test(arguments: [
        ["report", model, "--output", "report.html"],
        ["lock", model, "--lock-file", "mapwright.lock"],
        ["check", model, "--write-baseline", "baseline.json"],
        ["generate", model, "--output", "Generated"],
        ["generate", model, "--swiftdata", "--output", "Generated"],
        ["export", model, "--output", "ToDo.xcdatamodeld"],
    ])
    func aFailedWriteLeavesNothingBehind(arguments: [String]) throws {
        let directory = try makeTemporaryDirectory()
        let result = try Self.runWithoutSpace(arguments, in: directory)
        #expect(result.status == 2, "\(result.stdout)\(result.stderr)")
        #expect(result.stderr.contains("File too large"), "\(result.stderr)")
        #expect(Self.contents(of: directory) == [], "left behind: \(Self.contents(of: directory))")
    }

    @Test func aKilledRunsTemporaryFileIsRemovedByTheNextWrite() throws {
        let directory = try makeTemporaryDirectory()
        // A process id that is not running: the highest the kernel hands out is below 2^22.
        let stale = ".report.html.mapwright-9999999.tmp"
        let other = ".notes.txt.mapwright-9999999.tmp"
        for name in [stale, other] { try Data("half".utf8).write(to: directory.appendingPathComponent(name)) }
        let result = try runMapwright(["report", Self.model, "--output", "report.html"], in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        // Only the leftovers of the file written are this write's business.
        #expect(Self.contents(of: directory) == [other, "report.html"])
    }
}
