import Foundation
import MapwrightDiagnostics
import MapwrightSupport
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// GitHub's runner reads a legacy workflow command (`##[error]…`) anywhere in a line: the second `#` of
/// every `##[` is written as an escape the output's language reads back as `#`.
@Suite struct LegacyCommandTests {
    @Test(arguments: [
        ("##[error]x", "#~[error]x"), ("a ##[group]b ##[endgroup]", "a #~[group]b #~[endgroup]"),
        ("###[x", "##~[x"), ("x##[", "x#~["), ("#[ # #[ ## [", "#[ # #[ ## ["), ("", ""), ("é##[", "é#~["),
    ])
    func everyLegacyPrefixIsBroken(text: String, expected: String) {
        let broken = PrintableText.legacyCommandsBroken(text, secondHashAs: "~")
        #expect(broken == expected)
        #expect(!broken.contains(PrintableText.legacyCommandPrefix))
    }

    @Test func xmlReadsBackTheSameText() throws {
        let text = "a ##[error]b ###[group]"
        let escaped = XMLEscaping.escape(text)
        #expect(escaped == "a #&#35;[error]b ##&#35;[group]")
        let document = try XMLDocument(xmlString: "<r v=\"\(escaped)\">\(escaped)</r>")
        #expect(document.rootElement()?.stringValue == text)
        #expect(document.rootElement()?.attribute(forName: "v")?.stringValue == text)
    }

    @Test func plainTextShowsTheEscape() {
        #expect(PrintableText.escaped("##[warning]x") == "#\\u{23}[warning]x")
    }
}
