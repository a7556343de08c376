import MapwrightModel
import Testing

/// A migration plan that lists one schema twice declares one version twice: an error at the second
/// listing naming the first, so the run exits 2.
@Suite struct DuplicateVersionTests {
    @Test func aSchemaListedTwiceIsAnErrorWithBothPositions() throws {
        let plan = """
            enum Plan: SchemaMigrationPlan {
                static var schemas: [any VersionedSchema.Type] { [SchemaV1.self, SchemaV1.self] }
                static var stages: [MigrationStage] { [] }
            }
            """
        let read = readSources(["A.swift": oneModelSource("var title: String = \"\"", extra: plan)])
        #expect(read.model == nil)
        let error = try #require(read.diagnostics.first { $0.severity == .error })
        #expect(error.code == "MW021")
        #expect(error.message.contains("lists `SchemaV1` twice (first at A.swift:"), "\(error.summaryLine)")
        #expect(error.location?.file == "A.swift")
    }
}
