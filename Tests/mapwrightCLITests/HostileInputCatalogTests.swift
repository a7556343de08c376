import Foundation
import MapwrightTestSupport
import Testing

/// Every hostile input of issue 16 through the command line: the exit status, one error (or a bounded
/// few) naming its position and code (whose page in `docs/rules/` says how to fix it), nothing written
/// or changed, and an answer within 10 seconds of CPU time.
@Suite struct HostileInputCatalogTests {
    @Test func theCatalogHoldsAtLeastSixtyInputs() {
        #expect(HostileInputCatalog.all.count >= 60)
        #expect(Set(HostileInputCatalog.all.map(\.name)).count == HostileInputCatalog.all.count)
        #expect(HostileInputCatalog.categories.map(\.inputs.count).reduce(0, +) == HostileInputCatalog.all.count)
    }

    @Test(arguments: HostileInputCatalog.all)
    func isRefusedWithOnePositionedErrorAndChangesNothing(_ input: HostileInput) throws {
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let project = root.appendingPathComponent("project")
        for (path, bytes) in input.files {
            let url = project.appendingPathComponent(path).standardizedFileURL
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
        }
        for (path, destination) in input.links {
            let url = project.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: destination)
        }
        try FileManager.default.createDirectory(
            at: project.appendingPathComponent("out"), withIntermediateDirectories: true)
        try Data("kept\n".utf8).write(to: project.appendingPathComponent("out/kept.txt"))
        let before = try snapshot(root)

        // CPU time, not wall time: the catalog runs in parallel with the other tests, and a loaded machine
        // stretched a run's wall time past any bound worth setting.
        let timed = try runMapwrightTimed(input.arguments, in: project)
        let result = timed.result

        #expect(timed.cpuSeconds < 10, "took \(timed.cpuSeconds) s of CPU time")
        #expect(result.status == input.status, "\(result.stderr.prefix(2_000))")
        #expect(try snapshot(root) == before, "the run wrote or changed files")
        #expect(!result.stdout.contains("hunter2") && !result.stderr.contains("hunter2"))
        #expect(result.stderr.utf8.count < 64_000, "\(result.stderr.utf8.count) bytes of messages")
        let errors = result.stderr.split(separator: "\n").filter {
            $0.contains(": error: ") || $0.hasPrefix("error: ") || $0.hasPrefix("Error: ")
        }
        guard input.status != 0 else {
            #expect(errors.isEmpty, "\(errors)")
            return
        }
        #expect((1...input.maximumErrors).contains(errors.count), "\(errors.count) errors: \(errors.prefix(5))")
        for code in input.codes {
            #expect(errors.contains { $0.hasSuffix("[\(code)]") }, "no \(code) among \(errors.prefix(5))")
            #expect(
                FileManager.default.fileExists(atPath: packageRoot.appendingPathComponent("docs/rules/\(code).md").path)
            )
        }
        if input.positioned {
            #expect(
                errors.contains { $0.range(of: #"^[^ ].*:\d+:\d+: error: "#, options: .regularExpression) != nil },
                "\(errors.prefix(3))")
        }
    }

    /// Every file below `folder` (links as their target path), by relative path.
    private func snapshot(_ folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let manager = FileManager.default
        for path in manager.enumerator(atPath: folder.path)?.allObjects as? [String] ?? [] {
            let url = folder.appendingPathComponent(path)
            if let destination = try? manager.destinationOfSymbolicLink(atPath: url.path) {
                files[path] = Data("link → \(destination)".utf8)
            } else {
                var isFolder: ObjCBool = false
                _ = manager.fileExists(atPath: url.path, isDirectory: &isFolder)
                files[path] = isFolder.boolValue ? Data() : try Data(contentsOf: url)
            }
        }
        return files
    }
}
