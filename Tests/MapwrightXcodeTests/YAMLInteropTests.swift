import Foundation
import MapwrightAnalysis
import MapwrightDiagnostics
import MapwrightModel
import MapwrightTestSupport
import MapwrightXcode
import MapwrightYAML
import Testing

/// Version hashes survive Xcode → YAML, and every fixture's version chain can be analyzed (the other
/// YAML round trips are part of `RoundTripCheck`).
@Suite struct YAMLInteropTests {
    func throughYAML(_ history: ModelHistory) throws -> ModelHistory {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "mapwright-yaml-\(UUID().uuidString)"
        ).path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try YAMLModelWriter.write(history, toFolder: folder)
        let diagnostics = CollectingDiagnosticCollector()
        let read = YAMLModelReader.readHistory(at: folder, diagnostics: diagnostics)
        let errors = diagnostics.sorted.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(errors.map(\.summaryLine))")
        return try #require(read)
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

    @Test(.needsShared("corpus"), arguments: Fixtures.realBundleNames)
    func realVersionHashesFromYAMLEqualThoseFromXML(_ name: String) throws {
        try versionHashesFromYAMLEqualThoseFromXML(name)
    }

    @Test(arguments: Fixtures.bundleNames)
    func everyVersionChainCanBeAnalyzed(_ name: String) throws {
        let (history, _) = try Fixtures.history(name)
        let steps = MigrationAnalyzer.analyze(history).adjacentSteps
        let named = steps.allSatisfy { !$0.from.isEmpty && !$0.to.isEmpty }
        #expect(steps.count == history.versions.count - 1)
        #expect(named)
    }

    @Test(.needsShared("corpus"), arguments: Fixtures.realBundleNames)
    func everyRealVersionChainCanBeAnalyzed(_ name: String) throws { try everyVersionChainCanBeAnalyzed(name) }
}
