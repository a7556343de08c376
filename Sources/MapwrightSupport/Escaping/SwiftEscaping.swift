/// The one escaper for generated Swift: every name and text a policy stub holds goes through it, so the
/// stub stays inert even for a model that never went through validation (a `DataModel` built with the
/// library API, or a custom template that quotes a value somewhere unexpected).
package enum SwiftEscaping {
    /// `text` on one line, safe inside `//`, `///` and `/* … */` comments: control characters, line
    /// and paragraph separators become spaces, bidirectional controls are shown as `\u{…}`, and `*/`
    /// and `/*` are split by a space.
    package static func comment(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var previous: Unicode.Scalar = " "
        for scalar in text.unicodeScalars {
            if IdentifierRules.isBidiControl(scalar) {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                previous = "}"
                continue
            }
            let kept: Unicode.Scalar = IdentifierRules.isControl(scalar) ? " " : scalar
            if (previous == "*" && kept == "/") || (previous == "/" && kept == "*") {
                result.unicodeScalars.append(" ")
            }
            result.unicodeScalars.append(kept)
            previous = kept
        }
        return result
    }

    /// The contents of a Swift string literal (without the quotes) that reads back as `text`:
    /// `\`, `"` and control characters escaped.
    package static func stringLiteral(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if IdentifierRules.isControl(scalar) {
                    result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// `text` when it is an identifier (``IdentifierRules/isIdentifier(_:)``); otherwise `text` with
    /// every character but ASCII letters, digits and `_` dropped, `_` before a leading digit, and
    /// `Unnamed` when nothing is left.
    package static func identifier(_ text: String) -> String {
        if IdentifierRules.isIdentifier(text) { return text }
        var kept = String(
            String.UnicodeScalarView(
                text.unicodeScalars.filter {
                    $0 == "_" || ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)))
                }))
        if kept.first?.isNumber == true { kept = "_" + kept }
        return kept.isEmpty ? "Unnamed" : kept
    }

    /// `name` when it is a class name, optionally module-qualified (`MyApp.ItemPolicy`); otherwise
    /// ``identifier(_:)`` of it, with `_` after a keyword. The result is safe as a file name, an
    /// Objective-C class name and, its last component, a Swift declaration's name.
    package static func className(_ name: String) -> String {
        if IdentifierRules.isClassName(name, allowsLeadingDot: false) { return name }
        let kept = identifier(name)
        return IdentifierRules.isKeyword(kept) ? kept + "_" : kept
    }

    /// The last component of ``className(_:)`` (`ItemPolicy` for `MyApp.ItemPolicy`): the name to declare.
    package static func typeName(_ name: String) -> String {
        String(className(name).split(separator: ".").last ?? "Unnamed")
    }
}
