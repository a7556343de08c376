import Foundation
import MapwrightDiagnostics
import MapwrightSwiftData
import Testing

/// Inputs `FuzzSwiftData` found (scripts/fuzz), each now an error with its position instead of a hang.
@Suite struct FuzzFindingTests {
    /// The input the fuzzer found: 75 unclosed `[` that swift-syntax's parser never finished reading.
    @Test func deeplyNestedBracketsTheFuzzerFoundAreAnErrorNotAHang() throws {
        let folder = fixturesDirectory.appendingPathComponent("FuzzFindings")
        let diagnostics = CollectingDiagnosticCollector()
        let started = Date()
        let model = SwiftDataReader.read(at: folder.path, diagnostics: diagnostics)
        #expect(Date().timeIntervalSince(started) < 5)
        #expect(model == nil)
        #expect(diagnostics.diagnostics.count == 1)
        let diagnostic = try #require(diagnostics.diagnostics.first)
        #expect(diagnostic.code == "MW020", "\(diagnostic.summaryLine)")
        #expect(diagnostic.location?.file.hasSuffix("FuzzFindings/NestedBracketsTimeout.swift") == true)
        #expect(diagnostic.location.map { ($0.line, $0.column) } ?? (0, 0) == (13, 13))
        #expect(diagnostic.message.contains("typealias"), "\(diagnostic.summaryLine)")
    }

    /// The input the fuzzer found next: about 290 nested `{`, whose recursive parse overflowed the stack of
    /// an unoptimised build. The parser now stops at a fixed nesting level in every build.
    @Test func deeplyNestedBracesTheFuzzerFoundAreASyntaxError() throws {
        let folder = fixturesDirectory.appendingPathComponent("NestedBraces")
        let diagnostics = CollectingDiagnosticCollector()
        let model = SwiftDataReader.read(at: folder.path, diagnostics: diagnostics)
        #expect(model == nil)
        let errors = diagnostics.diagnostics.filter { $0.severity == .error }
        #expect(errors.map(\.code) == ["MW020"], "\(errors.map(\.summaryLine))")
        #expect(errors.first?.location?.file.hasSuffix("NestedBraces/NestedBracesStackOverflow.swift") == true)
    }

    /// The input the fuzzer found after that: about 180 unclosed `{` over a few lines, whose recovery
    /// lookahead took 2.5 s in a debug build (28 s with AddressSanitizer). Braces nested deeper than 40
    /// levels are refused before parsing.
    @Test func unclosedBracesAreRefusedBeforeParsing() throws {
        let folder = fixturesDirectory.appendingPathComponent("UnclosedBraces")
        let diagnostics = CollectingDiagnosticCollector()
        let start = ContinuousClock.now
        #expect(SwiftDataReader.read(at: folder.path, diagnostics: diagnostics) == nil)
        #expect(ContinuousClock.now - start < .seconds(1))
        #expect(diagnostics.diagnostics.map(\.code) == ["MW020"], "\(diagnostics.diagnostics.map(\.summaryLine))")
    }

    /// A body of `depth` nested `if` blocks inside a function of a `@Model` class.
    static func nestedBlocks(_ depth: Int) -> String {
        oneModelSource(
            """
            var name = ""
            func f() {
                \(String(repeating: "if true { ", count: depth))_ = 1\(String(repeating: " }", count: depth))
            }
            """)
    }

    /// Nesting within the limit reads; beyond it, one syntax error, the same in a debug and a release build.
    @Test(arguments: [(8, false), (20, false), (40, true), (1000, true)])
    func nestingBeyondTheParsersLimitIsASyntaxError(depth: Int, refused: Bool) {
        let read = readSources(["A.swift": Self.nestedBlocks(depth)])
        let errors = read.diagnostics.filter { $0.severity == .error }
        if refused {
            #expect(read.model == nil)
            #expect(errors.map(\.code) == ["MW020"], "\(errors.map(\.summaryLine))")
        } else {
            #expect(errors.isEmpty, "\(errors.map(\.summaryLine))")
        }
    }

    static func nested(_ depth: Int) -> String {
        String(repeating: "[", count: depth) + "Int" + String(repeating: "]", count: depth)
    }

    /// Sources and the position of the nesting error they give, or nil when brackets are not the problem.
    static let nesting: [(String, (Int, Int)?)] = [
        ("var a: \(nested(13))", (1, 20)),
        ("let a = 1\n  var b: \(nested(40))", (2, 22)),
        ("var a: \(nested(12))", nil),
        ("let s = \"\(String(repeating: "[", count: 20))\"", nil),
        ("let s = \"\\\"\(String(repeating: "[", count: 20))\"", nil),
        ("// \(String(repeating: "[", count: 20))\nlet a = 1", nil),
        ("let a = \(String(repeating: "[1], ", count: 20))", nil),
        // Generic arguments: 1 500 levels of `Optional<` overflowed the parser's stack.
        ("var a: \(generic("Optional", 1500))", (1, 7 + 41 * 9)),
        ("var a: \(generic("Array", 41))", (1, 7 + 41 * 6)),
        ("var a: \(generic("Array", 40))", nil),
        ("var a: \(String(repeating: "Optional<\n", count: 41))Int", (41, 9)),
        ("func f() -> Bool { a<b }\n" + String(repeating: "func g() -> Bool { a<b && c<d }\n", count: 60), nil),
        ("let a = 1 < 2\n" + String(repeating: "let b = x < y\n", count: 100), nil),
    ]

    static func generic(_ name: String, _ depth: Int) -> String {
        String(repeating: "\(name)<", count: depth) + "Int" + String(repeating: ">", count: depth)
    }

    @Test(arguments: nesting.indices)
    func bracketsNestedTooDeepAreRefusedBeforeParsing(index: Int) {
        let (source, position) = Self.nesting[index]
        let started = Date()
        let read = readSources(["A.swift": source])
        #expect(Date().timeIntervalSince(started) < 5)
        let nestingErrors = read.diagnostics.filter { $0.message.contains("nest deeper") }
        if let (line, column) = position {
            #expect(read.model == nil)
            #expect(nestingErrors.map(\.code) == ["MW020"])
            #expect(nestingErrors.first?.location.map { ($0.line, $0.column) } ?? (0, 0) == (line, column))
        } else {
            #expect(nestingErrors.isEmpty, "\(nestingErrors.map(\.summaryLine))")
        }
    }

    /// A Swift file over the size limit is not parsed: refused when it declares a schema, skipped with a
    /// note otherwise (36 MB of declarations once took 2.6 GB).
    @Test func aSourceOverTheSizeLimitIsNotParsed() throws {
        let filler = "// " + String(repeating: "x", count: SwiftDataReader.maximumSourceBytes) + "\n"
        let schema = oneModelSource("var title: String = \"\"")
        let skipped = readSources(["A.swift": schema, "Big.swift": filler + "enum Big { case a }\n"])
        #expect(skipped.model != nil, "\(skipped.diagnostics.map(\.summaryLine))")
        let note = try #require(skipped.diagnostics.first { $0.location?.file == "Big.swift" })
        #expect(note.severity == .note)
        #expect(note.summaryLine.hasPrefix("Big.swift:1:1: note: skipped:"), "\(note.summaryLine)")

        let refused = readSources(["A.swift": filler + schema])
        #expect(refused.model == nil)
        let errors = refused.diagnostics.filter { $0.severity == .error }
        #expect(errors.map(\.code) == ["MW020"], "\(errors.map(\.summaryLine))")
        #expect(errors.first?.message.contains("declares a VersionedSchema but is") == true)
    }
}
