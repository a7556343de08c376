import Foundation
import MapwrightDiagnostics
import MapwrightSupport
import MapwrightValidation
import Testing

@Suite struct ConcurrentMapTests {
    @Test func resultsKeepTheOrderOfTheElements() {
        let numbers = Array(0..<1000)
        #expect(numbers.concurrentMap { $0 * $0 } == numbers.map { $0 * $0 })
        #expect([Int]().concurrentMap { $0 }.isEmpty)
        #expect([7].concurrentMap { $0 + 1 } == [8])
    }

    @Test func aSliceIsMappedFromItsOwnStart() {
        let slice = Array(0..<100)[40..<60]
        #expect(slice.concurrentMap { $0 } == Array(40..<60))
    }

    @Test(.enabled(if: ProcessInfo.processInfo.activeProcessorCount > 1, "one core: nothing to spread"))
    func elementsAreTransformedOnMoreThanOneThread() {
        let threads = ThreadsSeen()
        _ = Array(0..<64).concurrentMap { _ in
            // Each element waits (up to two seconds in all, on a busy machine) for a second thread to take one.
            threads.record(ObjectIdentifier(Thread.current))
            threads.waitForASecondThread(until: Date().addingTimeInterval(2))
            return 0
        }
        #expect(threads.count > 1)
    }

    @Test func diagnosticsArriveInTheOrderOfTheElementsNotOfTheirCompletion() {
        let collector = CollectingDiagnosticCollector()
        let files = (0..<40).map { "v\($0).yaml" }
        let results = files.concurrentMap(diagnostics: collector) { file, diagnostics in
            // Later elements finish first.
            usleep(UInt32(40 - (Int(file.dropFirst().prefix { $0.isNumber }) ?? 0)) * 200)
            diagnostics.emit(
                ModelRules.invalidEntityName, "first of \(file)", at: SourceLocation(file: file, line: 1, column: 1))
            diagnostics.emit(ModelRules.invalidPropertyName, "second of \(file)", at: nil)
            return file.count
        }
        #expect(results == files.map(\.count))
        #expect(collector.diagnostics.map(\.message) == files.flatMap { ["first of \($0)", "second of \($0)"] })
    }
}

/// The threads that ran a transform, safe to record from any of them.
private final class ThreadsSeen: @unchecked Sendable {
    private var seen: Set<ObjectIdentifier> = []
    private var gaveUp = false
    private let lock = NSLock()

    var count: Int { lock.withLock { seen.count } }

    func record(_ thread: ObjectIdentifier) {
        lock.withLock { _ = seen.insert(thread) }
    }

    func waitForASecondThread(until deadline: Date) {
        while lock.withLock({ seen.count < 2 && !gaveUp }) {
            if Date() > deadline {
                lock.withLock { gaveUp = true }
                return
            }
            usleep(1000)
        }
    }
}
