import Foundation
import Testing

/// The reader keeps the lines holding the suppression marker wherever the marker stands, and passes over a
/// file that only comes near it.
struct MarkedLinesReadingTests {
    @Test func keepsTheMarkedLinesAtTheStartAndAtTheEndOfTheFile() throws {
        let source =
            "# mapwright:ignore MW121\nentities:\n  Item:\n    attributes:\n      name: String  # mapwright:ignore MW110"
        let (model, diagnostics) = try readVersion(source: source)
        #expect(diagnostics.filter { $0.severity == .error }.isEmpty)
        let lines = try #require(model).markedLines.byFile.values.first ?? []
        #expect(lines.map(\.number) == [1, 5])
        #expect(lines.map(\.text) == ["# mapwright:ignore MW121", "      name: String  # mapwright:ignore MW110"])
    }

    @Test func aFileThatOnlyComesNearTheMarkerHasNoMarkedLines() throws {
        let source =
            "entities:\n  Item:\n    attributes:\n      mapwright: String  # mmapwright-ignore\n      name: String  # mapwright:ignor"
        let (model, _) = try readVersion(source: source)
        #expect(try #require(model).markedLines.byFile.isEmpty)
    }
}
