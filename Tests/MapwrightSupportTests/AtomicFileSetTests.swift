import Foundation
import MapwrightSupport
import MapwrightTestSupport
import Testing

/// Writes of several files are all or nothing, and what a killed run left half done is finished by
/// the next one.
struct AtomicFileSetTests {
    /// A process id no process has.
    private let deadPid = Int32.max

    private func contents(_ folder: URL) throws -> [String: String] {
        var result: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        while let path = enumerator?.nextObject() as? String {
            let url = folder.appendingPathComponent(path)
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue {
                result[path] = try String(contentsOf: url, encoding: .utf8)
            }
        }
        return result
    }

    @Test func writesEveryFileAndLeavesNoTemporaryOrJournal() throws {
        let root = try makeTemporaryDirectory()
        try AtomicFileSet.write(
            [
                (root.appendingPathComponent("a.txt"), Data("A".utf8)),
                (root.appendingPathComponent("sub/b.txt"), Data("B".utf8)),
            ], journalIn: root)
        #expect(try contents(root) == ["a.txt": "A", "sub/b.txt": "B"])
    }

    @Test func aFileThatCannotBeWrittenChangesNothing() throws {
        let root = try makeTemporaryDirectory()
        try Data("old".utf8).write(to: root.appendingPathComponent("a.txt"))
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("c.txt"), withIntermediateDirectories: false)
        #expect(throws: FolderWriteError.self) {
            try AtomicFileSet.write(
                [
                    (root.appendingPathComponent("a.txt"), Data("new".utf8)),
                    (root.appendingPathComponent("new/b.txt"), Data("B".utf8)),
                    (root.appendingPathComponent("c.txt"), Data("C".utf8)),
                ], journalIn: root)
        }
        #expect(try contents(root) == ["a.txt": "old"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path).sorted() == ["a.txt", "c.txt"])
    }

    @Test func aFailureWhileStagingRemovesEveryTemporary() throws {
        let root = try makeTemporaryDirectory()
        let pid = ProcessInfo.processInfo.processIdentifier
        // A folder where the second file's temporary goes: staging fails after the first file is staged.
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent(".b.txt.mapwright-\(pid).tmp/x"), withIntermediateDirectories: true)
        #expect(throws: FolderWriteError.self) {
            try AtomicFileSet.write(
                [
                    (root.appendingPathComponent("a.txt"), Data("A".utf8)),
                    (root.appendingPathComponent("b.txt"), Data("B".utf8)),
                ], journalIn: root)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == [".b.txt.mapwright-\(pid).tmp"])
    }

    @Test func aNameTooLongIsRefusedInWordsBeforeAnythingIsWritten() throws {
        let root = try makeTemporaryDirectory()
        let error = #expect(throws: FolderWriteError.self) {
            try AtomicFileSet.write(
                [
                    (root.appendingPathComponent("a.txt"), Data("A".utf8)),
                    (root.appendingPathComponent(String(repeating: "n", count: 250) + ".swift"), Data("B".utf8)),
                ], journalIn: root)
        }
        #expect("\(error!)".contains("the file name is 256 bytes long"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path).isEmpty)
    }

    @Test func recoveryRollsAHalfDoneRenameSetForwardAndCleansLeftovers() throws {
        let root = try makeTemporaryDirectory()
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("sub"), withIntermediateDirectories: true)
        // A killed run renamed a.txt and was about to rename sub/b.txt.
        try Data("new A".utf8).write(to: root.appendingPathComponent("a.txt"))
        try Data("old B".utf8).write(to: root.appendingPathComponent("sub/b.txt"))
        try Data("new B".utf8).write(to: root.appendingPathComponent("sub/.b.txt.mapwright-\(deadPid).tmp"))
        let journal = """
            [{"target":"a.txt","temporary":".a.txt.mapwright-\(deadPid).tmp"},\
            {"target":"sub\\/b.txt","temporary":"sub\\/.b.txt.mapwright-\(deadPid).tmp"}]
            """
        try Data(journal.utf8).write(to: root.appendingPathComponent(".mapwright-journal"))
        // A run killed while staging left a temporary; a running one (this process) is left alone.
        try Data("half".utf8).write(to: root.appendingPathComponent("sub/.c.txt.mapwright-\(deadPid).tmp"))
        let live = ".d.txt.mapwright-\(ProcessInfo.processInfo.processIdentifier).tmp"
        try Data("live".utf8).write(to: root.appendingPathComponent(live))
        try AtomicFileSet.recover(in: root)
        #expect(try contents(root) == ["a.txt": "new A", "sub/b.txt": "new B", live: "live"])
    }

    @Test func anUnreadableJournalIsAnErrorAndNothingIsRenamed() throws {
        let root = try makeTemporaryDirectory()
        try Data("[{\"target\":\"../x\",\"temporary\":\"y\"}]".utf8).write(
            to: root.appendingPathComponent(".mapwright-journal"))
        let error = #expect(throws: FolderWriteError.self) { try AtomicFileSet.recover(in: root) }
        #expect("\(error!)".contains("cannot be read; delete it and run again"))
    }
}
