import Foundation
import Testing

@testable import MapwrightXcode

/// Element text and archived base64 are cleaned on their bytes when ASCII, and must give what Foundation's
/// character-by-character answers give, for every text, ASCII or not.
@Suite struct TextTrimmingTests {
    static let texts = [
        "", " ", "\n\t \r\n", "abc", "  abc  ", "\n  a b\tc \n", "\u{0B}x\u{0C}", "a\r\n",
        "\u{A0}abc\u{A0}", "\u{2028} abc", "abc \u{3000}", " é ", "é", " \u{85}x", "x\u{2029}\n", "🙂 ",
        "QUJD\nREVG\r\n R0hJ\t", "QUJD\u{A0}REVG", "QU JD\u{2028}",
        // Bytes beside the range base64's characters pass in one comparison: controls, `!`, `~`, delete.
        "a\u{01}b\u{08} \u{1F}c\u{7F}", "!~ +/=\u{0E}", "\u{7F}\u{80}",
    ]

    @Test(arguments: texts) func elementTextIsTrimmedAsFoundationTrimsIt(text: String) {
        #expect(XMLTreeBuilder.trimmedText(Array(text.utf8)) == text.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    @Test(arguments: texts) func base64LosesItsWhitespaceAsCharactersLoseIt(text: String) {
        let kept = MappingStoreDecoder.bytesWithoutWhitespace(text)
        #expect(String(decoding: kept, as: UTF8.self) == text.filter { !$0.isWhitespace })
    }
}
