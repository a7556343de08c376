import Testing

@testable import MapwrightAnalysis

/// Rename suggestions score ASCII names on their bytes; the score must be the one the `Character` path gives.
@Suite struct ASCIINameSimilarityTests {
    static let names = [
        "title", "name", "isAvailableForSale", "isForSale", "color", "paintColor", "id", "uuid", "hidden", "ratio",
        "ratio7_", "ratio1_", "Ratio", "RATIO", "a", "A", "_", "__x", "x_y_z", "XMLParser", "xmlParser", "count12",
        "count", "due", "dueDate", "DueDate_", "extra3_12", "extra3_2", "some name", "名前", "café", "",
    ]

    @Test func asciiScoresEqualCharacterScores() {
        for a in Self.names {
            for b in Self.names {
                let ascii = RenameScoring.asciiNameSimilarity(a, b)
                #expect(ascii == nil || ascii == RenameScoring.characterNameSimilarity(a, b), "\(a) / \(b)")
                #expect(
                    RenameScoring.nameSimilarity(a, b) == RenameScoring.characterNameSimilarity(a, b), "\(a) / \(b)")
            }
        }
    }

    @Test func nonASCIINamesTakeTheCharacterPath() {
        #expect(RenameScoring.asciiNameSimilarity("café", "cafe") == nil)
        #expect(RenameScoring.asciiNameSimilarity("a\r\nb", "ab") == nil)
    }
}
