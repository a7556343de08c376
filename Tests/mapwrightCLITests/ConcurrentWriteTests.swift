import Foundation
import MapwrightTestSupport
import Testing

@testable import MapwrightSupport

/// Runs writing into one folder wait for each other (``OutputLock``), so
/// neither mixes its files with the other's nor loses the other's update.
@Suite struct ConcurrentWriteTests {
    /// Starts every command at once in `directory` and waits for all of them.
    static func runTogether(_ commands: [[String]], in directory: URL) throws -> [Int32] {
        let processes = try commands.map { arguments in
            let process = Process()
            process.executableURL = productsDirectory.appendingPathComponent("mapwright")
            process.arguments = arguments
            process.currentDirectoryURL = directory
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            return process
        }
        return processes.map {
            $0.waitUntilExit(); return $0.terminationStatus
        }
    }

    static let toDo = packageRoot.appendingPathComponent("schemas/ToDo").path
    static let lists = packageRoot.appendingPathComponent("schemas/Lists").path

    /// Two models generated into one folder at once give what the two runs give one after the other.
    @Test func twoGenerateRunsIntoOneFolderDoNotMix() throws {
        let sequential = try makeTemporaryDirectory()
        for model in [Self.toDo, Self.lists] {
            #expect(try runMapwright(["generate", model, "--output", "Generated"], in: sequential).status == 0)
        }
        let expected = FullDiskTests.contents(of: sequential.appendingPathComponent("Generated"))
        for _ in 0..<5 {
            let directory = try makeTemporaryDirectory()
            let statuses = try Self.runTogether(
                [
                    ["generate", Self.toDo, "--output", "Generated"],
                    ["generate", Self.lists, "--output", "Generated"],
                ], in: directory)
            #expect(statuses == [0, 0])
            #expect(FullDiskTests.contents(of: directory.appendingPathComponent("Generated")) == expected)
        }
    }

    /// `lock --up-to` racing a full `lock`: whichever runs second reads what the first wrote.
    @Test func racingLockRunsKeepEveryVersion() throws {
        let complete = try makeTemporaryDirectory()
        #expect(try runMapwright(["lock", Self.toDo, "--lock-file", "mapwright.lock"], in: complete).status == 0)
        let expected = try String(contentsOf: complete.appendingPathComponent("mapwright.lock"), encoding: .utf8)
        for _ in 0..<5 {
            let directory = try makeTemporaryDirectory()
            let statuses = try Self.runTogether(
                [
                    ["lock", Self.toDo, "--lock-file", "mapwright.lock"],
                    ["lock", Self.toDo, "--lock-file", "mapwright.lock", "--up-to", "ToDo 2"],
                ], in: directory)
            #expect(statuses == [0, 0])
            #expect(
                try String(contentsOf: directory.appendingPathComponent("mapwright.lock"), encoding: .utf8) == expected)
        }
    }

    /// The lock itself: a holder on another thread waits until the first lets go.
    @Test func aSecondHolderWaitsForTheFirst() throws {
        let folder = try makeTemporaryDirectory()
        let first = try OutputLock(folder)
        let done = DispatchSemaphore(value: 0)
        let waited = LockedBox<Duration?>(nil)
        Thread {
            let clock = ContinuousClock()
            let begin = clock.now
            let second = try? OutputLock(folder)
            waited.value = clock.now - begin
            _ = consume second
            done.signal()
        }.start()
        Thread.sleep(forTimeInterval: 0.3)
        _ = consume first
        done.wait()
        #expect(try #require(waited.value) >= .milliseconds(250))
    }
}

/// A value shared between the test and the thread it starts.
final class LockedBox<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    init(_ value: Value) { stored = value }
    var value: Value {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}
