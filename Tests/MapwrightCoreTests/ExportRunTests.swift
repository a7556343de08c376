import Foundation
import MapwrightCore
import MapwrightDiagnostics
import MapwrightSupport
import MapwrightTestSupport
import Testing

/// `export` as a library run: its outcome, the line, notes and problems it hands over, and what it leaves on disk.
@Suite struct ExportRunTests {
    /// A folder holding the model `Items`: `Item` → `Item 2` (`priority` text to a number), with the mapping
    /// model between them; `expression` is the mapping's value expression for `priority`.
    static func project(expression: String = #"FUNCTION($source.priority, "integerValue")"#) throws -> URL {
        let root = try makeTemporaryDirectory()
        try write("current: Item 2\n", to: "Items/_manifest.yaml", in: root)
        try write(
            "entities:\n  Item:\n    attributes:\n      title: String\n      priority: String?\n",
            to: "Items/Item.yaml", in: root)
        try write(
            "entities:\n  Item:\n    attributes:\n      title: String\n      priority: Integer 16?\n",
            to: "Items/Item 2.yaml", in: root)
        try write(
            """
            source: Item
            destination: Item 2
            entityMappings:
              - source: Item
                destination: Item
                attributes:
                  - name: title
                  - name: priority
                    valueExpression: \(expression)

            """, to: "Items/Item to Item 2.mapping.yaml", in: root)
        return root
    }

    /// Runs `request` (default: `out/Items.xcdatamodeld` in `root`) on the model `model` in `root`: the outcome,
    /// the reading and conversion problems, the lines and the notes handed over.
    static func run(_ request: ExportRequest? = nil, model: String = "Items", in root: URL) -> (
        outcome: ExportRun.Outcome, loaded: [Diagnostic], converted: [Diagnostic], lines: [String], notes: [String]
    ) {
        var loaded: [Diagnostic] = []
        var lines: [String] = []
        var notes: [String] = []
        let converted = CollectingDiagnosticCollector()
        let pipeline = Pipeline(configuration: ProjectConfiguration(baseDirectory: "."), workingDirectory: root.path)
        let outcome = ExportRun.run(
            request ?? ExportRequest(output: bundle(root)), path: root.appendingPathComponent(model).path,
            pipeline: pipeline, loaded: { loaded += $0 }, conversion: converted, line: { lines.append($0) },
            note: { notes.append($0) })
        return (outcome, loaded, converted.diagnostics, lines, notes)
    }

    static func bundle(_ root: URL) -> String { root.appendingPathComponent("out/Items.xcdatamodeld").path }

    static func mappingFile(_ root: URL) -> String {
        root.appendingPathComponent("out/Item to Item 2.xcmappingmodel/xcmapping.xml").path
    }

    static func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

    @Test func writesTheBundleAndItsMappingModelWhichReadBack() throws {
        let root = try Self.project()
        let exported = Self.run(in: root)
        #expect(exported.outcome == .exported)
        #expect(
            exported.lines == [
                "exported 2 version(s) of Items to \(Self.bundle(root)) (current: Item 2) and 1 mapping model(s)"
            ])
        #expect(exported.loaded.isEmpty && exported.converted.isEmpty && exported.notes.isEmpty)
        let read = try #require(Pipeline().load(Self.bundle(root)))
        #expect(read.history.versions.map(\.name) == ["Item", "Item 2"])
        #expect(read.history.currentVersionName == "Item 2")
        #expect(read.mappingModels.map(\.displayName) == ["Item to Item 2.xcmappingmodel"])
    }

    @Test func anExpressionAnXcodeMappingCannotHoldIsSaidWhileConverting() throws {
        let root = try Self.project(expression: "($source.priority * 1.8) + 32")
        let exported = Self.run(in: root)
        #expect(exported.outcome == .exported)
        #expect(exported.converted.map(\.code) == ["MW204"])
        #expect(Self.exists(Self.mappingFile(root)))
    }

    @Test func refusesWhenTheBundleOrAMappingModelExistsAndWritesNothing() throws {
        let root = try Self.project()
        _ = Self.run(in: root)
        try FileManager.default.removeItem(atPath: Self.bundle(root))
        let mappingExists = Self.run(in: root)
        #expect(mappingExists.outcome == .unwritten(.filesExist([Self.mappingFile(root)])))
        #expect(mappingExists.lines.isEmpty)
        #expect(!Self.exists(Self.bundle(root)))
        _ = Self.run(ExportRequest(output: Self.bundle(root), force: true), in: root)
        try FileManager.default.removeItem(
            atPath: root.appendingPathComponent("out/Item to Item 2.xcmappingmodel").path)
        let bundleExists = Self.run(in: root)
        guard case .unwritten(.destinationExists) = bundleExists.outcome else {
            Issue.record("\(bundleExists.outcome) is not a refusal")
            return
        }
        #expect(bundleExists.lines.isEmpty)
        #expect(!Self.exists(Self.mappingFile(root)))
    }

    @Test func forceReplacesTheBundleAndTheMappingModel() throws {
        let root = try Self.project()
        _ = Self.run(in: root)
        try "stale".write(toFile: Self.mappingFile(root), atomically: true, encoding: .utf8)
        try write(
            "entities:\n  Item:\n    attributes:\n      title: String\n      priority: Integer 16?\n      done: Boolean?\n",
            to: "Items/Item 3.yaml", in: root)
        try write("current: Item 3\n", to: "Items/_manifest.yaml", in: root)
        let forced = Self.run(ExportRequest(output: Self.bundle(root), force: true), in: root)
        #expect(forced.outcome == .exported)
        #expect(
            forced.lines == [
                "exported 3 version(s) of Items to \(Self.bundle(root)) (current: Item 3) and 1 mapping model(s)"
            ])
        let read = try #require(Pipeline().load(Self.bundle(root)))
        #expect(read.history.versions.map(\.name) == ["Item", "Item 2", "Item 3"])
        #expect(try String(contentsOfFile: Self.mappingFile(root), encoding: .utf8) != "stale")
    }

    @Test func aBundleReadingBackInAnotherOrderGetsANote() throws {
        let root = try makeTemporaryDirectory()
        try write("current: C\nversions: [B, A, C]\n", to: "M/_manifest.yaml", in: root)
        for name in ["A", "B", "C"] {
            try write("entities:\n  E:\n    attributes:\n      a\(name): String\n", to: "M/\(name).yaml", in: root)
        }
        let bundle = root.appendingPathComponent("M.xcdatamodeld").path
        let exported = Self.run(ExportRequest(output: bundle), model: "M", in: root)
        #expect(exported.outcome == .exported)
        #expect(exported.lines == ["exported 3 version(s) of M to \(bundle) (current: C)"])
        #expect(
            exported.notes == [
                "\(bundle): note: an .xcdatamodeld records no version order, and this one reads as A, B, C; "
                    + "keep the model's order in mapwright.yml:\nversions:\n  \(bundle): [B, A, C]\n"
            ])
    }

    @Test func anUnreadableModelOrAnUnwritableBundleIsSaidAndNothingIsWritten() throws {
        let root = try Self.project()
        try write("not a folder", to: "file", in: root)
        let unwritable = Self.run(
            ExportRequest(output: root.appendingPathComponent("file/Items.xcdatamodeld").path), in: root)
        guard case .unwritten(.failed(_, let reason)) = unwritable.outcome else {
            Issue.record("\(unwritable.outcome) is not a failed write")
            return
        }
        #expect(reason.contains("is a file, not a folder"))
        try write("entities: [", to: "Items/Item 2.yaml", in: root)
        let unreadable = Self.run(in: root)
        #expect(unreadable.outcome == .invalid)
        #expect(unreadable.loaded.contains { $0.severity == .error })
        #expect(unreadable.lines.isEmpty && unreadable.notes.isEmpty)
        #expect(!Self.exists(root.appendingPathComponent("out").path))
    }
}
