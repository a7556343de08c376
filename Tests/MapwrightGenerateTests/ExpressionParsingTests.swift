import Foundation
import MapwrightModel
import MapwrightTestSupport
import Testing

@testable import MapwrightGenerate
@testable import MapwrightXcode

/// Expression text read from an app's mapping model (or written in a `.mapping.yaml`) is archived back as
/// Xcode stores it; decoding the archive gives the same text.
@Suite struct ExpressionParsingTests {
    @Test(arguments: [
        "$source",
        "$source.priority",
        "$source.countries.@distinctUnionOfSets.moods",
        #"FUNCTION($entityPolicy, "convertPriority:", $source.priority)"#,
        #"FUNCTION($entityPolicy, "join:with:", $source.first, $source.last)"#,
        #"FUNCTION($entityPolicy, "noArguments")"#,
        #"FUNCTION(FUNCTION($entityPolicy, "inner:", $source.a), "outer:", $source.b)"#,
        "1", "-7", #""constant""#, #"FUNCTION($entityPolicy, "scaled:by:", $source.a, 100)"#,
    ])
    func archivesWhatItReadsAndDecodesToTheSameText(text: String) throws {
        let expression = try #require(ArchivedExpression(parsing: text))
        #expect(try ExpressionArchiveDecoder.text(of: expression.archiveData) == text)
    }

    @Test func spacesAndEscapesAreRead() throws {
        #expect(
            ArchivedExpression(parsing: #"  FUNCTION( $entityPolicy ,"say\"hi\":" , $source.a )  "#)
                == .function(
                    operand: .variable("entityPolicy"), selector: #"say"hi":"#,
                    arguments: [.keyPath(variable: "source", path: "a")]))
    }

    @Test(arguments: [
        "1.5", "-", "YES", "($source.a - 32) / 1.8", "$", "$source.", "$source..a",
        #"FUNCTION($entityPolicy, convert:, $source.a)"#,
        #"FUNCTION($entityPolicy, "convert:", $source.a"#, "$source.a extra", "SELF",
        String(repeating: #"FUNCTION("#, count: 40) + "$a" + String(repeating: #", "s:")"#, count: 40),
    ])
    func refusesWhatItCannotArchive(text: String) {
        #expect(ArchivedExpression(parsing: text) == nil)
    }

    @Test func aShippedExpressionThatCannotBeArchivedIsAWarningNotASilentDefault() {
        let shipped = ShippedMappingModel(
            file: "M.mapping.yaml", sourceModelPath: "M", destinationModelPath: "M 2",
            entityMappings: [
                ShippedEntityMapping(
                    name: "ItemToItem", sourceEntity: "Item", destinationEntity: "Item", mappingNumber: 1,
                    attributeMappings: [
                        ShippedPropertyMapping(name: "fahrenheit", valueExpression: "($source.celsius * 1.8) + 32"),
                        ShippedPropertyMapping(name: "name", valueExpression: "$source.title"),
                    ])
            ])
        let diagnostics = ExpectingDiagnosticCollector(expecting: [GenerationRules.expressionNotWritten.code])
        let model = ShippedMappingConversion.mappingModel(shipped, modelName: "M", diagnostics: diagnostics)
        #expect(diagnostics.codes == [GenerationRules.expressionNotWritten.code])
        #expect(model.entityMappings[0].attributeMappings.map { $0.archivedExpression == nil } == [true, false])
    }
}
