import Foundation
import MapwrightCore
import MapwrightDiagnostics
import MapwrightModel
import Testing

@Suite struct ModelLoaderKindTests {
    @Test(arguments: [
        ("Model.xcdatamodeld", ModelInputKind.xcode),
        ("Model.xcdatamodeld/", .xcode),
        ("Model.xcdatamodeld/Model2.xcdatamodel", .xcode),
        ("schemas/ToDo", .yaml),
        ("schemas/ToDo/ToDo 2.yaml", .yaml),
    ])
    func kindFollowsTheExtension(path: String, expected: ModelInputKind) {
        #expect(ModelLoader.kind(of: path) == expected)
    }

    /// A bundle copied under a plain folder name (as many repositories and archives hold them) is still
    /// read as Xcode, and loads.
    @Test func bundleWithoutExtensionIsReadAsXcode() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mapwright-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let plain = folder.appendingPathComponent("Model")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: fixture("Bundles/Notes.xcdatamodeld"), toPath: plain.path)
        #expect(ModelLoader.kind(of: plain.path) == .xcode)
        let diagnostics = CollectingDiagnosticCollector()
        let history = ModelLoader.loadHistory(at: plain.path, diagnostics: diagnostics)
        #expect(!diagnostics.hasErrors)
        #expect(history?.versions.count == 3)
    }

    @Test func theLoaderDispatchesBundlesToTheXcodeReader() throws {
        let diagnostics = CollectingDiagnosticCollector()
        let history = ModelLoader.loadHistory(at: fixture("Bundles/Notes.xcdatamodeld"), diagnostics: diagnostics)
        #expect(history?.versions.count == 3)
        #expect(history?.version(named: "Notes 3")?.configurations.map(\.name) == ["External", "Notes"])
    }
}
