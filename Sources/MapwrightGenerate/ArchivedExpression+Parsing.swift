/// Reading an expression's text (as the mapping-model reader writes it and `.mapping.yaml` holds it) back
/// into the ``ArchivedExpression`` Xcode stores.
extension ArchivedExpression {
    /// The expression `text` stands for, when it is one Mapwright can archive as Xcode does: `$variable`,
    /// `$variable.key.path`, a whole number or a double-quoted string, or `FUNCTION(operand, "selector",
    /// arguments…)` of those; nil for anything else (other constants, arithmetic, predicates), which the
    /// caller reports instead of dropping silently.
    package init?(parsing text: String) {
        var parser = ExpressionTextParser(Substring(text))
        guard let expression = parser.expression(), parser.atEnd else { return nil }
        self = expression
    }
}

/// A recursive-descent reader of the expression subset ``ArchivedExpression`` can hold.
private struct ExpressionTextParser {
    private var rest: Substring
    private var depth = 0

    init(_ text: Substring) {
        rest = text
    }

    var atEnd: Bool {
        mutating get {
            skipSpaces()
            return rest.isEmpty
        }
    }

    mutating func expression() -> ArchivedExpression? {
        skipSpaces()
        depth += 1
        defer { depth -= 1 }
        guard depth <= 32 else { return nil }
        if rest.hasPrefix("$") { return variable() }
        if rest.hasPrefix("\"") { return string().map(ArchivedExpression.string) }
        if let first = rest.first, first.isASCII, first.isNumber || first == "-" { return integer() }
        guard consume("FUNCTION"), consume("("), let operand = expression(), consume(","), let selector = string()
        else { return nil }
        var arguments: [ArchivedExpression] = []
        while consume(",") {
            guard let argument = expression() else { return nil }
            arguments.append(argument)
        }
        guard consume(")") else { return nil }
        return .function(operand: operand, selector: selector, arguments: arguments)
    }

    /// `$name` or `$name.key.path`.
    private mutating func variable() -> ArchivedExpression? {
        rest = rest.dropFirst()
        let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard !name.isEmpty else { return nil }
        rest = rest.dropFirst(name.count)
        guard rest.hasPrefix(".") else { return .variable(String(name)) }
        rest = rest.dropFirst()
        let path = rest.prefix { !$0.isWhitespace && $0 != "," && $0 != ")" && $0 != "(" && $0 != "\"" }
        guard !path.isEmpty, !path.hasPrefix("."), !path.hasSuffix("."), !path.contains("..") else { return nil }
        rest = rest.dropFirst(path.count)
        return .keyPath(variable: String(name), path: String(path))
    }

    /// A whole number, `-` and ASCII digits, that fits an `Int`.
    private mutating func integer() -> ArchivedExpression? {
        let sign = rest.hasPrefix("-") ? "-" : ""
        let digits = rest.dropFirst(sign.count).prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, let value = Int(sign + digits) else { return nil }
        rest = rest.dropFirst(sign.count + digits.count)
        return .integer(value)
    }

    /// A double-quoted string with `\"` and `\\` escapes.
    private mutating func string() -> String? {
        skipSpaces()
        guard rest.hasPrefix("\"") else { return nil }
        rest = rest.dropFirst()
        var value = ""
        while let character = rest.first {
            rest = rest.dropFirst()
            switch character {
            case "\"": return value
            case "\\":
                guard let escaped = rest.first, escaped == "\"" || escaped == "\\" else { return nil }
                value.append(escaped)
                rest = rest.dropFirst()
            default: value.append(character)
            }
        }
        return nil
    }

    private mutating func consume(_ token: String) -> Bool {
        skipSpaces()
        guard rest.hasPrefix(token) else { return false }
        rest = rest.dropFirst(token.count)
        return true
    }

    private mutating func skipSpaces() {
        rest = rest.drop { $0 == " " || $0 == "\t" || $0 == "\n" }
    }
}
