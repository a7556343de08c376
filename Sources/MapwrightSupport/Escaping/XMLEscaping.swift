import MapwrightDiagnostics

/// The one escaper for the XML Mapwright writes (model `contents`, `.xccurrentversion`,
/// `xcmapping.xml`).
package enum XMLEscaping {
    /// `text` escaped for an attribute value delimited by double quotes or for element content: the
    /// markup characters and line breaks and tabs as references, so an XML parser reads `text` back.
    /// Characters XML 1.0 cannot hold at all (other control characters, U+FFFE, U+FFFF) become U+FFFD.
    /// The second `#` of `##[` is written `&#35;`.
    package static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "\n": result += "&#10;"
            case "\r": result += "&#13;"
            case "\t": result += "&#9;"
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    result += "\u{FFFD}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        // `&#35;` for the second `#` of `##[`: a GitHub legacy command when the file is printed in a log.
        return PrintableText.legacyCommandsBroken(result, secondHashAs: "&#35;")
    }
}
