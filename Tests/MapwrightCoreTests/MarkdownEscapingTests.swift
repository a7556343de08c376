import Testing

@testable import MapwrightReport

/// Text from a model never reaches a terminal as a control sequence
/// through the markdown report.
@Suite struct MarkdownEscapingTests {
    @Test func controlCharactersAndPipesAreEscaped() {
        #expect(MarkdownReporter.cell("a\u{1B}[2Jb|c\nd") == #"a\\u\{1B\}\[2Jb\|c d"#)
    }

    /// Markup from a model renders as itself: links, images, HTML, autolinks, mentions, references, a list.
    @Test(arguments: [
        ("[click](https://evil.example)", #"\[click\]\(https\://evil.example\)"#),
        ("![t](x.png)", #"\!\[t\]\(x.png\)"#), ("<img src=x>", #"\<img src=x\>"#),
        ("see www.evil.example", #"see www\.evil.example"#), ("@octocat #12", "@&#8203;octocat #&#8203;12"),
        ("1. first", #"1\. first"#), ("Item.title: String", "Item.title: String"), ("a `b` *c*", #"a \`b\` \*c\*"#),
    ])
    func markupIsEscaped(text: String, escaped: String) {
        #expect(MarkdownReporter.cell(text) == escaped)
    }

    /// A code span its content cannot close.
    @Test func codeSpansAreFencedLongerThanTheirContent() {
        #expect(MarkdownReporter.code("a`b") == "``a`b``")
        #expect(MarkdownReporter.code("`a") == "`` `a ``")
        #expect(MarkdownReporter.code("a|b") == #"`a\|b`"#)
    }
}
