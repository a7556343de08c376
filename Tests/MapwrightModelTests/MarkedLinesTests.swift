import Foundation
import MapwrightModel
import Testing

@Suite struct MarkedLinesTests {
    static func scan(_ text: String) -> [MarkedLines.Line] {
        MarkedLines(scanning: Data(text.utf8), file: "m.yaml").byFile["m.yaml"] ?? []
    }

    @Test func keepsOnlyTheLinesHoldingTheMarker() {
        let lines = Self.scan("a: 1\nb: 2  # mapwright:ignore MW121\nc: 3\n\n  # mapwright:ignore MW110\nd: 4")
        #expect(lines.map(\.number) == [2, 5])
        #expect(lines.map(\.text) == ["b: 2  # mapwright:ignore MW121", "  # mapwright:ignore MW110"])
    }

    @Test func handlesCRLFTheLastLineAndTwoMarkersOnALine() {
        let lines = Self.scan("x\r\n<!-- mapwright:ignore MW066 --> mapwright:ignore\r\ny # mapwright:ignore MW121")
        #expect(lines.map(\.number) == [2, 3])
        #expect(lines[0].text == "<!-- mapwright:ignore MW066 --> mapwright:ignore")
        #expect(lines[1].text == "y # mapwright:ignore MW121")
    }

    @Test func aFileWithoutTheMarkerHasNoLines() {
        #expect(Self.scan("entities:\n  A: {}\n").isEmpty)
        #expect(Self.scan("").isEmpty)
    }

    @Test func takesNoPartInEquality() {
        #expect(MarkedLines(scanning: Data("# mapwright:ignore MW1".utf8), file: "m.yaml") == MarkedLines())
    }

    @Test func mergingKeepsTheLinesOfEveryFile() {
        let merged = MarkedLines(scanning: Data("a // mapwright:ignore MW121".utf8), file: "A.swift")
            .merging(MarkedLines(scanning: Data("b\n// mapwright:ignore MW126".utf8), file: "B.swift"))
        #expect(merged.byFile.keys.sorted() == ["A.swift", "B.swift"])
        #expect(merged.byFile["B.swift"]?.map(\.number) == [2])
    }
}
