import Foundation

/// Turns a keyed archive of an `NSExpression` (`valueexpressiondata`) into the expression's text in
/// `NSExpression` format syntax, e.g. `$source.name`,
/// `FUNCTION($entityPolicy, "convert:", $source.x)`, `"text"`, `($source.a - 32) / 1.8`.
///
/// `NSExpression` cannot be unarchived on Linux, so the archive's object graph is walked by hand
/// (``ArchiveGraph``). What it decodes: constants (strings, numbers, booleans, nil), variables, `SELF`,
/// key paths, `FUNCTION(operand, "selector", …)`, and the arithmetic built-ins. Anything else throws
/// ``ArchiveGraph/Failure`` naming the construct.
enum ExpressionArchiveDecoder {
    /// The text of the expression archived in `data`; `reading` walks the archive in place or reads it with
    /// Foundation.
    static func text(of data: Data, reading: ContentsReading = .fast) throws -> String {
        switch reading {
        case .fast: try Walker(archive: ArchiveGraph(data: data)).text()
        case .plain: try Walker(archive: FoundationArchive(data: data)).text()
        }
    }

    /// The arithmetic functions `NSExpression(format:)` writes as infix operators.
    static let infix: [String: String] = [
        "add:to:": "+", "from:subtract:": "-", "multiply:by:": "*", "divide:by:": "/", "raise:toPower:": "**",
    ]

    /// Walks the archive by node (``KeyedArchive``): `Node?` is a node or `$null`; a scalar is read as
    /// Foundation gives it (``KeyedArchive/value(_:)``) and told by the casts Foundation's values answer.
    private struct Walker<Archive: KeyedArchive> {
        typealias Node = Archive.Node
        let archive: Archive
        /// Deeper than any expression a person writes: a cycle in a damaged archive.
        let maximumDepth = 64

        /// The text of the root expression.
        func text() throws -> String { try text(archive.root, depth: 0) }

        func text(_ node: Node?, depth: Int) throws -> String {
            guard depth < maximumDepth else { throw ArchiveGraph.Failure(message: "the expression nests too deeply") }
            guard let object = node, archive.isDictionary(object) else {
                throw ArchiveGraph.Failure(message: "expected an expression object")
            }
            let className = try archive.className(of: object)
            let type = (expressionType(object) as? Int) ?? (expressionType(object) as? NSNumber)?.intValue
            switch type {
            case 0:
                return try constant(archive.resolve(archive.member("NSConstantValue", of: object)), depth: depth)
            case 1:
                return "SELF"
            case 2:
                guard let name = try archive.resolve(archive.member("NSVariable", of: object)).flatMap(archive.string)
                else {
                    throw ArchiveGraph.Failure(message: "a variable expression without a name")
                }
                return "$" + name
            case 3, 10:
                guard let path = try archive.resolve(archive.member("NSKeyPath", of: object)).flatMap(archive.string)
                else {
                    throw ArchiveGraph.Failure(message: "a key-path expression without a key path")
                }
                return path
            case 4:
                return try function(object, depth: depth)
            default:
                throw ArchiveGraph.Failure(
                    message:
                        "unsupported expression: \(className) (NSExpressionType \(type.map(String.init) ?? "missing"))")
            }
        }

        /// The object's `NSExpressionType`, as Foundation reads it.
        func expressionType(_ object: Node) -> Any? {
            archive.member("NSExpressionType", of: object).map(archive.value)
        }

        func selector(_ object: Node) throws -> String? {
            try archive.resolve(archive.member("NSSelectorName", of: object)).flatMap(archive.string)
        }

        func function(_ object: Node, depth: Int) throws -> String {
            guard let selector = try selector(object) else {
                throw ArchiveGraph.Failure(message: "a function expression without a selector")
            }
            let operandNode = try archive.resolve(archive.member("NSOperand", of: object))
            let arguments = try archive.member("NSArguments", of: object).map { try archive.array($0) } ?? []
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
        func grouped(_ node: Node?, depth: Int) throws -> String {
            let result = try text(node, depth: depth)
            if let object = node, archive.isDictionary(object), (expressionType(object) as? Int) == 4,
                let selector = try selector(object), ExpressionArchiveDecoder.infix[selector] != nil,
                isBuiltinOperand(try archive.resolve(archive.member("NSOperand", of: object)))
            {
                return "(\(result))"
            }
            return result
        }

        /// The built-in functions (`now()`, `add:to:`, …) have a constant operand standing for the
        /// function library, not a variable or key path. UNCERTAIN (docs/mapping-models.md): no Xcode file
        /// in the corpus holds one.
        func isBuiltinOperand(_ node: Node?) -> Bool {
            guard let object = node, archive.isDictionary(object), (expressionType(object) as? Int) == 0 else {
                return false
            }
            switch (try? archive.resolve(archive.member("NSConstantValue", of: object))) ?? nil {
            case nil: return true
            case let value?: return archive.isDictionary(value)
            }
        }

        func constant(_ node: Node?, depth: Int) throws -> String {
            guard let node else { return "nil" }
            if archive.isDictionary(node) {
                let className = try archive.className(of: node)
                switch className {
                case "NSString", "NSMutableString":
                    if let string = archive.member("NS.string", of: node).flatMap(archive.string) {
                        return quoted(string)
                    }
                case "NSNull":
                    return "nil"
                default:
                    break
                }
                throw ArchiveGraph.Failure(message: "unsupported constant of class \(className)")
            }
            let value = archive.value(node)
            if Swift.type(of: value) == Bool.self, let flag = value as? Bool { return flag ? "YES" : "NO" }
            if let string = value as? String { return quoted(string) }
            if let number = value as? Int { return String(number) }
            if let number = value as? Double { return String(number) }
            if let number = value as? NSNumber { return number.stringValue }
            throw ArchiveGraph.Failure(message: "unsupported constant \(Swift.type(of: value))")
        }

        func quoted(_ string: String) -> String {
            "\"" + string.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
                + "\""
        }
    }
}
