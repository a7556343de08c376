import Foundation
import MapwrightAnalysis
import MapwrightCore
import MapwrightDiagnostics
import MapwrightModel
import MapwrightSupport
import MapwrightTestSupport
import Testing

@testable import MapwrightXcode

/// The fast path of the `contents` reader (streamed decoding, entities reused across versions) against its
/// twin, the plain path (each version read alone, the whole tree parsed, then decoded): over every bundle of
/// the test tree, every rule example holding one, and the real bundles and histories of `../shared`, both
/// give the same history, the same diagnostics, and the same entity hashes and checksums.
@Suite struct ContentsReadingTwinTests {
    @Test func fixtureBundlesReadTheSameBothWays() throws {
        let bundles = Self.bundles(under: packageRoot.appendingPathComponent("Tests").path)
        #expect(bundles.count > 10, "found only \(bundles)")
        for bundle in bundles { Self.expectTwinsAgree(at: bundle) }
    }

    @Test func ruleExampleBundlesReadTheSameBothWays() throws {
        var read = 0
        for rule in RuleRegistry.all {
            for example in rule.examples.triggering + rule.examples.nonTriggering
            where example.files.contains(where: { $0.name.contains(".xcdatamodel") }) {
                let folder = try makeTemporaryDirectory()
                for file in example.files { try write(file.text + "\n", to: file.name, in: folder) }
                for bundle in Self.bundles(under: folder.path) {
                    Self.expectTwinsAgree(at: bundle, context: rule.code)
                    read += 1
                }
            }
        }
        #expect(read > 20, "only \(read) bundles in the rule examples")
    }

    @Test(.needsShared("corpus")) func corpusBundlesReadTheSameBothWays() throws {
        let corpus = try #require(SharedFiles.folder("corpus"))
        for bundle in Self.bundles(under: corpus.path) { Self.expectTwinsAgree(at: bundle) }
    }

    @Test(.needsShared("histories")) func historiesReadTheSameBothWays() throws {
        let histories = try #require(SharedFiles.folder("histories"))
        let bundles = Self.bundles(under: histories.path)
        #expect(bundles.count == 2, "\(bundles)")
        for bundle in bundles { Self.expectTwinsAgree(at: bundle) }
    }

    /// `check --since` reads the revision's copy of a model with the entities the work tree's reading decoded:
    /// a copy elsewhere, each `contents` file a line longer at its top, reads with them as it reads alone.
    @Test func aCopyReadWithTheOriginalsEntitiesReadsAsItDoesAlone() throws {
        let bundles = Self.bundles(under: packageRoot.appendingPathComponent("Tests").path)
            .filter { $0.hasSuffix(".xcdatamodeld") }
        #expect(bundles.count > 5, "found only \(bundles)")
        for bundle in bundles {
            let entities = DecodedEntityCache()
            _ = XcodeModelReader.readHistory(
                at: bundle, diagnostics: CollectingDiagnosticCollector(), keepingReadableVersions: true,
                entities: entities)
            let copy = try makeTemporaryDirectory().appendingPathComponent(PathName.lastComponent(of: bundle))
            defer { try? FileManager.default.removeItem(at: copy.deletingLastPathComponent()) }
            try FileManager.default.copyItem(atPath: bundle, toPath: copy.path)
            for version in try FileManager.default.contentsOfDirectory(atPath: copy.path) {
                let contents = copy.appendingPathComponent(version).appendingPathComponent("contents")
                guard let text = try? String(contentsOf: contents, encoding: .utf8), let end = text.firstIndex(of: "\n")
                else { continue }
                try (text[...end] + "\n" + text[text.index(after: end)...]).write(
                    to: contents, atomically: true, encoding: .utf8)
            }
            let sharedDiagnostics = CollectingDiagnosticCollector(), aloneDiagnostics = CollectingDiagnosticCollector()
            let shared = XcodeModelReader.readHistory(
                at: copy.path, diagnostics: sharedDiagnostics, keepingReadableVersions: true, entities: entities)
            let alone = XcodeModelReader.readHistory(
                at: copy.path, diagnostics: aloneDiagnostics, keepingReadableVersions: true)
            #expect(shared == alone, "\(bundle): the copy read with the original's entities differs")
            #expect(sharedDiagnostics.diagnostics == aloneDiagnostics.diagnostics, "\(bundle): diagnostics differ")
        }
    }

    /// Reads `path` both ways and expects the same history, diagnostics, entity hashes and checksums.
    static func expectTwinsAgree(at path: String, context: String = "") {
        let fastDiagnostics = CollectingDiagnosticCollector(), plainDiagnostics = CollectingDiagnosticCollector()
        let fast = XcodeModelReader.readHistory(
            at: path, diagnostics: fastDiagnostics, keepingReadableVersions: true, reading: .fast)
        let plain = XcodeModelReader.readHistory(
            at: path, diagnostics: plainDiagnostics, keepingReadableVersions: true, reading: .plain)
        let name = "\(context) \(path)"
        #expect(fast == plain, "\(name): the fast path's history differs from the plain one's")
        #expect(
            fastDiagnostics.diagnostics.map(comparable) == plainDiagnostics.diagnostics.map(comparable),
            "\(name): diagnostics differ")
        guard let fast, let plain, fast.versions.count == plain.versions.count else { return }
        for (fastVersion, plainVersion) in zip(fast.versions, plain.versions) {
            #expect(
                VersionHasher.entityHashes(fastVersion) == VersionHasher.entityHashes(plainVersion),
                "\(name) \(fastVersion.name): entity hashes differ")
            #expect(
                VersionHasher.versionChecksum(fastVersion) == VersionHasher.versionChecksum(plainVersion),
                "\(name) \(fastVersion.name): checksums differ")
        }
    }

    /// A diagnostic as the twins must agree on it: of a damaged binary list, Foundation says only that it is
    /// none where the fast check says what is wrong, so MW032's reason after "cannot be read: " may differ.
    static func comparable(_ diagnostic: Diagnostic) -> Diagnostic {
        guard diagnostic.code == "MW032", let cut = diagnostic.message.range(of: "cannot be read: ") else {
            return diagnostic
        }
        var kept = diagnostic
        kept.message = String(diagnostic.message[..<cut.upperBound])
        return kept
    }

    /// Every `.xcdatamodeld` bundle under `root`, and every `.xcdatamodel` version outside one, sorted.
    static func bundles(under root: String) -> [String] {
        let manager = FileManager.default
        guard let walk = manager.enumerator(atPath: root) else { return [] }
        var found: [String] = []
        while let relative = walk.nextObject() as? String {
            let name = PathName.lastComponent(of: relative)
            guard name.hasSuffix(".xcdatamodeld") || name.hasSuffix(".xcdatamodel") else { continue }
            walk.skipDescendants()
            found.append(root + "/" + relative)
        }
        return found.sorted()
    }
}
