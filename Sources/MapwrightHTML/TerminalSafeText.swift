import MapwrightModel

/// The page with every control character other than line breaks and tabs, and every bidirectional
/// control, written as the text `\u{…}`: a model's names and texts reach the page, and a raw ESC or a
/// right-to-left override would act on a terminal that shows the file (`cat report.html`) or reorder what
/// a reader sees. Markup never holds these characters, so the whole page is passed through.
enum TerminalSafeText {
    static func escaped(_ page: String) -> String {
        guard mayNeedEscape(Array(page.utf8)), page.unicodeScalars.contains(where: needsEscape) else { return page }
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

    /// False when no character of the page, whose UTF-8 bytes are `bytes`, can need escaping: it holds no
    /// control byte, and no lead byte of U+0080–U+009F (C2), U+061C (D8) or U+2000–U+207F (E2 80, E2 81).
    /// Told from the bytes, a page of several megabytes is passed over without decoding its characters.
    private static func mayNeedEscape(_ bytes: [UInt8]) -> Bool {
        bytes.indices.contains { index in
            switch bytes[index] {
            case 0x09, 0x0A, 0x0D: false
            case ..<0x20, 0x7F, 0xC2, 0xD8: true
            case 0xE2: index + 1 < bytes.count && (bytes[index + 1] == 0x80 || bytes[index + 1] == 0x81)
            default: false
            }
        }
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar != "\n", scalar != "\t", scalar != "\r" else { return false }
        return IdentifierRules.isControl(scalar) || IdentifierRules.isBidiControl(scalar)
    }
}
