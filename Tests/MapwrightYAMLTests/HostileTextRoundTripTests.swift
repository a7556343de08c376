import Foundation
import MapwrightDiagnostics
import MapwrightModel
import MapwrightSupport
import MapwrightTestSupport
import MapwrightYAML
import Testing

/// Texts that a YAML writer must quote and escape: the version written reads back equal.
@Suite struct HostileTextRoundTripTests {
    static let texts = [
        "r */ }\nlet injected = 1 /*", "a: b # c", "- item", "'single' \"double\" \\back", "line\r\nbreak",
        "nel\u{85}ls\u{2028}ps\u{2029}", "bom\u{FEFF}", "c1\u{80}\u{9F}", "del\u{7F}", "esc\u{1B}[31m", "\ttab",
        "yes", "~", "null", "&anchor", "*alias", "{flow}", "[flow]", "é 字 🙂",
    ]

    @Test(arguments: texts)
    func reasonsAndUserInfoReadBackEqual(text: String) throws {
        let model = DataModel(
            name: "M",
            entities: [
                Entity(
                    name: "Item", userInfo: [UserInfoEntry(key: "note", value: text)],
                    attributes: [
                        Attribute(name: "title", type: .string, userInfo: [UserInfoEntry(key: "k", value: text)])
                    ],
                    migrationPolicy: MigrationPolicyRequest(reason: text, className: "ItemPolicy"))
            ])
        let written = YAMLModelWriter.render(model)
        let (again, diagnostics) = try readVersion(source: written, name: "M")
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.summaryLine))\n\(written)")
        #expect(again == model, "\(written)")
    }

    @Test func aCommentCannotBeBrokenOutOf() {
        #expect(YAMLScalarStyle.comment("a\nb: 1\u{85}c\u{2028}d") == "a b: 1 c d")
    }

    /// Names a model built through the API can hold: the YAML written still parses, and its keys are
    /// the names.
    @Test(arguments: texts)
    func hostileNamesAreQuoted(name: String) throws {
        let model = DataModel(
            name: "M",
            entities: [
                Entity(name: name, attributes: [Attribute(name: name, type: .string)])
            ])
        let file = try makeTemporaryDirectory().appendingPathComponent("M.yaml")
        try Data(YAMLModelWriter.render(model).utf8).write(to: file)
        let diagnostics = CollectingDiagnosticCollector()
        let root = try #require(YAMLDocument.parse(contentsOf: file.path, diagnostics: diagnostics))
        #expect(!diagnostics.hasErrors, "\(diagnostics.diagnostics.map(\.summaryLine))")
        guard case .mapping(let top) = root.content, case .mapping(let entities)? = top.first?.value.content else {
            Issue.record("not a mapping of entities")
            return
        }
        #expect(entities.map(\.key) == [name])
    }
}
