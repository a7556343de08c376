import MapwrightDiagnostics
import MapwrightSupport
import Testing

@Suite struct SourceExcerptTests {
    @Test func aShortLineIsQuotedWhole() {
        let excerpt = SourceExcerpt(line: "    atributes:", column: 5)
        #expect(excerpt.text == "    atributes:")
        #expect(excerpt.caret == "    ^")
    }

    @Test func aLongLineIsCutAroundTheColumnWithTheCaretUnderIt() {
        let line = String(repeating: "a", count: 5_000) + "X" + String(repeating: "b", count: 5_000)
        let excerpt = SourceExcerpt(line: line, column: 5_001)
        #expect(excerpt.text.count <= SourceExcerpt.width + 2)
        #expect(excerpt.text.hasPrefix("…") && excerpt.text.hasSuffix("…"))
        let caretColumn = excerpt.caret.count - 1
        #expect(Array(excerpt.text)[caretColumn] == "X")
    }

    @Test func theStartAndEndOfALongLineKeepTheCaretAligned() {
        let line = "X" + String(repeating: "a", count: 500) + "Y"
        let start = SourceExcerpt(line: line, column: 1)
        #expect(start.text.hasPrefix("X") && start.caret == "^")
        let end = SourceExcerpt(line: line, column: 502)
        #expect(Array(end.text)[end.caret.count - 1] == "Y")
        #expect(!end.text.hasSuffix("…"))
    }

    @Test func controlAndInvisibleCharactersAreReplaced() {
        let excerpt = SourceExcerpt(line: "a\u{1B}[31mb\u{202E}c\u{0}d\te", column: 13)
        #expect(excerpt.text == "a\u{FFFD}[31mb\u{FFFD}c\u{FFFD}d\te")
        #expect(excerpt.caret == "           \t^")
    }

    @Test func theRendererQuotesOnlyTheExcerpt() {
        let secret = String(repeating: "s", count: 1_000) + "SECRET_TAIL"
        let renderer = DiagnosticRenderer { _ in "key: " + secret }
        let text = renderer.render(
            Diagnostic(.error, code: "MW006", message: "m", at: SourceLocation(file: "f", line: 1, column: 1)))
        #expect(!text.contains("SECRET_TAIL"))
        #expect(text.split(separator: "\n").allSatisfy { $0.count <= SourceExcerpt.width + 40 })
    }

    @Test func messagesAndHintsCannotForgeLogLines() {
        let renderer = DiagnosticRenderer { _ in nil }
        let diagnostic = Diagnostic(
            .error, code: "MW006", message: "unknown key 'a\n::error file=x::forged'", at: nil,
            hint: "did you mean 'b\r\n::add-mask::x'?")
        let text = renderer.render(diagnostic)
        #expect(
            text
                == "error: unknown key 'a\\u{A}::error file=x::forged' [MW006]\n  hint: did you mean 'b\\u{D}\\u{A}::add-mask::x'?\n"
        )
    }

    /// GitHub's runner reads `::command::` at a line's start and the legacy `##[command]` anywhere in it.
    @Test func aQuotedLineCannotActAsAWorkflowCommand() {
        let start = SourceExcerpt(line: "  ::error file=x::forged", column: 5)
        #expect(start.text == "\\  ::error file=x::forged")
        #expect(start.caret == "     ^")
        let legacy = SourceExcerpt(line: "name: a ##[error]forged ###[group]g", column: 9)
        #expect(legacy.text == "name: a #\u{FFFD}[error]forged ##\u{FFFD}[group]g")
        #expect(legacy.caret == "        ^")
    }

    @Test func messagesCannotCarryLegacyCommands() {
        let diagnostic = Diagnostic(
            .error, code: "MW006", message: "unknown key '##[error]forged'",
            at: SourceLocation(file: "##[group]M/M.yaml", line: 1, column: 1), hint: "##[warning]")
        let text = DiagnosticRenderer { _ in "##[error]x: 1" }.render(diagnostic)
        #expect(!text.contains("##["), "\(text)")
        #expect(text.hasPrefix("#\\u{23}[group]M/M.yaml:1:1: error: unknown key '#\\u{23}[error]forged'"), "\(text)")
    }
}
