/// Text from a model file made safe to print in a terminal or a CI log: control characters (which can
/// forge log lines or move the cursor) and invisible formatting characters (which can reorder or hide
/// text) are shown as `\u{…}` escapes, GitHub's legacy commands (`##[error]`) are broken, and long text
/// is cut.
package enum PrintableText {
    /// The most characters of a message or hint printed.
    package static let messageLimit = 1_000

    /// `text` with every character that would not print as itself escaped as `\u{…}`, the second `#` of
    /// `##[` written `\u{23}` (``legacyCommandsBroken(_:secondHashAs:)``), cut to `limit` characters with
    /// `…` when longer.
    package static func escaped(_ text: String, limit: Int = messageLimit) -> String {
        legacyCommandsBroken(controlsEscaped(text, limit: limit), secondHashAs: "\\u{23}")
    }

    private static func controlsEscaped(_ text: String, limit: Int) -> String {
        // Printable ASCII and tabs, most text of a model, print as themselves, one character a byte.
        if text.utf8.allSatisfy({ (0x20...0x7E).contains($0) || $0 == 0x09 }) {
            return text.utf8.count <= limit ? text : String(text.prefix(limit)) + "…"
        }
        var result = ""
        var count = 0
        for character in text {
            guard count < limit else { return result + "…" }
            if isShown(character) {
                result.append(character)
            } else {
                for scalar in character.unicodeScalars {
                    result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                }
            }
            count += 1
        }
        return result
    }

    /// `line` safe to begin an output line: GitHub's runner reads a line whose first non-blank characters
    /// are `::` as a workflow command (`::error …`, `::stop-commands::…`), so a line that a name would
    /// start that way is written after a `\`.
    package static func commandSafe(_ line: String) -> String {
        startsCommand(line) ? "\\" + line : line
    }

    /// A relative path safe to begin an output line: `./` before one that would start a workflow command,
    /// which names the same file.
    package static func commandSafePath(_ path: String) -> String {
        startsCommand(path) ? "./" + path : path
    }

    /// The prefix of GitHub's legacy workflow commands (`##[error]…`, `##[group]…`, `##[stop-commands]…`),
    /// which the runner reads anywhere in a line, not only at its start.
    package static let legacyCommandPrefix = "##["

    /// `text` with the second `#` of every `##[` written as `replacement` (an escape of `#` in the output's
    /// language: `\u{23}` in plain text, `\u0023` in JSON, `&#35;` in XML and HTML), so that no legacy
    /// command is left in it.
    package static func legacyCommandsBroken(_ text: String, secondHashAs replacement: String) -> String {
        let hash = UInt8(ascii: "#")
        var text = text
        // A plain loop over the bytes where they are: most texts hold no `##[` and are returned as they are.
        let broken: String? = text.withUTF8 { bytes in
            var result: String?
            var start = 0
            var index = 1
            while index + 1 < bytes.count {
                if bytes[index] == hash && bytes[index - 1] == hash && bytes[index + 1] == UInt8(ascii: "[") {
                    result = (result ?? "") + String(decoding: bytes[start..<index], as: UTF8.self) + replacement
                    start = index + 1
                }
                index += 1
            }
            return result.map { $0 + String(decoding: bytes[start...], as: UTF8.self) }
        }
        return broken ?? text
    }

    /// True when `text`, leading blanks dropped, starts with `::`.
    package static func startsCommand(_ text: String) -> Bool {
        text.utf8.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }.starts(with: "::".utf8)
    }

    /// False for characters that would not print as themselves: controls other than tab, line and
    /// paragraph separators, invisible formatting characters, private-use, unassigned and non-characters.
    package static func isShown(_ character: Character) -> Bool {
        if character == "\t" { return true }
        return !character.unicodeScalars.contains { scalar in
            switch scalar.properties.generalCategory {
            case .control, .format, .surrogate, .privateUse, .unassigned, .lineSeparator, .paragraphSeparator: true
            default: scalar.value == 0xFFFE || scalar.value == 0xFFFF
            }
        }
    }
}
