import Foundation
import MapwrightTestSupport
import Testing

/// `report --output` and `check --write-baseline` replace only regular
/// files: never a device, a FIFO or a link (whose target stays as it was).
@Suite struct SpecialFileTargetTests {
    @Test(arguments: [["report", "ToDo", "--output"], ["check", "ToDo", "--write-baseline"]])
    func aSpecialFileOrALinkIsNeverReplaced(command: [String]) throws {
        let root = try CheckProjectTests.project()
        let fifo = root.appendingPathComponent("fifo")
        #expect(mkfifo(fifo.path, 0o644) == 0)
        let target = root.appendingPathComponent("kept.txt")
        try Data("kept\n".utf8).write(to: target)
        let link = root.appendingPathComponent("link")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        for (path, kind) in [(fifo.path, "a FIFO"), (link.path, "a symbolic link")] {
            let run = try runMapwright(command + [path], in: root)
            #expect(run.status == 2, "\(run.stderr)")
            #expect(run.stderr.contains("it is \(kind): only a regular file is replaced"), "\(run.stderr)")
        }
        let attributes = try FileManager.default.attributesOfItem(atPath: link.path)
        #expect(attributes[.type] as? FileAttributeType == .typeSymbolicLink)
        #expect(try String(contentsOf: target, encoding: .utf8) == "kept\n")
        #expect(
            (try FileManager.default.attributesOfItem(atPath: fifo.path))[.type] as? FileAttributeType != .typeRegular)
    }
}
