import Foundation
import MapwrightAnalysis
import MapwrightCore
import MapwrightDiagnostics
import MapwrightModel
import MapwrightSupport
import MapwrightTestSupport
import Testing

@testable import MapwrightXcode

/// The keyed-archive walk in place (``ArchiveGraph``, base64 on bytes) against its twin, Foundation's reading
/// (``FoundationArchive``, base64 filtered by characters): over every mapping model and archive of the test
/// tree, every rule example holding a mapping model, and the real ones of `../shared/corpus`, both give the same
/// mapping model, the same diagnostics, and the same entity hashes for each snapshot. Stores' model caches are
/// compared in `ModelCacheTwinTests`.
@Suite struct ArchiveReadingTwinTests {
    @Test func fixtureArchivesReadTheSameBothWays() throws {
        let tests = packageRoot.appendingPathComponent("Tests").path
        let mappings = Self.files(under: tests, named: "xcmapping.xml")
        let legacy = Self.files(under: tests, named: "elements")
        #expect(mappings.count >= 1 && legacy.count >= 2, "found only \(mappings), \(legacy)")
        for file in mappings { Self.expectMappingTwinsAgree(at: file) }
        for file in legacy { try Self.expectSnapshotTwinsAgree(at: file) }
    }

    @Test func ruleExampleMappingModelsReadTheSameBothWays() throws {
        var read = 0
        for rule in RuleRegistry.all {
            for example in rule.examples.triggering + rule.examples.nonTriggering
            where example.files.contains(where: { $0.name.hasSuffix("xcmapping.xml") }) {
                let folder = try makeTemporaryDirectory()
                for file in example.files where file.name.hasSuffix("xcmapping.xml") {
                    let path = try write(file.text + "\n", to: file.name, in: folder)
                    Self.expectMappingTwinsAgree(at: path, context: rule.code)
                    read += 1
                }
            }
        }
        #expect(read >= 4, "only \(read) mapping models in the rule examples")
    }

    @Test(.needsShared("corpus")) func corpusArchivesReadTheSameBothWays() throws {
        let corpus = try #require(SharedFiles.folder("corpus")).path
        let mappings = Self.files(under: corpus, named: "xcmapping.xml")
        #expect(mappings.count > 30, "found only \(mappings.count) mapping models")
        for file in mappings { Self.expectMappingTwinsAgree(at: file) }
        let snapshots = Self.files(under: corpus, named: "elements") + Self.files(under: corpus, suffix: "modeldata")
        #expect(snapshots.count >= 3, "\(snapshots)")
        for file in snapshots { try Self.expectSnapshotTwinsAgree(at: file) }
    }

    /// Reads the mapping model at `path` both ways: the same model, diagnostics and snapshot hashes.
    static func expectMappingTwinsAgree(at path: String, context: String = "") {
        let fastDiagnostics = CollectingDiagnosticCollector(), plainDiagnostics = CollectingDiagnosticCollector()
        let fast = MappingModelReader.read(at: path, diagnostics: fastDiagnostics, reading: .fast)
        let plain = MappingModelReader.read(at: path, diagnostics: plainDiagnostics, reading: .plain)
        let name = "\(context) \(path)"
        #expect(fast == plain, "\(name): the walk's mapping model differs from Foundation's")
        #expect(fastDiagnostics.diagnostics == plainDiagnostics.diagnostics, "\(name): diagnostics differ")
        for (fastModel, plainModel) in [
            (fast?.sourceModelSnapshot, plain?.sourceModelSnapshot),
            (fast?.destinationModelSnapshot, plain?.destinationModelSnapshot),
        ] {
            #expect(
                fastModel.map(VersionHasher.entityHashes) == plainModel.map(VersionHasher.entityHashes),
                "\(name): snapshot hashes differ")
        }
    }

    /// Decodes the model snapshot at `path` (a legacy `elements` file, a saved snapshot) both ways.
    static func expectSnapshotTwinsAgree(at path: String) throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let fast = Result { try ModelSnapshotDecoder.model(from: data, name: "M", reading: .fast) }
        let plain = Result { try ModelSnapshotDecoder.model(from: data, name: "M", reading: .plain) }
        switch (fast, plain) {
        case (.success(let fast), .success(let plain)):
            #expect(fast.model == plain.model, "\(path): the walk's model differs from Foundation's")
            #expect(fast.unknownSettings == plain.unknownSettings, "\(path)")
            #expect(VersionHasher.entityHashes(fast.model) == VersionHasher.entityHashes(plain.model), "\(path)")
        case (.failure(let fast), .failure(let plain)):
            // A damaged list: the check says what is wrong with it, Foundation only that it is none.
            let plainMessage = (plain as? ArchiveGraph.Failure)?.message
            if plainMessage != "not a property list" {
                #expect((fast as? ArchiveGraph.Failure)?.message == plainMessage, "\(path)")
            }
        default:
            Issue.record("\(path): read one way only (fast \(fast), plain \(plain))")
        }
    }

    /// Every file under `root` named `name` or ending in `suffix`, sorted.
    static func files(under root: String, named name: String? = nil, suffix: String? = nil) -> [String] {
        guard let walk = FileManager.default.enumerator(atPath: root) else { return [] }
        var found: [String] = []
        while let relative = walk.nextObject() as? String {
            let last = PathName.lastComponent(of: relative)
            guard last == name || suffix.map(last.hasSuffix) == true else { continue }
            var directory: ObjCBool = false
            if FileManager.default.fileExists(atPath: root + "/" + relative, isDirectory: &directory),
                !directory.boolValue
            {
                found.append(root + "/" + relative)
            }
        }
        return found.sorted()
    }
}
