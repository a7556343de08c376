import Foundation
import MapwrightSupport
import MapwrightTestSupport
import Testing

/// `export --force` replaces a folder by two renames; a run killed between them leaves no folder at
/// the destination, and the next run puts one back before doing anything else.
struct FolderSwapRecoveryTests {
    private let deadPid = Int32.max

    private func folder(_ url: URL, holding text: String) throws {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url.appendingPathComponent("contents"))
    }

    private func text(_ url: URL) throws -> String {
        try String(contentsOf: url.appendingPathComponent("contents"), encoding: .utf8)
    }

    @Test func aBackupWithoutDestinationIsPutBack() throws {
        let parent = try makeTemporaryDirectory()
        let destination = parent.appendingPathComponent("M.xcdatamodeld")
        try folder(parent.appendingPathComponent(".M.xcdatamodeld.replaced-\(deadPid)"), holding: "old")
        #expect(throws: FolderWriteError.destinationExists(destination.path)) {
            try AtomicFolderWriter.write([("contents", "new")], to: destination.path, overwrite: false)
        }
        #expect(try text(destination) == "old")
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path) == ["M.xcdatamodeld"])
    }

    @Test func stagingAndBackupWithoutDestinationFinishTheSwap() throws {
        let parent = try makeTemporaryDirectory()
        let destination = parent.appendingPathComponent("M.xcdatamodeld")
        try folder(parent.appendingPathComponent(".M.xcdatamodeld.replaced-\(deadPid)"), holding: "old")
        try folder(parent.appendingPathComponent(".M.xcdatamodeld.writing-\(deadPid)"), holding: "staged")
        #expect(throws: FolderWriteError.destinationExists(destination.path)) {
            try AtomicFolderWriter.write([("contents", "new")], to: destination.path, overwrite: false)
        }
        #expect(try text(destination) == "staged")
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path) == ["M.xcdatamodeld"])
    }

    @Test func leftoversBesideAnIntactDestinationAreRemovedAndTheWriteGoesOn() throws {
        let parent = try makeTemporaryDirectory()
        let destination = parent.appendingPathComponent("M.xcdatamodeld")
        try folder(destination, holding: "current")
        try folder(parent.appendingPathComponent(".M.xcdatamodeld.writing-\(deadPid)"), holding: "half")
        try AtomicFolderWriter.write([("contents", "new")], to: destination.path, overwrite: true)
        #expect(try text(destination) == "new")
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path) == ["M.xcdatamodeld"])
    }
}
