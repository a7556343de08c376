import MapwrightAnalysis
import MapwrightCore
import MapwrightModel
import MapwrightReport
import Testing

/// `mapwright diff`'s text names each change once: no doubled phrases.
@Suite struct DiffTextTests {
    static func version(_ name: String, _ attributes: [String]) -> DataModel {
        DataModel(
            name: name,
            entities: [
                Entity(
                    name: "Item", attributes: attributes.map { Attribute(name: $0, type: .string, isOptional: true) })
            ])
    }

    @Test func diffTextDoesNotRepeatTheKind() {
        let step = MigrationAnalyzer.analyze(
            from: Self.version("V1", ["title", "note"]), to: Self.version("V2", ["title"]))
        let text = AnalysisText.diff(step)
        #expect(text.contains("Item.note  attribute removed"))
        #expect(!text.contains("attribute removed: attribute removed"))
    }
}
