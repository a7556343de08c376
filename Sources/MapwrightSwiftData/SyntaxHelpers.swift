import SwiftSyntax

/// Small readings of syntax nodes the SwiftData reader shares.
enum SyntaxHelpers {
    /// True when `attributes` holds `@name` or `@name(…)` (also written `@SwiftData.name`).
    static func attribute(named name: String, in attributes: AttributeListSyntax) -> AttributeSyntax? {
        for element in attributes {
            guard case .attribute(let attribute) = element else { continue }
            let written = attribute.attributeName.trimmedDescription
            if written == name || written == "SwiftData.\(name)" { return attribute }
        }
        return nil
    }

    /// The names of the types in an inheritance clause, without module prefixes.
    static func inheritedNames(_ clause: InheritanceClauseSyntax?) -> [String] {
        clause?.inheritedTypes.map { lastComponent($0.type.trimmedDescription) } ?? []
    }

    /// `Item` from `SchemaV1.Item`, `SwiftData.VersionedSchema` → `VersionedSchema`.
    static func lastComponent(_ name: String) -> String {
        name.split(separator: ".").last.map(String.init) ?? name
    }

    /// True for `static` or `class` members.
    static func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
    }

    /// The type named by `X.self`, as written: `SchemaV1.Item` for `SchemaV1.Item.self`.
    static func typeReference(_ expression: ExprSyntax) -> String? {
        if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self",
           let base = member.base {
            return base.trimmedDescription.filter { !$0.isWhitespace }
        }
        return nil
    }

    /// The elements of the first array literal in `node` (a getter body or an initial value).
    static func firstArray(in node: some SyntaxProtocol) -> ArrayElementListSyntax? {
        if let array = node.as(ArrayExprSyntax.self) { return array.elements }
        for child in node.children(viewMode: .sourceAccurate) {
            if let found = firstArray(in: child) { return found }
        }
        return nil
    }

    /// The static property `name` declared in `members`, with the binding that declares it.
    static func staticProperty(_ name: String, in members: MemberBlockItemListSyntax) -> PatternBindingSyntax? {
        for member in members {
            guard let variable = member.decl.as(VariableDeclSyntax.self), isStatic(variable.modifiers) else { continue }
            for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                return binding
            }
        }
        return nil
    }

    /// The value of a string literal without interpolation, escapes resolved; else nil.
    static func stringLiteral(_ expression: ExprSyntax) -> String? {
        expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
    }

    /// The last name of a key path: `list` for `\Item.list` or `\.list`.
    static func keyPathLastName(_ expression: ExprSyntax) -> String? {
        guard let keyPath = expression.as(KeyPathExprSyntax.self) else { return nil }
        return keyPath.components.last?.component.as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.text
    }
}
