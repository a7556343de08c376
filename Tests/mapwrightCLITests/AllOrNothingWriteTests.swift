import Foundation
import MapwrightTestSupport
import Testing

/// Every command writes all or nothing, and a failed write is exit status 2 with the reason in words.
@Suite struct AllOrNothingWriteTests {
    let toDo = packageRoot.appendingPathComponent("schemas/ToDo").path

    private func listing(_ folder: URL) -> [String] {
        (FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []).sorted()
    }

    @Test func generateWritesNothingWhenOneFileCannotBeWritten() throws {
        let output = try makeTemporaryDirectory()
        // The sixth file's place is taken by a folder: the five others must not be written either.
        try FileManager.default.createDirectory(
            at: output.appendingPathComponent("ToDo2ToToDo3Policy.swift"), withIntermediateDirectories: false)
        let result = try runMapwright(["generate", toDo, "--output", output.path])
        #expect(result.status == 2)
        #expect(
            result.stderr.contains("[MW203]") && result.stderr.contains("a folder is in the way; nothing was written"),
            "\(result.stderr)")
        #expect(!result.stderr.contains("NSCocoaErrorDomain"))
        #expect(listing(output) == ["ToDo2ToToDo3Policy.swift"])
    }

    @Test func generateFinishesTheRenamesOfAKilledRun() throws {
        let output = try makeTemporaryDirectory()
        #expect(try runMapwright(["generate", toDo, "--output", output.path]).status == 0)
        let after = listing(output)
        let stub = output.appendingPathComponent("ToDo1ToToDo2Policy.swift")
        let generated = try Data(contentsOf: stub)
        // A run killed after staging the stub and writing its journal, before renaming it.
        try Data("// old\n".utf8).write(to: stub)
        let temporary = ".ToDo1ToToDo2Policy.swift.mapwright-\(Int32.max).tmp"
        try generated.write(to: output.appendingPathComponent(temporary))
        try Data("[{\"target\":\"ToDo1ToToDo2Policy.swift\",\"temporary\":\"\(temporary)\"}]".utf8)
            .write(to: output.appendingPathComponent(".mapwright-journal"))
        let check = try runMapwright(["generate", toDo, "--output", output.path])
        #expect(check.status == 0, "\(check.stderr)")
        #expect(check.stdout.contains("unchanged ToDo1ToToDo2Policy.swift"), "\(check.stdout)")
        #expect(try Data(contentsOf: stub) == generated)
        #expect(listing(output) == after)
    }

    @Test func exportIntoAFileIsExitTwoInWords() throws {
        let directory = try makeTemporaryDirectory()
        try Data("x".utf8).write(to: directory.appendingPathComponent("file"))
        let result = try runMapwright(["export", toDo, "--output", "file/M.xcdatamodeld"], in: directory)
        #expect(result.status == 2)
        #expect(result.stderr.contains("is a file, not a folder"), "\(result.stderr)")
        #expect(!result.stderr.contains("NSCocoaErrorDomain"))
    }

    @Test func lockAndConfigInitFailuresAreExitTwoInWords() throws {
        let directory = try makeTemporaryDirectory()
        try Data("x".utf8).write(to: directory.appendingPathComponent("file"))
        let lock = try runMapwright(["lock", toDo, "--lock-file", "file/ToDo.mapwright.lock"], in: directory)
        #expect(lock.status == 2)
        #expect(
            lock.stderr.contains("cannot write the lock file") && lock.stderr.contains("is a file, not a folder"),
            "\(lock.stderr)")
        let config = try runMapwright(["config", "init", "--path", "missing/mapwright.yml"], in: directory)
        #expect(config.status == 2)
        #expect(config.stderr.hasPrefix("error: cannot write"), "\(config.stderr)")
        #expect(!lock.stderr.contains("NSCocoaErrorDomain") && !config.stderr.contains("NSCocoaErrorDomain"))
    }
}
