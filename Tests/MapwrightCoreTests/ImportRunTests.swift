import Foundation
import MapwrightCore
import MapwrightDiagnostics
import MapwrightSupport
import MapwrightTestSupport
import Testing

/// `import` as a library run: its outcome, the line and problems it hands over, and what it leaves on disk.
@Suite struct ImportRunTests {
    /// A folder holding `out/Items.xcdatamodeld` (`Item` → `Item 2`) and its mapping model beside it, exported
    /// from the YAML model `Items`.
    static func project() throws -> URL {
        let root = try ExportRunTests.project()
        #expect(ExportRunTests.run(in: root).outcome == .exported)
        return root
    }

    /// Runs `request` (default: into `back` in `root`) on `model` in `root`: the outcome, the reading problems,
    /// the lines handed over, and whether the pipeline was made.
    static func run(_ request: ImportRequest? = nil, model: String = "out/Items.xcdatamodeld", in root: URL) -> (
        outcome: ImportRun.Outcome, loaded: [Diagnostic], lines: [String], madePipeline: Bool
    ) {
        var loaded: [Diagnostic] = []
        var lines: [String] = []
        var madePipeline = false
        let outcome = ImportRun.run(
            request ?? ImportRequest(output: folder(root)), path: root.appendingPathComponent(model).path,
            pipeline: {
                madePipeline = true
                return Pipeline(configuration: ProjectConfiguration(baseDirectory: "."), workingDirectory: root.path)
            }, loaded: { loaded += $0 }, line: { lines.append($0) })
        return (outcome, loaded, lines, madePipeline)
    }

    static func folder(_ root: URL) -> String { root.appendingPathComponent("back").path }

    static func text(_ name: String, in root: URL) -> String? {
        try? String(contentsOfFile: folder(root) + "/" + name, encoding: .utf8)
    }

    @Test func writesTheFolderAndItsMappingModelWhichReadBack() throws {
        let root = try Self.project()
        let imported = Self.run(in: root)
        #expect(imported.outcome == .imported)
        #expect(
            imported.lines == [
                "imported 2 version(s) of Items into \(Self.folder(root)) (current: Item 2) and 1 mapping model(s)"
            ])
        #expect(imported.loaded.isEmpty)
        let read = try #require(Pipeline().load(Self.folder(root)))
        #expect(read.history.versions.map(\.name) == ["Item", "Item 2"])
        #expect(read.history.currentVersionName == "Item 2")
        #expect(read.mappingModels.map { PathName.lastComponent(of: $0.file) } == ["Item to Item 2.mapping.yaml"])
    }

    @Test func refusesWhenFilesExistAndWritesNothingUnlessForced() throws {
        let root = try Self.project()
        try write("kept", to: "back/Item.yaml", in: root)
        let refused = Self.run(in: root)
        #expect(refused.outcome == .unwritten(.filesExist([Self.folder(root) + "/Item.yaml"])))
        #expect(refused.lines.isEmpty)
        #expect(Self.text("Item.yaml", in: root) == "kept")
        #expect(Self.text("_manifest.yaml", in: root) == nil)
        let forced = Self.run(ImportRequest(output: Self.folder(root), force: true), in: root)
        #expect(forced.outcome == .imported)
        #expect(Self.text("Item.yaml", in: root)?.contains("priority: String?") == true)
        #expect(Self.text("_manifest.yaml", in: root) != nil)
    }

    @Test func aYAMLFolderIsNotConvertedBeforeThePipelineIsMade() throws {
        let root = try Self.project()
        let refused = Self.run(model: "Items", in: root)
        #expect(refused.outcome == .notConvertible)
        #expect(!refused.madePipeline)
        #expect(refused.lines.isEmpty && refused.loaded.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: Self.folder(root)))
    }

    @Test func anUnreadableBundleOrAnUnwritableFolderIsSaidAndNothingIsWritten() throws {
        let root = try Self.project()
        try write("not a folder", to: "file", in: root)
        let unwritable = Self.run(ImportRequest(output: root.appendingPathComponent("file/back").path), in: root)
        guard case .unwritten(.failed(_, let reason)) = unwritable.outcome else {
            Issue.record("\(unwritable.outcome) is not a failed write")
            return
        }
        #expect(reason.contains("is a file, not a folder"))
        try write("not XML", to: "out/Items.xcdatamodeld/Item 2.xcdatamodel/contents", in: root)
        let unreadable = Self.run(in: root)
        #expect(unreadable.outcome == .invalid)
        #expect(unreadable.loaded.contains { $0.severity == .error })
        #expect(unreadable.lines.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: Self.folder(root)))
    }
}
