import Foundation
import MapwrightCore
import Testing

/// Xcode → YAML → Xcode for every fixture bundle: the YAML reads back as the same model, with the
/// same version hashes, and exporting it reproduces every semantic attribute of the original XML.
/// Every version chain also goes through the migration analysis.
@Suite struct YAMLInteropTests {
    func throughYAML(_ history: ModelHistory) throws -> ModelHistory {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mapwright-yaml-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try YAMLModelWriter.write(history, toFolder: folder)
        let diagnostics = DiagnosticsCollector()
        let read = YAMLModelReader.readHistory(at: folder, diagnostics: diagnostics)
        let errors = diagnostics.sorted.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(errors.map(\.summaryLine))")
        return try #require(read)
    }

    @Test(arguments: Fixtures.bundleNames)
    func yamlKeepsTheModel(_ name: String) throws {
        let (history, _) = try Fixtures.history(name)
        let yaml = try throughYAML(history)
        #expect(yaml.versions.map(\.name) == history.versions.map(\.name))
        #expect(yaml.currentVersionName == history.currentVersionName)
        for (original, imported) in zip(history.versions, yaml.versions) {
            #expect(imported == original, "\(name) / \(original.name) changed through YAML")
            let differences = XcodeSemanticComparison.differences(
                original: try #require(FileManager.default.contents(atPath: "\(Fixtures.bundle(name))/\(original.name).xcdatamodel/contents")),
                rewritten: Data(XcodeModelWriter.contents(of: imported).utf8))
            #expect(differences.isEmpty, "\(original.name): \(differences.prefix(5))")
        }
    }

    @Test(arguments: Fixtures.bundleNames)
    func versionHashesFromYAMLEqualThoseFromXML(_ name: String) throws {
        let (history, _) = try Fixtures.history(name)
        let yaml = try throughYAML(history)
        for (original, imported) in zip(history.versions, yaml.versions) {
            #expect(VersionHasher.entityHashes(imported) == VersionHasher.entityHashes(original))
            #expect(VersionHasher.versionChecksum(imported) == VersionHasher.versionChecksum(original))
        }
    }

    @Test(arguments: Fixtures.bundleNames)
    func everyVersionChainCanBeAnalyzed(_ name: String) throws {
        let (history, _) = try Fixtures.history(name)
        let analysis = MigrationAnalyzer.analyze(history)
        #expect(analysis.adjacentSteps.count == history.versions.count - 1)
        #expect(analysis.adjacentSteps.allSatisfy { !$0.from.isEmpty && !$0.to.isEmpty })
    }
}
