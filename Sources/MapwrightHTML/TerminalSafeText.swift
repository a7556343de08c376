import MapwrightModel

/// The page with every control character other than line breaks and tabs, and every bidirectional
/// control, written as the text `\u{…}`: a model's names and texts reach the page, and a raw ESC or a
/// right-to-left override would act on a terminal that shows the file (`cat report.html`) or reorder what
/// a reader sees. Markup never holds these characters, so the whole page is passed through.
enum TerminalSafeText {
    static func escaped(_ page: String) -> String {
        guard page.unicodeScalars.contains(where: needsEscape) else { return page }
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

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar != "\n", scalar != "\t", scalar != "\r" else { return false }
        return IdentifierRules.isControl(scalar) || IdentifierRules.isBidiControl(scalar)
    }
}
