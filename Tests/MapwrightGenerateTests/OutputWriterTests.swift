import Foundation
import MapwrightAnalysis
import MapwrightDiagnostics
import MapwrightGenerate
import MapwrightTestSupport
import MapwrightXcode
import MapwrightYAML
import Testing

@Suite struct OutputWriterTests {
    static func toDoFiles() throws -> [GeneratedFile] {
        try MappingGenerator.files(
            for: [try ToDoExample.mappingModel(step: 0), try ToDoExample.mappingModel(step: 1)],
            renderer: PolicyStubRenderer())
    }

    static func snapshot(_ root: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                result[String(url.path.dropFirst(root.path.count))] = try Data(contentsOf: url)
            }
        }
        return result
    }

    @Test func twoRunsWriteByteIdenticalFiles() throws {
        let first = try makeTemporaryDirectory(), second = try makeTemporaryDirectory()
        let files = try Self.toDoFiles()
        _ = OutputWriter(root: first).write(files, diagnostics: CollectingDiagnosticCollector())
        _ = OutputWriter(root: second).write(try Self.toDoFiles(), diagnostics: CollectingDiagnosticCollector())
        let a = try Self.snapshot(first), b = try Self.snapshot(second)
        #expect(a.count == files.count)
        #expect(a == b)
        let again = try #require(OutputWriter(root: first).write(files, diagnostics: CollectingDiagnosticCollector()))
        #expect(again.allSatisfy { $0.action == .unchanged })
        #expect(try Self.snapshot(first) == a)
    }

    @Test func anEditedStubIsKept() throws {
        let root = try makeTemporaryDirectory()
        let files = try Self.toDoFiles()
        _ = OutputWriter(root: root).write(files, diagnostics: CollectingDiagnosticCollector())
        let stub = root.appendingPathComponent("ToDo2ToToDo3Policy.swift")
        let edited = try String(contentsOf: stub, encoding: .utf8)
            .replacingOccurrences(of: "        return converted\n", with: "        return converted // checked\n")
        try Data(edited.utf8).write(to: stub)
        #expect(StubChecksum.state(of: edited) == .edited)

        let diagnostics = CollectingDiagnosticCollector()
        let outcomes = try #require(OutputWriter(root: root).write(files, diagnostics: diagnostics))
        #expect(outcomes.first { $0.relativePath == "ToDo2ToToDo3Policy.swift" }?.action == .keptEdited)
        #expect(try String(contentsOf: stub, encoding: .utf8) == edited)
        #expect(diagnostics.diagnostics.map(\.code) == ["MW210"])

        let check = CollectingDiagnosticCollector()
        _ = OutputWriter(root: root).check(files, diagnostics: check)
        #expect(!check.hasErrors)
    }

    @Test func anUneditedStubIsRegenerated() throws {
        let root = try makeTemporaryDirectory()
        let files = try Self.toDoFiles()
        let stubFile = try #require(files.first { $0.kind == .policyStub })
        let older = StubChecksum.stamp("// an older rendering\n")
        try Data(older.utf8).write(to: root.appendingPathComponent(stubFile.relativePath))
        #expect(StubChecksum.state(of: older) == .unedited)
        let outcomes = try #require(OutputWriter(root: root).write(files, diagnostics: CollectingDiagnosticCollector()))
        #expect(outcomes.first { $0.relativePath == stubFile.relativePath }?.action == .wrote)
        #expect(
            try String(contentsOf: root.appendingPathComponent(stubFile.relativePath), encoding: .utf8)
                == stubFile.contents)
    }

    @Test func checkReportsMissingAndStaleFilesAndWritesNothing() throws {
        let root = try makeTemporaryDirectory()
        let files = try Self.toDoFiles()
        let missing = CollectingDiagnosticCollector()
        let first = try #require(OutputWriter(root: root).check(files, diagnostics: missing))
        #expect(first.allSatisfy { $0.action == .missing })
        #expect(Set(missing.diagnostics.map(\.code)) == ["MW401"])
        #expect(try Self.snapshot(root).isEmpty)

        _ = OutputWriter(root: root).write(files, diagnostics: CollectingDiagnosticCollector())
        let yaml = root.appendingPathComponent("ToDo 2 to ToDo 3.mapping.yaml")
        try Data("changed by hand\n".utf8).write(to: yaml)
        let stale = CollectingDiagnosticCollector()
        let outcomes = try #require(OutputWriter(root: root).check(files, diagnostics: stale))
        #expect(outcomes.filter { $0.action == .stale }.map(\.relativePath) == ["ToDo 2 to ToDo 3.mapping.yaml"])
        #expect(stale.diagnostics.map(\.code) == ["MW402"])
        #expect(try String(contentsOf: yaml, encoding: .utf8) == "changed by hand\n")
    }

    @Test(arguments: [
        "../escape.swift", "/etc/passwd", "a/../../b.swift", "./x.swift", "a//b.swift", "", "a\\b.swift",
        "bad\nname.swift",
    ])
    func unsafePathsAreRefused(path: String) throws {
        let root = try makeTemporaryDirectory()
        let diagnostics = CollectingDiagnosticCollector()
        let outcomes = OutputWriter(root: root).write(
            [GeneratedFile(relativePath: path, contents: "x", kind: .readableMapping)], diagnostics: diagnostics)
        #expect(outcomes == nil)
        #expect(diagnostics.diagnostics.map(\.code) == ["MW200"])
        #expect(try Self.snapshot(root).isEmpty)
    }

    @Test func aSymbolicLinkInTheWayIsRefused() throws {
        let root = try makeTemporaryDirectory(), elsewhere = try makeTemporaryDirectory()
        try FileManager.default.createSymbolicLink(
            at: root.appendingPathComponent("A to B.xcmappingmodel"), withDestinationURL: elsewhere)
        let diagnostics = CollectingDiagnosticCollector()
        _ = OutputWriter(root: root).write(
            [GeneratedFile(relativePath: "A to B.xcmappingmodel/xcmapping.xml", contents: "x", kind: .mappingModel)],
            diagnostics: diagnostics)
        #expect(diagnostics.diagnostics.map(\.code) == ["MW200"])
        #expect(try Self.snapshot(elsewhere).isEmpty)
    }

    @Test func aVersionNameThatWouldEscapeIsRefused() throws {
        var model = try ToDoExample.mappingModel(step: 1)
        model.sourceVersion = "../../ToDo 2"
        let files = try MappingFiles.files(for: model, renderer: PolicyStubRenderer())
        let diagnostics = CollectingDiagnosticCollector()
        let outcomes = OutputWriter(root: try makeTemporaryDirectory()).write(files, diagnostics: diagnostics)
        #expect(outcomes == nil)
        #expect(diagnostics.diagnostics.contains { $0.code == "MW200" })
    }

    @Test func noTemporaryFileIsLeftBehind() throws {
        let root = try makeTemporaryDirectory()
        _ = OutputWriter(root: root).write(try Self.toDoFiles(), diagnostics: CollectingDiagnosticCollector())
        #expect(try Self.snapshot(root).keys.allSatisfy { !$0.contains(".mapwright-") })
    }
}
