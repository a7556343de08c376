import Foundation
import MapwrightDiagnostics
import MapwrightTestSupport
import Testing

@testable import MapwrightGenerate

/// A tag opened and never closed is an error at the tag, not an empty stub.
@Suite struct TemplateTagCheckTests {
    @Test(
        arguments: [
            ("final class {{ className {}\n", 1, 13, "}}"),
            ("a\n  {% if x\nb %\n", 2, 3, "%}"),
            ("{{ a }} {# note\n", 1, 9, "#}"),
            ("é {{ x", 1, 3, "}}"),
        ] as [(String, Int, Int, String)])
    func unclosedTagIsFoundAtItsPosition(text: String, line: Int, column: Int, closer: String) throws {
        let tag = try #require(TemplateTagCheck.unclosedTag(in: text))
        #expect(tag.line == line)
        #expect(tag.column == column)
        #expect(tag.closer == closer)
    }

    @Test(arguments: ["{{ a }}\n{% if b %}{% endif %}{# c #}", "no tags { at all }", "{ {", DefaultTemplates.policy])
    func closedTagsPass(text: String) {
        #expect(TemplateTagCheck.unclosedTag(in: text) == nil)
    }

    @Test func loadingReportsTheTagWithFileLineAndColumn() throws {
        let folder = try makeTemporaryDirectory()
        let path = folder.appendingPathComponent(TemplateSet.policyTemplateName).path
        try Data("// stub\n{% if className\n".utf8).write(to: URL(fileURLWithPath: path))
        let diagnostics = ExpectingDiagnosticCollector(expecting: [GenerationRules.templatesUnusable.code])
        #expect(TemplateSet.load(from: folder.path, diagnostics: diagnostics) == nil)
        let error = try #require(diagnostics.diagnostics.first)
        #expect(error.location == MapwrightDiagnostics.SourceLocation(file: path, line: 2, column: 1))
        #expect(error.message == "template tag opened here is never closed with `%}`")
    }
}
