import Foundation
import MapwrightCore
import MapwrightDiagnostics
import MapwrightModel
import MapwrightReportModel
import Testing

@testable import MapwrightReport

@Suite struct SuppressionTests {
    /// The comments of one version read from `file` holding `text`, as its reader keeps them.
    static func comments(_ text: String, file: String = "m.yaml") -> SuppressionComments {
        let version = DataModel(
            name: "m", anchor: SourceAnchor(MapwrightDiagnostics.SourceLocation(file: file, line: 1, column: 1)),
            markedLines: MarkedLines(scanning: Data(text.utf8), file: file))
        return SuppressionComments(
            collectingFrom: ModelHistory(name: "m", versions: [version], currentVersionName: "m", origin: file))
    }

    static func at(_ line: Int, in file: String = "m.yaml") -> MapwrightDiagnostics.SourceLocation {
        MapwrightDiagnostics.SourceLocation(file: file, line: line, column: 7)
    }

    @Test(
        arguments: [
            // trailing comment on the element's line
            ("a: 1\nnotes: String?  # mapwright:ignore MW121\n", 2, "MW121", 2),
            // comment on its own line above
            ("  # mapwright:ignore MW121\n  notes: String?\n", 2, "MW121", 1),
            // several codes, comma or space separated, then a reason
            ("x: 1  # mapwright:ignore MW110, MW121 MW122 -- moved to the CRM\n", 1, "MW122", 1),
            ("x: 1  # mapwright:ignore MW110,MW121\n", 1, "MW121", 1),
        ] as [(String, Int, String, Int)])
    func commentSuppressesTheCodeOnItsElement(text: String, line: Int, code: String, commentLine: Int) {
        let suppression = Self.comments(text).suppression(of: code, at: Self.at(line))
        #expect(suppression?.location.line == commentLine)
    }

    @Test(
        arguments: [
            // the XML comment form in an Xcode version
            ("M.xcdatamodel/contents", "<attribute name=\"x\"/> <!-- mapwright:ignore MW121 -->\n", 1, 1),
            // Swift: a trailing comment, and one alone on the line above
            ("Schemas.swift", "    var notes: String? // mapwright:ignore MW121 -- moved to the CRM\n", 1, 1),
            ("Schemas.swift", "    // mapwright:ignore MW121\n    var notes: String?\n", 2, 1),
            // a Swift line that opens with `#Unique` is not a comment line
            ("Schemas.swift", "    #Unique<Item>([\\.name]) // mapwright:ignore MW121\n", 1, 1),
        ] as [(String, String, Int, Int)])
    func commentsUseTheirFilesLanguage(file: String, text: String, line: Int, commentLine: Int) {
        let comments = Self.comments(text, file: file)
        #expect(comments.suppression(of: "MW121", at: Self.at(line, in: file))?.location.line == commentLine)
    }

    @Test func aSwiftMacroLineWithATrailingCommentCoversThatLineOnly() {
        let comments = Self.comments(
            "    #Unique<Item>([\\.name]) // mapwright:ignore MW121\n    var notes: String?\n", file: "Schemas.swift")
        #expect(comments.comments(in: "Schemas.swift").map(\.isAloneOnLine) == [false])
        #expect(comments.suppression(of: "MW121", at: Self.at(2, in: "Schemas.swift")) == nil)
    }

    @Test(
        arguments: [
            // a `#` comment means nothing in Swift, a `//` one nothing in YAML
            ("Schemas.swift", "    var notes: String? # mapwright:ignore MW121\n"),
            ("m.yaml", "notes: String? // mapwright:ignore MW121\n"),
        ] as [(String, String)])
    func aCommentOfAnotherLanguageDoesNotCount(file: String, text: String) {
        #expect(Self.comments(text, file: file).suppression(of: "MW121", at: Self.at(1, in: file)) == nil)
    }

    @Test(
        arguments: [
            // another code
            ("notes: String?  # mapwright:ignore MW110\n", 1, "MW121"),
            // the line above is an element with its own trailing comment: it covers that element only
            ("a: 1  # mapwright:ignore MW121\nnotes: String?\n", 2, "MW121"),
            // two lines above
            ("# mapwright:ignore MW121\n\nnotes: String?\n", 3, "MW121"),
            // the marker not in a comment
            ("note: \"mapwright:ignore MW121\"\n", 1, "MW121"),
            // a code after free text does not count
            ("x: 1  # mapwright:ignore because MW121\n", 1, "MW121"),
        ] as [(String, Int, String)])
    func commentDoesNotSuppressOtherwise(text: String, line: Int, code: String) {
        #expect(Self.comments(text).suppression(of: code, at: Self.at(line)) == nil)
    }

    @Test func suppressedFindingsAreKeptMarkedAndNotCounted() throws {
        let model = try shopReport().models[0]
        let suppressed = model.uniqueFindings.filter(\.isSuppressed)
        #expect(Set(suppressed.map(\.code)) == ["MW110", "MW121"])
        let removal = try #require(suppressed.first { $0.code == "MW121" })
        #expect(removal.suppression?.location.line == 6)
        #expect(removal.suppression?.location.column == 23)
        #expect(FindingSummary(model.uniqueFindings).suppressed == suppressed.count)
    }

    @Test func unknownCodeInASuppressionIsReported() throws {
        let model = try shopReport().models[0]
        let unknown = model.projectFindings.filter { $0.code == "MW440" }
        #expect(unknown.map(\.location?.line) == [6, 9])
        #expect(unknown.allSatisfy { $0.message.contains("MW999") })
    }
}
