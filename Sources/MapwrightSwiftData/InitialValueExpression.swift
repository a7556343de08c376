import SwiftParser
import SwiftSyntax

/// A SwiftData property's initial value that is not a literal (`Date.now`, `UUID()`, `[]`, `.low`), kept
/// as ``MapwrightModel/Attribute/defaultExpression`` and written back by `generate --swiftdata`.
///
/// Only values are accepted: names, member accesses, calls whose arguments are values, literals without
/// interpolation, array and dictionary literals, `!` and a leading `-`. A closure, an interpolation, an
/// operator or `try` is refused, and the accepted value is rendered again from its tokens (no comments,
/// no line breaks), so the text from a model can only ever become one initial value (docs/reliability.md).
enum InitialValueExpression {
    /// `expression` rendered from its tokens, or nil when it is not a value of the forms above.
    static func rendered(_ expression: ExprSyntax) -> String? {
        guard isValue(expression) else { return nil }
        var text = ""
        for token in expression.tokens(viewMode: .sourceAccurate) {
            text += token.text
            if token.tokenKind == .comma || token.tokenKind == .colon { text += " " }
        }
        return text
    }

    /// `text` read as the initial value of a property, rendered; nil when it is not exactly one value.
    static func rendered(_ text: String) -> String? {
        let file = Parser.parse(source: "var value = " + text)
        guard !file.hasError, file.statements.count == 1,
            let variable = file.statements.first?.item.as(VariableDeclSyntax.self), variable.bindings.count == 1,
            let value = variable.bindings.first?.initializer?.value
        else { return nil }
        return rendered(value)
    }

    private static func isValue(_ expression: ExprSyntax) -> Bool {
        switch expression.as(ExprSyntaxEnum.self) {
        case .integerLiteralExpr, .floatLiteralExpr, .booleanLiteralExpr, .nilLiteralExpr:
            return true
        case .stringLiteralExpr(let literal):
            return literal.segments.allSatisfy { $0.is(StringSegmentSyntax.self) }
        case .declReferenceExpr(let reference):
            return isName(reference)
        case .memberAccessExpr(let member):
            return isName(member.declName) && (member.base.map(isValue) ?? true)
        case .functionCallExpr(let call):
            return call.trailingClosure == nil && call.additionalTrailingClosures.isEmpty
                && isValue(call.calledExpression) && call.arguments.allSatisfy { isValue($0.expression) }
        case .genericSpecializationExpr(let generic):
            return isValue(generic.expression)
        case .arrayExpr(let array):
            return array.elements.allSatisfy { isValue($0.expression) }
        case .dictionaryExpr(let dictionary):
            guard case .elements(let elements) = dictionary.content else { return true }
            return elements.allSatisfy { isValue($0.key) && isValue($0.value) }
        case .forceUnwrapExpr(let unwrap):
            return isValue(unwrap.expression)
        case .prefixOperatorExpr(let prefix):
            return prefix.operator.text == "-" && isValue(prefix.expression)
        default:
            return false
        }
    }

    /// A plain name or `init`, without argument labels (`f(x:)` names a function, it is not a value).
    private static func isName(_ reference: DeclReferenceExprSyntax) -> Bool {
        guard reference.argumentNames == nil else { return false }
        switch reference.baseName.tokenKind {
        case .identifier, .keyword(.`init`): return true
        default: return false
        }
    }
}
