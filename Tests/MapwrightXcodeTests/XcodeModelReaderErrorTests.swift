import MapwrightDiagnostics
import MapwrightXcode
import MapwrightYAML
import Testing

/// Bad input: each case names the fixture, the codes expected and where the first one points.
@Suite struct XcodeModelReaderErrorTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var fixture: String
        var codes: [String]
        var line: Int?
        var message: String
        var failsToRead: Bool
        var testDescription: String { fixture }
    }

    static let cases: [Case] = [
        Case(
            fixture: "Malformed.xcdatamodel", codes: ["MW031"], line: 6, message: "malformed XML: '>' expected",
            failsToRead: true),
        // The first entity is decoded while the parser reads on; its problems are not reported for a
        // document that then turns out malformed, nor for children of a root that is not <model>.
        Case(
            fixture: "MalformedAfterEntity.xcdatamodel", codes: ["MW031"], line: 8, message: "malformed XML",
            failsToRead: true),
        Case(
            fixture: "NotAModel.xcdatamodel", codes: ["MW040"], line: 2, message: "the root element is <plist>",
            failsToRead: true),
        Case(
            fixture: "Truncated.xcdatamodel", codes: ["MW031"], line: 3,
            message: "<entity> starts here and the document ends before it is closed", failsToRead: true),
        Case(
            fixture: "UnclosedElement.xcdatamodel", codes: ["MW031"], line: 3,
            message: "<entity> starts here and is never closed", failsToRead: true),
        Case(
            fixture: "UnclosedComment.xcdatamodel", codes: ["MW031"], line: 3,
            message: "a comment starts here and is never closed with '-->'", failsToRead: true),
        Case(
            fixture: "Legacy.xcdatamodeld", codes: ["MW032"], line: 1,
            message: "saved before Xcode 4 (binary 'elements', no 'contents') and cannot be read", failsToRead: true),
        Case(
            fixture: "MissingCurrent.xcdatamodeld", codes: ["MW034"], line: 6,
            message: "names version 'MissingCurrent 3', which the bundle does not hold", failsToRead: true),
        Case(
            fixture: "Unknown.xcdatamodel", codes: ["MW036", "MW036", "MW035"], line: 2,
            message: "unknown attribute 'futureModelFlag' on <model> is not imported", failsToRead: false),
        Case(
            fixture: "InvalidValues.xcdatamodel", codes: ["MW037", "MW037", "MW039", "MW054", "MW037", "MW037"],
            line: 4,
            message: "'optional' on <attribute> must be YES or NO, not 'maybe'", failsToRead: true),
        Case(
            fixture: "UnknownDestination.xcdatamodel", codes: ["MW054"], line: 4,
            message: "Owner", failsToRead: true),
        Case(
            fixture: "Nothing.xcdatamodeld", codes: ["MW030"], line: nil, message: "no .xcdatamodeld bundle",
            failsToRead: true),
    ]

    @Test(arguments: cases)
    func reportsBadInput(_ testCase: Case) throws {
        let diagnostics = CollectingDiagnosticCollector()
        let history = XcodeModelReader.readHistory(at: Fixtures.bad(testCase.fixture), diagnostics: diagnostics)
        #expect((history == nil) == testCase.failsToRead)
        let sorted = diagnostics.sorted
        #expect(sorted.map(\.code) == testCase.codes, "\(sorted.map(\.summaryLine))")
        let first = try #require(sorted.first)
        #expect(first.location?.line == testCase.line)
        #expect(first.message.contains(testCase.message), "\(first.message)")
    }

    @Test func unknownVocabularyIsReportedWithFileAndLine() {
        let diagnostics = CollectingDiagnosticCollector()
        _ = XcodeModelReader.readHistory(at: Fixtures.bad("Unknown.xcdatamodel"), diagnostics: diagnostics)
        let lines = diagnostics.sorted.map(\.summaryLine).map { String($0.split(separator: "/").last!) }
        #expect(
            lines == [
                "contents:2:1: warning: unknown attribute 'futureModelFlag' on <model> is not imported [MW036]",
                "contents:4:9: warning: unknown attribute 'sparkle' on <attribute> is not imported [MW036]",
                "contents:5:9: warning: unknown element <hologram> inside <entity> is not imported [MW035]",
            ])
    }

    /// A `contents` file with independent problems reports each once, at the bad value, with a "did you
    /// mean" hint: an unknown `attributeType` hides nothing and adds no "unknown attribute" noise.
    @Test(arguments: [
        (
            "FiveProblems.xcdatamodel",
            [
                "4:61 MW037 did you mean 'Date'?", "5:9 MW061", "5:43 MW037", "6:77 MW037 did you mean 'Nullify'?",
                "7:9 MW054",
            ]
        )
    ])
    func reportsEveryIndependentProblemOnce(fixture: String, expected: [String]) throws {
        let diagnostics = CollectingDiagnosticCollector()
        #expect(XcodeModelReader.readVersion(at: Fixtures.bad(fixture), diagnostics: diagnostics) == nil)
        #expect(
            diagnostics.sorted.map { d in
                "\(d.location!.line):\(d.location!.column) \(d.code)" + (d.hint.map { " \($0)" } ?? "")
            } == expected)
    }
}
