import Foundation
import Testing

@testable import MapwrightReport

/// The streaming writer must give exactly `JSONOutput`'s bytes (Foundation's `JSONEncoder`): the reports'
/// golden files pin the shapes they use; these pin strings, nesting, empty containers and the pieces.
@Suite struct JSONTextWriterTests {
    /// A value of the shapes reports use, encoded both ways.
    struct Sample: Encodable {
        var empty: [Int]
        var emptyObject: [String: Int]
        var flag: Bool
        var items: [[String]]
        var name: String
        var number: Int
        var optional: String?
    }

    /// The text `write` writes, its pieces joined.
    private func text(_ write: (inout JSONTextWriter) -> Void) -> String {
        var bytes: [UInt8] = []
        var writer = JSONTextWriter(into: JSONPieceSink { bytes += $0 })
        write(&writer)
        writer.finish()
        return String(decoding: bytes, as: UTF8.self)
    }

    private func written(_ sample: Sample) -> String {
        text {
            $0.object { writer in
                writer.key("empty")
                writer.array([Int]()) { $0.int($1) }
                writer.key("emptyObject")
                writer.object { _ in }
                writer.key("flag")
                writer.bool(sample.flag)
                writer.key("items")
                writer.array(sample.items) { writer, strings in writer.array(strings) { $0.string($1) } }
                writer.key("name")
                writer.string(sample.name)
                writer.key("number")
                writer.int(sample.number)
                writer.member("optional", ifPresent: sample.optional) { $0.string($1) }
            }
        }
    }

    /// Every ASCII character, the escapes, non-ASCII text and characters JSON writers often escape.
    static let strings: [String] = [
        "", "plain", "a/b", "quote \" and \\ backslash", "tab\tnew\nline\r\u{8}\u{C}",
        String(String.UnicodeScalarView((0..<0x80).map { Unicode.Scalar(UInt8($0)) })),
        "é ü 😀 \u{2028}\u{2029} \u{FEFF} \u{7F}", "r */ }\nlet injected = 1 /*", "</script>",
    ]

    @Test(arguments: strings)
    func stringsAsJSONEncoderWritesThem(_ text: String) {
        let sample = Sample(
            empty: [], emptyObject: [:], flag: text.isEmpty, items: [[text], [], [text, text]], name: text,
            number: -text.utf8.count, optional: text.isEmpty ? nil : text)
        #expect(written(sample) == JSONOutput.encode(sample))
    }

    @Test(arguments: [
        0, 1, -1, 9, 10, -10, 99, 100, 1_234_567, 999_999_999_999_999_999, 1_000_000_000_000_000_000, Int.max, Int.min,
    ])
    func integersAsJSONEncoderWritesThem(_ value: Int) {
        #expect(text { $0.array([value]) { $0.int($1) } } == JSONOutput.encode([value]))
    }

    /// Levels deeper than the run of spaces the writer keeps for indentation are laid out alike.
    @Test func deepLevelsIndentAsJSONEncoderDoes() {
        final class Level: Encodable {
            let inner: Level?
            let value: Int
            init(_ value: Int, inner: Level?) {
                self.value = value
                self.inner = inner
            }
        }
        func write(_ level: Level, _ writer: inout JSONTextWriter) {
            writer.object { writer in
                writer.member("inner", ifPresent: level.inner) { write($1, &$0) }
                writer.key("value")
                writer.int(level.value)
            }
        }
        let deepest = (0..<24).reduce(Level(24, inner: nil)) { Level($1, inner: $0) }
        #expect(text { write(deepest, &$0) } == JSONOutput.encode(deepest))
    }

    @Test func topLevelValuesAndArrays() {
        #expect(text { $0.array(["a", "b"]) { $0.string($1) } } == JSONOutput.encode(["a", "b"]))
        #expect(text { $0.array([String]()) { $0.string($1) } } == JSONOutput.encode([String]()))
    }

    /// A text far larger than one piece arrives whole, in order, split only between values: each piece is
    /// UTF-8 on its own.
    @Test func largeTextArrivesInPieces() {
        let names = (0..<20_000).map { "entity \($0) é😀" }
        var pieces: [[UInt8]] = []
        var writer = JSONTextWriter(into: JSONPieceSink { pieces.append(Array($0)) })
        writer.array(names) { $0.string($1) }
        writer.finish()
        #expect(pieces.count > 1)
        #expect(pieces.allSatisfy { String(validating: $0, as: UTF8.self) != nil })
        #expect(String(decoding: pieces.joined(), as: UTF8.self) == JSONOutput.encode(names))
    }

    /// Escapes write more bytes than the text has: strings of escapes only, longer than a piece, and text that
    /// reaches the end of the writer's memory with an escape, give `JSONOutput`'s bytes.
    @Test(arguments: [1, 1_000, 65_530, 70_000, 200_000])
    func escapesBeyondTheBufferGiveJSONOutputsBytes(length: Int) {
        let texts = [
            String(repeating: "\u{01}", count: length),
            String(repeating: "a", count: length) + "\"\n\u{1F}",
            String(repeating: "\\\"", count: length / 2) + "##[x",
        ]
        #expect(text { $0.array(texts) { $0.string($1) } } == JSONOutput.encode(texts))
    }
}
