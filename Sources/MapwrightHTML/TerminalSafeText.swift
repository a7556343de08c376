import MapwrightDiagnostics
import MapwrightSupport

/// The page with every control character other than line breaks and tabs, and every bidirectional
/// control, written as the text `\u{…}`: a model's names and texts reach the page, and a raw ESC or a
/// right-to-left override would act on a terminal that shows the file (`cat report.html`) or reorder what
/// a reader sees. Markup never holds these characters, so the whole page is passed through. A line a
/// name starts with `::` (a GitHub workflow command, when the page is printed in a job's log) has its
/// first colon written `&#58;`, which reads the same in text and attributes; the second `#` of a `##[` (a
/// legacy command, read anywhere in a line) is written `&#35;`.
enum TerminalSafeText {
    static func escaped(_ page: String) -> String {
        var bytes = page
        guard !bytes.withUTF8(isPlain) else { return page }
        return PrintableText.legacyCommandsBroken(commandSafe(controlsEscaped(page)), secondHashAs: "&#35;")
    }

    /// True when the page, whose UTF-8 bytes are `bytes`, holds nothing ``escaped(_:)`` rewrites: no
    /// character to escape, no line starting (after blanks) with `::`, no `##[`. Told in one pass over the
    /// bytes, at a few instructions a byte: most pages hold none, and a page is megabytes.
    private static func isPlain(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = bytes.count
        var index = 0
        while true {
            // A line starts at `index`.
            while index < count && (bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t")) {
                index += 1
            }
            if index + 1 < count && bytes[index] == UInt8(ascii: ":") && bytes[index + 1] == UInt8(ascii: ":") {
                return false
            }
            while index < count {
                // Eight bytes at once while none of them can matter.
                if index + 8 <= count,
                    !mayMatter(UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self))
                {
                    index += 8
                    continue
                }
                let value = bytes[index]
                index += 1
                // Printable ASCII after `#`, and the blank: most of a page, passed at the first tests.
                if (value > UInt8(ascii: "#") && value < 0x7F) || value == UInt8(ascii: " ") { continue }
                if value == UInt8(ascii: "\n") { break }
                if value == UInt8(ascii: "#") {
                    if index + 1 < count && bytes[index] == UInt8(ascii: "#") && bytes[index + 1] == UInt8(ascii: "[") {
                        return false
                    }
                } else if startsEscapable(bytes, at: index - 1) {
                    return false
                }
            }
            if index >= count { return true }
        }
    }

    /// False when none of the eight bytes of `word` is a control (line breaks included), `#`, DEL or a byte
    /// of a character beyond ASCII: none of them can start what ``isPlain(_:)`` looks for. (Bit tricks that
    /// tell whether any byte of a word is below or above a value, without looking at each byte.)
    private static func mayMatter(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let belowBlank = (word &- ones &* 0x20) & ~word & highs
        let aboveTilde = ((word &+ ones) | word) & highs
        let hashes = word ^ (ones &* UInt64(UInt8(ascii: "#")))
        let hash = (hashes &- ones) & ~hashes & highs
        return (belowBlank | aboveTilde | hash) != 0
    }

    /// `page` with no line starting (after blanks) with `::`.
    static func commandSafe(_ page: String) -> String {
        guard holdsCommandLine(page) else { return page }
        // Split on the byte: a `\r\n` is one Character, and a line after it would not be seen.
        return page.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { bytes -> String in
            let line = Substring(bytes)
            guard PrintableText.startsCommand(String(line)), let colon = line.firstIndex(of: ":") else {
                return String(line)
            }
            return String(line[..<colon]) + "&#58;" + String(line[line.index(after: colon)...])
        }.joined(separator: "\n")
    }

    /// True when a line of `page` starts (after blanks) with `::`. Told from the bytes: a page of several
    /// megabytes holds `::` in its style sheet, and splitting it into lines cost more than writing it.
    private static func holdsCommandLine(_ page: String) -> Bool {
        var page = page
        return page.withUTF8 { bytes in
            var index = 0
            while index < bytes.count {
                while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") {
                    index += 1
                }
                if index + 1 < bytes.count, bytes[index] == UInt8(ascii: ":"), bytes[index + 1] == UInt8(ascii: ":") {
                    return true
                }
                // On to the next line: a page is a few long lines.
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                index += 1
            }
            return false
        }
    }

    private static func controlsEscaped(_ page: String) -> String {
        var bytes = page
        guard bytes.withUTF8(holdsEscapable) else { return page }
        var result = String.UnicodeScalarView()
        for scalar in page.unicodeScalars {
            if needsEscape(scalar) {
                result.append(
                    contentsOf: ("\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}").unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// True when the page, whose UTF-8 bytes are `bytes`, holds a character to escape: a control byte, a
    /// C1 control (C2 80–C2 9F), U+061C (D8 9C), U+200E, U+200F, U+2028–U+202E (E2 80 8E, 8F, A8–AE) or
    /// U+2066–U+2069 (E2 81 A6–A9). Told from the bytes, a page of several megabytes is passed over without
    /// decoding its characters.
    private static func holdsEscapable(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        // A plain loop that passes printable ASCII, most of a page, at the first test.
        for index in bytes.indices {
            let value = bytes[index]
            if value >= 0x20 && value < 0x7F { continue }
            if startsEscapable(bytes, at: index) { return true }
        }
        return false
    }

    /// True when the character whose first byte is at `index` of `bytes` is one to escape.
    private static func startsEscapable(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        func byte(_ index: Int) -> UInt8 { index < bytes.count ? bytes[index] : 0 }
        switch bytes[index] {
        case 0x09, 0x0A, 0x0D: return false
        case ..<0x20, 0x7F: return true
        case 0xC2: return (0x80...0x9F).contains(byte(index + 1))
        case 0xD8: return byte(index + 1) == 0x9C
        case 0xE2:
            switch (byte(index + 1), byte(index + 2)) {
            case (0x80, 0x8E), (0x80, 0x8F), (0x80, 0xA8...0xAE), (0x81, 0xA6...0xA9): return true
            default: return false
            }
        default: return false
        }
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar != "\n", scalar != "\t", scalar != "\r" else { return false }
        return IdentifierRules.isControl(scalar) || IdentifierRules.isBidiControl(scalar)
    }
}
