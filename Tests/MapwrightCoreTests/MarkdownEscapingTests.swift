import Testing

@testable import MapwrightReport

/// Reliability round 3, item 11: text from a model never reaches a terminal as a control sequence
/// through the markdown report.
@Suite struct MarkdownEscapingTests {
    @Test func controlCharactersAndPipesAreEscaped() {
        #expect(MarkdownReporter.cell("a\u{1B}[2Jb|c\nd") == #"a\\u\{1B\}\[2Jb\|c d"#)
    }
}
