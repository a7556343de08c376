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
        PrintableText.legacyCommandsBroken(commandSafe(controlsEscaped(page)), secondHashAs: "&#35;")
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
        func byte(_ index: Int) -> UInt8 { index < bytes.count ? bytes[index] : 0 }
        // A plain loop that passes printable ASCII, most of a page, at the first test.
        for index in bytes.indices {
            let value = bytes[index]
            if value >= 0x20 && value < 0x7F { continue }
            switch value {
            case 0x09, 0x0A, 0x0D: continue
            case ..<0x20, 0x7F: return true
            case 0xC2: if (0x80...0x9F).contains(byte(index + 1)) { return true }
            case 0xD8: if byte(index + 1) == 0x9C { return true }
            case 0xE2:
                switch (byte(index + 1), byte(index + 2)) {
                case (0x80, 0x8E), (0x80, 0x8F), (0x80, 0xA8...0xAE), (0x81, 0xA6...0xA9): return true
                default: continue
                }
            default: continue
            }
        }
        return false
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar != "\n", scalar != "\t", scalar != "\r" else { return false }
        return IdentifierRules.isControl(scalar) || IdentifierRules.isBidiControl(scalar)
    }
}
