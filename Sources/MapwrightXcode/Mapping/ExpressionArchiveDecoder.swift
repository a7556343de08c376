import Foundation

/// Turns a keyed archive of an `NSExpression` (`valueexpressiondata`) into the expression's text in
/// `NSExpression` format syntax, e.g. `$source.name`,
/// `FUNCTION($entityPolicy, "convert:", $source.x)`, `"text"`, `($source.a - 32) / 1.8`.
///
/// `NSExpression` cannot be unarchived on Linux, so the archive's object graph is walked by hand
/// (``KeyedArchive``). What it decodes: constants (strings, numbers, booleans, nil), variables, `SELF`,
/// key paths, `FUNCTION(operand, "selector", …)`, and the arithmetic built-ins. Anything else throws
/// ``KeyedArchive/Failure`` naming the construct.
enum ExpressionArchiveDecoder {
    /// The text of the expression archived in `data`.
    static func text(of data: Data) throws -> String {
        let archive = try KeyedArchive(data: data)
        return try Walker(archive: archive).text(archive.object(archive.root), depth: 0)
    }

    /// The arithmetic functions `NSExpression(format:)` writes as infix operators.
    static let infix: [String: String] = [
        "add:to:": "+", "from:subtract:": "-", "multiply:by:": "*", "divide:by:": "/", "raise:toPower:": "**",
    ]

    private struct Walker {
        let archive: KeyedArchive
        /// Deeper than any expression a person writes: a cycle in a damaged archive.
        let maximumDepth = 64

        func text(_ node: Any?, depth: Int) throws -> String {
            guard depth < maximumDepth else { throw KeyedArchive.Failure(message: "the expression nests too deeply") }
            guard let object = node as? [String: Any] else {
                throw KeyedArchive.Failure(message: "expected an expression object")
            }
            let className = try archive.className(of: object)
            let type = (object["NSExpressionType"] as? Int) ?? (object["NSExpressionType"] as? NSNumber)?.intValue
            switch type {
            case 0:
                return try constant(archive.resolve(object["NSConstantValue"]), depth: depth)
            case 1:
                return "SELF"
            case 2:
                guard let name = try archive.resolve(object["NSVariable"]) as? String else {
                    throw KeyedArchive.Failure(message: "a variable expression without a name")
                }
                return "$" + name
            case 3, 10:
                guard let path = try archive.resolve(object["NSKeyPath"]) as? String else {
                    throw KeyedArchive.Failure(message: "a key-path expression without a key path")
                }
                return path
            case 4:
                return try function(object, depth: depth)
            default:
                throw KeyedArchive.Failure(
                    message:
                        "unsupported expression: \(className) (NSExpressionType \(type.map(String.init) ?? "missing"))")
            }
        }

        func function(_ object: [String: Any], depth: Int) throws -> String {
            guard let selector = try archive.resolve(object["NSSelectorName"]) as? String else {
                throw KeyedArchive.Failure(message: "a function expression without a selector")
            }
            let operandNode = try archive.resolve(object["NSOperand"])
            let arguments = try object["NSArguments"] == nil ? [] : archive.array(object["NSArguments"])
            if selector == "valueForKeyPath:", arguments.count == 1 {
                let path = try text(arguments[0], depth: depth + 1)
                let operand = try text(operandNode, depth: depth + 1)
                return operand == "SELF" ? path : "\(operand).\(path)"
            }
            if isBuiltinOperand(operandNode) {
                let texts = try arguments.map { try grouped($0, depth: depth + 1) }
                if let symbol = ExpressionArchiveDecoder.infix[selector], texts.count == 2 {
                    return "\(texts[0]) \(symbol) \(texts[1])"
                }
                let name = selector.split(separator: ":").first.map(String.init) ?? selector
                return "\(name)(\(texts.joined(separator: ", ")))"
            }
            let operand = try text(operandNode, depth: depth + 1)
            let texts = try arguments.map { try text($0, depth: depth + 1) }
            return "FUNCTION(" + ([operand, quoted(selector)] + texts).joined(separator: ", ") + ")"
        }

        /// An argument of an infix operator, in parentheses when it is itself an infix operation.
        func grouped(_ node: Any?, depth: Int) throws -> String {
            let result = try text(node, depth: depth)
            if let object = node as? [String: Any], (object["NSExpressionType"] as? Int) == 4,
                let selector = try archive.resolve(object["NSSelectorName"]) as? String,
                ExpressionArchiveDecoder.infix[selector] != nil,
                isBuiltinOperand(try archive.resolve(object["NSOperand"]))
            {
                return "(\(result))"
            }
            return result
        }

        /// The built-in functions (`now()`, `add:to:`, …) have a constant operand standing for the
        /// function library, not a variable or key path. UNCERTAIN (docs/mapping-models.md): no Xcode file
        /// in the corpus holds one.
        func isBuiltinOperand(_ node: Any?) -> Bool {
            guard let object = node as? [String: Any], (object["NSExpressionType"] as? Int) == 0 else { return false }
            switch (try? archive.resolve(object["NSConstantValue"])) ?? nil {
            case nil: return true
            case let value?: return value is [String: Any]
            }
        }

        func constant(_ value: Any?, depth: Int) throws -> String {
            guard let value else { return "nil" }
            if Swift.type(of: value) == Bool.self, let flag = value as? Bool { return flag ? "YES" : "NO" }
            if let string = value as? String { return quoted(string) }
            if let number = value as? Int { return String(number) }
            if let number = value as? Double { return String(number) }
            if let number = value as? NSNumber { return number.stringValue }
            if let object = value as? [String: Any] {
                let className = try archive.className(of: object)
                switch className {
                case "NSString", "NSMutableString":
                    if let string = object["NS.string"] as? String { return quoted(string) }
                case "NSNull":
                    return "nil"
                default:
                    break
                }
                throw KeyedArchive.Failure(message: "unsupported constant of class \(className)")
            }
            throw KeyedArchive.Failure(message: "unsupported constant \(Swift.type(of: value))")
        }

        func quoted(_ string: String) -> String {
            "\"" + string.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
                + "\""
        }
    }
}
