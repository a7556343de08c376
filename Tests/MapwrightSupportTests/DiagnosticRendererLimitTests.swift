import MapwrightDiagnostics
import MapwrightSupport
import Testing

@Suite struct DiagnosticRendererLimitTests {
    static func diagnostics(_ count: Int, file: String?) -> [Diagnostic] {
        (1...count).map { index in
            Diagnostic(
                .error, code: "MW006", message: "problem \(index)",
                at: file.map { SourceLocation(file: $0, line: index, column: 1) })
        }
    }

    @Test func rendersAtMostTheLimitPerFileAndSaysHowManyWereLeftOut() {
        let renderer = DiagnosticRenderer(limitPerFile: 3) { _ in nil }
        let text = renderer.render(
            Self.diagnostics(5, file: "a.yaml") + Self.diagnostics(2, file: "b.yaml") + Self.diagnostics(4, file: nil))
        #expect(
            text == """
                a.yaml:1:1: error: problem 1 [MW006]
                a.yaml:2:1: error: problem 2 [MW006]
                a.yaml:3:1: error: problem 3 [MW006]
                b.yaml:1:1: error: problem 1 [MW006]
                b.yaml:2:1: error: problem 2 [MW006]
                error: problem 1 [MW006]
                error: problem 2 [MW006]
                error: problem 3 [MW006]
                a.yaml: note: 2 more diagnostics left out (the first 3 are shown); fix those and run again
                note: 1 more diagnostic left out (the first 3 are shown); fix those and run again

                """)
    }

    @Test func theDefaultLimitBoundsAFlood() {
        let text = DiagnosticRenderer { _ in nil }.render(Self.diagnostics(20_000, file: "a.yaml"))
        #expect(text.split(separator: "\n").count == DiagnosticRenderer.defaultLimitPerFile + 1)
        #expect(
            text.hasSuffix(
                "a.yaml: note: 19900 more diagnostics left out (the first 100 are shown); fix those and run again\n"))
    }
}
