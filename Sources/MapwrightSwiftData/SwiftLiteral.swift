import MapwrightSupport
import SwiftParser
import SwiftSyntax

/// Swift spellings for names and text taken from a model.
enum SwiftLiteral {
    /// True when `text` is one Swift type, and nothing else (`[String]`, `Foundation.URL`): a class name
    /// from a model is written as a type only then.
    static func isType(_ text: String) -> Bool {
        var parser = Parser(text)
        let type = TypeSyntax.parse(from: &parser)
        return !type.hasError && !type.hasWarning
            && type.trimmedDescription == text.trimmingCharacters(in: .whitespaces)
    }

    /// A string literal for `text`, escaped (``SwiftEscaping/stringLiteral(_:)``).
    static func string(_ text: String) -> String {
        "\"" + SwiftEscaping.stringLiteral(text) + "\""
    }

    /// `name` as an identifier: backquoted when it is a keyword.
    static func identifier(_ name: String) -> String {
        IdentifierRules.isKeyword(name) ? "`\(name)`" : name
    }

    /// `name` with every character that cannot be in an identifier dropped (`ToDo 2` → `ToDo2`).
    static func typeName(_ name: String) -> String {
        let kept = String(
            name.unicodeScalars.filter { $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" }.map(
                Character.init))
        guard let first = kept.unicodeScalars.first, !("0"..."9").contains(first) else { return "_" + kept }
        return kept
    }

    /// One comment line's text (``SwiftEscaping/comment(_:)``): no line breaks, no `*/`.
    static func comment(_ text: String) -> String {
        SwiftEscaping.comment(text)
    }
}
