import Foundation
import MapwrightGenerate
import Testing

/// ``ArchivedExpression`` writes `valueexpressiondata` byte for byte as Xcode does: each expression
/// below is rebuilt and compared with the text copied from an Xcode-made file (Fixtures/expressions).
@Suite struct ExpressionArchiveTests {
    static let xcodeMade: [(file: String, expression: ArchivedExpression)] = [
        (
            "AltStore4ToAltStore5-isActive.txt",
            .function(
                operand: .variable("entityPolicy"), selector: "defaultIsActiveForBundleID:team:",
                arguments: [
                    .keyPath(variable: "source", path: "bundleIdentifier"), .keyPath(variable: "source", path: "team"),
                ])
        ),
        ("AltStore12ToAltStore13-appSourceIdentifier.txt", .keyPath(variable: "source", path: "app.source.identifier")),
        ("AdvancedEvolutionDemoV2FromV1-numberOfFlagella.txt", .keyPath(variable: "source", path: "numberOfFlagella")),
        ("AltStore12ToAltStore13-privacy.txt", .string("privacy")),
        ("AltStore12ToAltStore13-constantOne.txt", .string("1")),
    ]

    @Test(arguments: xcodeMade.indices)
    func archiveEqualsXcodes(index: Int) throws {
        let (file, expression) = Self.xcodeMade[index]
        let text = try String(
            contentsOf: fixturesDirectory.appendingPathComponent("expressions").appendingPathComponent(file),
            encoding: .utf8)
        #expect(expression.xmlText == text)
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
