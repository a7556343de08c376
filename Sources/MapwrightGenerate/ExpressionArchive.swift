import Foundation

/// An `NSExpression` as Xcode archives it into `valueexpressiondata`: the `NSKeyedArchiver` archive as a
/// binary property list, and its base64 text laid out as in the XML Xcode writes.
///
/// The object order, the shared objects and each dictionary's key order are those of the archived
/// expressions in Xcode-made files (docs/core-data/xcmappingmodel-format.md, "Value expressions"): an
/// object is numbered when the archiver reaches it, then its selector, operand and arguments, then its
/// class, which is archived once; equal strings are archived once.
package indirect enum ArchivedExpression: Sendable, Hashable {
    /// `$name`.
    case variable(String)
    /// `FUNCTION(operand, "selector", arguments…)`.
    case function(operand: ArchivedExpression, selector: String, arguments: [ArchivedExpression])
    /// `$variable.keyPath`: `NSKeyPathExpression`, the function `valueForKeyPath:` on the variable.
    case keyPath(variable: String, path: String)
    /// A whole number constant (`NSConstantValueExpression` of an `NSNumber`), e.g. `1`.
    case integer(Int)
    /// A string constant (`NSConstantValueExpression` of an `NSString`), e.g. `"none"`.
    case string(String)

    /// `FUNCTION($entityPolicy, "<selector>", $source.<key>)`: a call of the entity policy's `@objc`
    /// method with the source attribute's value.
    package static func policyCall(selector: String, sourceKey: String) -> ArchivedExpression {
        .function(
            operand: .variable("entityPolicy"), selector: selector,
            arguments: [.keyPath(variable: "source", path: sourceKey)])
    }

    /// The binary property list.
    package var archiveData: Data {
        var builder = Builder()
        let root = builder.encode(self)
        return BinaryPropertyList.encode(
            .dictionary([
                ("$version", .integer(100_000)), ("$archiver", .string("NSKeyedArchiver")),
                ("$top", .dictionary([("root", .uid(root))])), ("$objects", .array(builder.objects)),
            ]))
    }

    /// The text of the `valueexpressiondata` attribute: base64 with a line break after the first 76
    /// characters and one at the end, as in every file Xcode wrote.
    package var xmlText: String {
        Self.xmlLayout(archiveData.base64EncodedString())
    }

    /// Base64 `text` laid out as Xcode writes binary attributes: a line break after the first 76
    /// characters and one at the end.
    static func xmlLayout(_ text: String) -> String {
        let cut = text.index(text.startIndex, offsetBy: min(76, text.count))
        return text[..<cut] + (cut == text.endIndex ? "" : "\n" + text[cut...]) + "\n"
    }

    /// Archives expressions into `$objects` in the archiver's order: an object is numbered when it is
    /// reached, then its selector, operand and arguments, then its class.
    private struct Builder {
        var archive = KeyedArchiveObjects()
        var objects: [PropertyListValue] { archive.objects }

        mutating func encode(_ expression: ArchivedExpression) -> Int {
            switch expression {
            case .variable(let name):
                let index = archive.reserve()
                let nameIndex = archive.string(name)
                let classIndex = archive.classInfo(["NSVariableExpression", "NSExpression", "NSObject"])
                archive.set(
                    .dictionary([
                        ("NSVariable", .uid(nameIndex)), ("NSExpressionType", .integer(2)),
                        ("$class", .uid(classIndex)),
                    ]), at: index)
                return index
            case .function(let operand, let selector, let arguments):
                return function(operand: operand, selector: selector, arguments: arguments, keyPath: nil)
            case .keyPath(let variable, let path):
                return function(
                    operand: .variable(variable), selector: "valueForKeyPath:", arguments: [], keyPath: path)
            case .integer(let value):
                return constant { $0.integer(value) }
            case .string(let text):
                return constant { $0.string(text) }
            }
        }

        /// An `NSConstantValueExpression` whose value `archiveValue` archives.
        private mutating func constant(_ archiveValue: (inout KeyedArchiveObjects) -> Int) -> Int {
            let index = archive.reserve()
            let valueIndex = archiveValue(&archive)
            let classIndex = archive.classInfo(["NSConstantValueExpression", "NSExpression", "NSObject"])
            archive.set(
                .dictionary([
                    ("NSConstantValue", .uid(valueIndex)), ("NSExpressionType", .integer(0)),
                    ("$class", .uid(classIndex)),
                ]), at: index)
            return index
        }

        private mutating func function(
            operand: ArchivedExpression, selector: String, arguments: [ArchivedExpression], keyPath: String?
        ) -> Int {
            let index = archive.reserve()
            let selectorIndex = archive.string(selector)
            let operandIndex = encode(operand)
            let argumentsIndex = archive.reserve()
            let items = keyPath.map { [specifier($0)] } ?? arguments.map { encode($0) }
            let arrayClass = archive.classInfo(
                keyPath == nil ? ["NSArray", "NSObject"] : ["NSMutableArray", "NSArray", "NSObject"])
            archive.set(
                .dictionary([("NS.objects", .array(items.map(PropertyListValue.uid))), ("$class", .uid(arrayClass))]),
                at: argumentsIndex)
            let functionClass = archive.classInfo(
                keyPath == nil
                    ? ["NSFunctionExpression", "NSExpression", "NSObject"]
                    : ["NSKeyPathExpression", "NSFunctionExpression", "NSExpression", "NSObject"])
            archive.set(
                .dictionary([
                    ("NSOperand", .uid(operandIndex)), ("NSSelectorName", .uid(selectorIndex)),
                    ("NSExpressionType", .integer(4)),
                    ("NSArguments", .uid(argumentsIndex)), ("$class", .uid(functionClass)),
                ]), at: index)
            return index
        }

        /// The key-path operand of `valueForKeyPath:` (`NSKeyPathSpecifierExpression`).
        private mutating func specifier(_ path: String) -> Int {
            let index = archive.reserve()
            let pathIndex = archive.string(path)
            let classIndex = archive.classInfo(["NSKeyPathSpecifierExpression", "NSExpression", "NSObject"])
            archive.set(
                .dictionary([
                    ("$class", .uid(classIndex)), ("NSExpressionType", .integer(10)), ("NSKeyPath", .uid(pathIndex)),
                ]), at: index)
            return index
        }
    }
}
