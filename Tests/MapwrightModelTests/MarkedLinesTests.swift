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

    /// The search skips ahead by the marker's bytes: a marker right after a near miss, at either end of
    /// the file, or at any offset is still found, and a near miss alone is not.
    @Test(arguments: [
        ("mapwright:ignore", true),
        ("xmapwright:ignore", true),
        ("mapwright:ignor", false),
        ("apwright:ignore", false),
        ("mapwright:ignoremapwright", true),
        ("mapwright:mapwright:ignore", true),
        ("mapwright:ignorx mapwright:ignor", false),
        ("eeeeeeeeeeeeeeeeemapwright:ignore", true),
        ("mapwright mapwright: ignore mapwright;ignore", false),
    ])
    func findsTheMarkerWhereverItIs(text: String, holdsMarker: Bool) {
        #expect(!Self.scan(text).isEmpty == holdsMarker)
        for padding in 0..<20 {
            let padded = String(repeating: "r", count: padding) + text + String(repeating: "i", count: 19 - padding)
            #expect(!Self.scan(padded).isEmpty == holdsMarker, "\(padded)")
        }
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
