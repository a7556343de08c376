import Foundation
import MapwrightDiagnostics
import MapwrightTestSupport
import MapwrightYAML
import Testing

/// The parser's limits are configurable and hold exactly at their bounds.
@Suite struct LimitsTests {
    private func read(_ text: String, limits: YAMLLimits) throws -> [String] {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("M.yaml")
        try Data(text.utf8).write(to: file)
        let diagnostics = CollectingDiagnosticCollector()
        _ = YAMLModelReader.readVersion(at: file.path, limits: limits, diagnostics: diagnostics)
        return diagnostics.sorted.map(\.code)
    }

    @Test func depthLimitIsExact() throws {
        // `entities` mapping inside the root mapping: depth 2.
        #expect(try read("entities: {}\n", limits: YAMLLimits(maxDepth: 2)).isEmpty)
        #expect(try read("entities: {}\n", limits: YAMLLimits(maxDepth: 1)) == ["MW010"])
    }

    @Test func aliasBudgetCountsExpandedNodes() throws {
        // The alias copies a list of three: four nodes. Within budget, reading goes on (and rejects the
        // two keys the format does not have); over it, reading stops.
        let text = "x: &names [a, b, c]\ny: *names\nentities: {}\n"
        #expect(try read(text, limits: YAMLLimits(maxAliasExpansion: 4)) == ["MW006", "MW006"])
        #expect(try read(text, limits: YAMLLimits(maxAliasExpansion: 3)) == ["MW009"])
    }
}
