import MapwrightModel
import SwiftSyntax

/// What a stored property's Swift type makes of it in the Core Data model SwiftData builds
/// (docs/swiftdata.md, "Swift types and Core Data attribute types").
enum MappedType: Equatable {
    /// An attribute; `swiftType` when the property's type is not the stored one;
    /// `opaque` when its type is a value type Mapwright cannot see into (MW024).
    case attribute(AttributeType, customClassName: String?, swiftType: String? = nil, opaque: Bool)
    /// A composite attribute (a Codable struct or enum the sources declare), by its type as written.
    case composite(String)
    /// A to-one relationship to the named model class.
    case toOne(String)
    /// A to-many relationship to the named model class.
    case toMany(String)
}

/// Swift types to Core Data attribute types, as SwiftData maps them.
enum SwiftTypeMapping {
    /// The types SwiftData stores as one attribute of a fixed Core Data type.
    static let scalars: [String: AttributeType] = [
        "String": .string, "Substring": .string, "Bool": .boolean,
        "Int": .integer64, "Int64": .integer64, "UInt": .integer64, "UInt64": .integer64,
        "Int32": .integer32, "UInt32": .integer32,
        "Int16": .integer16, "UInt16": .integer16, "Int8": .integer16, "UInt8": .integer16,
        "Double": .double, "CGFloat": .double, "Float": .float, "Decimal": .decimal,
        "Date": .date, "Data": .binary, "UUID": .uuid, "URL": .uri,
        // Foundation's and the standard library's typealiases of the types above.
        "TimeInterval": .double, "Float64": .double, "Float32": .float,
    ]

    /// The Swift type Mapwright writes for an attribute type (the inverse of ``scalars`` on the types it
    /// picks), nil for the types SwiftData has no plain Swift type for.
    static func swiftType(for type: AttributeType) -> String? {
        switch type {
        case .string: "String"
        case .boolean: "Bool"
        case .integer64: "Int"
        case .integer32: "Int32"
        case .integer16: "Int16"
        case .double: "Double"
        case .float: "Float"
        case .decimal: "Decimal"
        case .date: "Date"
        case .binary: "Data"
        case .uuid: "UUID"
        case .uri: "URL"
        case .undefined, .transformable, .objectID, .composite: nil
        }
    }

    /// `type` without its optionality, and whether it was optional (`T?`, `T!`, `Optional<T>`).
    static func unwrapped(_ type: TypeSyntax) -> (type: TypeSyntax, isOptional: Bool) {
        if let optional = type.as(OptionalTypeSyntax.self) { return (optional.wrappedType, true) }
        if let implicit = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return (implicit.wrappedType, true) }
        if let generic = genericArgument(of: type, named: "Optional") { return (generic, true) }
        return (type, false)
    }

    /// What `type` (already unwrapped) maps to, given what the names written in it mean where it is.
    static func map(_ type: TypeSyntax, scope: TypeScope) -> MappedType {
        let written = type.trimmedDescription.filter { !$0.isWhitespace }
        if let element = type.as(ArrayTypeSyntax.self)?.element ?? genericArgument(of: type, named: "Array") {
            if case .model(let name) = scope.meaning(of: element.trimmedDescription.filter { !$0.isWhitespace }) {
                return .toMany(name)
            }
            return .attribute(.transformable, customClassName: written, opaque: true)
        }
        switch scope.meaning(of: written) {
        case .model(let name):
            return .toOne(name)
        case .rawValueEnum:
            return .composite(written)
        case .named(let name):
            if let scalar = scalars[name] { return .attribute(scalar, customClassName: nil, opaque: false) }
            if scope.valueType(written) != nil { return .composite(written) }
        }
        return .attribute(.transformable, customClassName: written, opaque: true)
    }

    /// The type the compiler infers for an initial value, for a property declared without a type, in the
    /// forms models use: a literal (`0`, `""`, `false`), an initializer call (`UUID()`, `Date()`,
    /// `URL(string: "…")!`, `[String]()`), or a static member of the type (`Date.now`). Nil for
    /// anything else.
    static func inferredType(_ expression: ExprSyntax) -> String? {
        if expression.is(BooleanLiteralExprSyntax.self) { return "Bool" }
        if expression.is(IntegerLiteralExprSyntax.self) { return "Int" }
        if expression.is(FloatLiteralExprSyntax.self) { return "Double" }
        if expression.is(StringLiteralExprSyntax.self) { return "String" }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            return inferredType(prefix.expression)
        }
        if let unwrapped = expression.as(ForceUnwrapExprSyntax.self) {
            return inferredType(unwrapped.expression).map { $0.hasSuffix("?") ? String($0.dropLast()) : $0 }
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            let called = call.calledExpression
            if let array = called.as(ArrayExprSyntax.self), array.elements.count == 1, call.arguments.isEmpty {
                return "[\(array.elements.first!.expression.trimmedDescription)]"
            }
            if let reference = called.as(DeclReferenceExprSyntax.self), isTypeName(reference.baseName.text) {
                // `URL(string:)`, `UUID(uuidString:)`: failable, so the property is optional (`!` unwraps it above).
                let failable = call.arguments.contains { ["string", "uuidString"].contains($0.label?.text ?? "") }
                return reference.baseName.text + (failable ? "?" : "")
            }
            if called.is(GenericSpecializationExprSyntax.self) { return called.trimmedDescription }
        }
        if let member = expression.as(MemberAccessExprSyntax.self),
            let base = member.base?.as(DeclReferenceExprSyntax.self),
            isTypeName(base.baseName.text), scalars[base.baseName.text] != nil
        {
            return base.baseName.text
        }
        return nil
    }

    /// A capitalised name: a type, by Swift's naming convention.
    private static func isTypeName(_ name: String) -> Bool { name.first?.isUppercase == true }

    /// The default value Core Data records for a literal initial value of `type`, as the YAML and Xcode
    /// readers write it (`YES`/`NO` for Booleans); nil for anything but a literal (another initial value
    /// is kept as ``Attribute/defaultExpression``).
    static func defaultValue(_ expression: ExprSyntax, type: AttributeType) -> String? {
        if let boolean = expression.as(BooleanLiteralExprSyntax.self), type == .boolean {
            return boolean.literal.tokenKind == .keyword(.true) ? "YES" : "NO"
        }
        if type.isNumeric {
            if let integer = expression.as(IntegerLiteralExprSyntax.self) {
                return integer.literal.text.replacingOccurrences(of: "_", with: "")
            }
            if let float = expression.as(FloatLiteralExprSyntax.self) {
                return float.literal.text.replacingOccurrences(of: "_", with: "")
            }
            if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-",
                let magnitude = defaultValue(prefix.expression, type: type)
            {
                return "-" + magnitude
            }
        }
        if type == .string { return SyntaxHelpers.stringLiteral(expression) }
        return nil
    }

    static func genericArgument(of type: TypeSyntax, named name: String) -> TypeSyntax? {
        guard let identifier = type.as(IdentifierTypeSyntax.self), identifier.name.text == name,
            let arguments = identifier.genericArgumentClause?.arguments, arguments.count == 1,
            let first = arguments.first
        else { return nil }
        return TypeSyntax(first.argument)
    }
}
