import SwiftParser
import SwiftSyntax

/// Swift spellings for names and text taken from a model.
enum SwiftLiteral {
    /// True when `text` is one Swift type, and nothing else (`[String]`, `Foundation.URL`): a class name
    /// from a model is written as a type only then.
    static func isType(_ text: String) -> Bool {
        var parser = Parser(text)
        let type = TypeSyntax.parse(from: &parser)
        return !type.hasError && !type.hasWarning && type.trimmedDescription == text.trimmingCharacters(in: .whitespaces)
    }

    /// A string literal for `text`, escaped.
    static func string(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": escaped += "\\\\"
            case "\"": escaped += "\\\""
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: escaped += "\\u{\(String(scalar.value, radix: 16))}"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return "\"\(escaped)\""
    }

    /// `name` as an identifier: backquoted when it is a keyword.
    static func identifier(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    /// `name` with every character that cannot be in an identifier dropped (`ToDo 2` → `ToDo2`).
    static func typeName(_ name: String) -> String {
        let kept = String(name.unicodeScalars.filter { $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" }.map(Character.init))
        guard let first = kept.unicodeScalars.first, !("0"..."9").contains(first) else { return "_" + kept }
        return kept
    }

    /// One comment line's text: no line breaks.
    static func comment(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }

    private static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "protocol", "public", "rethrows", "static", "struct",
        "subscript", "typealias", "var", "break", "case", "continue", "default", "defer", "do", "else",
        "fallthrough", "for", "guard", "if", "in", "repeat", "return", "switch", "where", "while", "as", "Any",
        "catch", "false", "is", "nil", "super", "self", "Self", "throw", "throws", "true", "try", "Type",
    ]
}
