import Foundation
import MapwrightGenerate
import MapwrightTestSupport
import Testing

/// ``ArchivedExpression`` writes `valueexpressiondata` byte for byte as Xcode does: each expression
/// below is rebuilt and found in the Xcode-made mapping model of `../shared/corpus` it was taken from.
@Suite struct ExpressionArchiveTests {
    static let xcodeMade: [(file: String, expression: ArchivedExpression)] = [
        (
            "altstoreio__AltStore/AltStore/mappings/AltStore4ToAltStore5.xcmappingmodel",
            .function(
                operand: .variable("entityPolicy"), selector: "defaultIsActiveForBundleID:team:",
                arguments: [
                    .keyPath(variable: "source", path: "bundleIdentifier"), .keyPath(variable: "source", path: "team"),
                ])
        ),
        (altStore13, .keyPath(variable: "source", path: "app.source.identifier")),
        (
            "JohnEstropia__CoreStore/Advanced.EvolutionDemo.V1/mappings/Advanced.EvolutionDemo.V2.FromV1.xcmappingmodel",
            .keyPath(variable: "source", path: "numberOfFlagella")
        ),
        (altStore13, .string("privacy")),
        (altStore13, .string("1")),
    ]
    static let altStore13 = "altstoreio__AltStore/AltStore/mappings/AltStore12ToAltStore13.xcmappingmodel"

    /// Our archive is the text of one of the file's `valueexpressiondata` attributes, line breaks included.
    @Test(.needsShared("corpus"), arguments: xcodeMade.indices)
    func archiveEqualsXcodes(index: Int) throws {
        let (file, expression) = Self.xcodeMade[index]
        let corpus = try #require(SharedFiles.folder("corpus"))
        let xml = try String(
            contentsOf: corpus.appendingPathComponent(file).appendingPathComponent("xcmapping.xml"), encoding: .utf8)
        let texts = xml.components(separatedBy: "<attribute name=\"valueexpressiondata\" type=\"binary\">")
            .dropFirst().map { String($0.prefix { $0 != "<" }) }
        #expect(texts.contains(expression.xmlText))
        let text = expression.xmlText
        let data = try #require(Data(base64Encoded: text.replacingOccurrences(of: "\n", with: "")))
        #expect(expression.archiveData == data)
    }

    @Test func policyCallIsAFunctionOfTheEntityPolicyOnTheSourceValue() {
        #expect(
            ArchivedExpression.policyCall(selector: "convertPriority:", sourceKey: "priority")
                == .function(
                    operand: .variable("entityPolicy"), selector: "convertPriority:",
                    arguments: [.keyPath(variable: "source", path: "priority")]))
    }
}
