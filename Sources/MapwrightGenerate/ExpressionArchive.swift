import Foundation

/// An `NSExpression` as Xcode archives it into `valueexpressiondata`: the `NSKeyedArchiver` archive as a
/// binary property list, and its base64 text laid out as in the XML Xcode writes.
///
/// The object order, the shared objects and each dictionary's key order are those of the archived
/// expressions in Xcode-made files (docs/core-data/xcmappingmodel-format.md, "Value expressions"): an
/// object is numbered when the archiver reaches it, then its selector, operand and arguments, then its
/// class, which is archived once; equal strings are archived once.
public indirect enum ArchivedExpression: Sendable, Hashable {
    /// `$name`.
    case variable(String)
    /// `FUNCTION(operand, "selector", arguments…)`.
    case function(operand: ArchivedExpression, selector: String, arguments: [ArchivedExpression])
    /// `$variable.keyPath`: `NSKeyPathExpression`, the function `valueForKeyPath:` on the variable.
    case keyPath(variable: String, path: String)

    /// `FUNCTION($entityPolicy, "<selector>", $source.<key>)`: a call of the entity policy's `@objc`
    /// method with the source attribute's value.
    public static func policyCall(selector: String, sourceKey: String) -> ArchivedExpression {
        .function(operand: .variable("entityPolicy"), selector: selector, arguments: [.keyPath(variable: "source", path: sourceKey)])
    }

    /// The binary property list.
    public var archiveData: Data {
        var builder = Builder()
        let root = builder.encode(self)
        return BinaryPropertyList.encode(.dictionary([
            ("$version", .integer(100_000)), ("$archiver", .string("NSKeyedArchiver")),
            ("$top", .dictionary([("root", .uid(root))])), ("$objects", .array(builder.objects)),
        ]))
    }

    /// The text of the `valueexpressiondata` attribute: base64 with a line break after the first 76
    /// characters and one at the end, as in every file Xcode wrote.
    public var xmlText: String {
        Self.xmlLayout(archiveData.base64EncodedString())
    }

    /// Base64 `text` laid out as Xcode writes binary attributes: a line break after the first 76
    /// characters and one at the end.
    static func xmlLayout(_ text: String) -> String {
        let cut = text.index(text.startIndex, offsetBy: min(76, text.count))
        return text[..<cut] + (cut == text.endIndex ? "" : "\n" + text[cut...]) + "\n"
    }

    /// `NSKeyedArchiver`'s `$objects`, filled in the archiver's order.
    private struct Builder {
        var objects: [PropertyListValue] = [.string("$null")]
        var strings: [String: Int] = [:]
        var classes: [String: Int] = [:]

        mutating func encode(_ expression: ArchivedExpression) -> Int {
            switch expression {
            case .variable(let name):
                let index = reserve()
                let nameIndex = string(name)
                objects[index] = .dictionary([
                    ("NSVariable", .uid(nameIndex)), ("NSExpressionType", .integer(2)),
                    ("$class", .uid(classInfo(["NSVariableExpression", "NSExpression", "NSObject"]))),
                ])
                return index
            case .function(let operand, let selector, let arguments):
                return function(operand: operand, selector: selector, arguments: arguments, keyPath: nil)
            case .keyPath(let variable, let path):
                return function(operand: .variable(variable), selector: "valueForKeyPath:", arguments: [], keyPath: path)
            }
        }

        private mutating func function(
            operand: ArchivedExpression, selector: String, arguments: [ArchivedExpression], keyPath: String?
        ) -> Int {
            let index = reserve()
            let selectorIndex = string(selector)
            let operandIndex = encode(operand)
            let argumentsIndex = reserve()
            let items = keyPath.map { [specifier($0)] } ?? arguments.map { encode($0) }
            let arrayClass = keyPath == nil ? ["NSArray", "NSObject"] : ["NSMutableArray", "NSArray", "NSObject"]
            objects[argumentsIndex] = .dictionary([
                ("NS.objects", .array(items.map(PropertyListValue.uid))), ("$class", .uid(classInfo(arrayClass))),
            ])
            let functionClass = keyPath == nil
                ? ["NSFunctionExpression", "NSExpression", "NSObject"]
                : ["NSKeyPathExpression", "NSFunctionExpression", "NSExpression", "NSObject"]
            objects[index] = .dictionary([
                ("NSOperand", .uid(operandIndex)), ("NSSelectorName", .uid(selectorIndex)), ("NSExpressionType", .integer(4)),
                ("NSArguments", .uid(argumentsIndex)), ("$class", .uid(classInfo(functionClass))),
            ])
            return index
        }

        /// The key-path operand of `valueForKeyPath:` (`NSKeyPathSpecifierExpression`).
        private mutating func specifier(_ path: String) -> Int {
            let index = reserve()
            let pathIndex = string(path)
            objects[index] = .dictionary([
                ("$class", .uid(classInfo(["NSKeyPathSpecifierExpression", "NSExpression", "NSObject"]))),
                ("NSExpressionType", .integer(10)), ("NSKeyPath", .uid(pathIndex)),
            ])
            return index
        }

        private mutating func reserve() -> Int {
            objects.append(.string(""))
            return objects.count - 1
        }

        private mutating func string(_ text: String) -> Int {
            if let index = strings[text] { return index }
            objects.append(.string(text))
            strings[text] = objects.count - 1
            return objects.count - 1
        }

        /// The class description, archived once per class. Apple's writer keeps the class name of
        /// `NSVariableExpression` apart from the equal first entry of its `$classes` (every Xcode-made file
        /// shows it, and no other class), so it is written as a distinct string.
        private mutating func classInfo(_ hierarchy: [String]) -> Int {
            let name = hierarchy[0]
            if let index = classes[name] { return index }
            objects.append(.dictionary([
                ("$classname", name == "NSVariableExpression" ? .distinctString(name) : .string(name)),
                ("$classes", .array(hierarchy.map(PropertyListValue.string))),
            ]))
            classes[name] = objects.count - 1
            return objects.count - 1
        }
    }
}
