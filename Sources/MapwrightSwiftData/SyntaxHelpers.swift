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

    /// The names of the types in an inheritance clause, without module prefixes or attributes
    /// (`@preconcurrency SchemaMigrationPlan` → `SchemaMigrationPlan`).
    static func inheritedNames(_ clause: InheritanceClauseSyntax?) -> [String] {
        clause?.inheritedTypes.map { inherited in
            let type = inherited.type.as(AttributedTypeSyntax.self)?.baseType ?? inherited.type
            return lastComponent(type.trimmedDescription)
        } ?? []
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
            let base = member.base
        {
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

    /// The declarations of `members`, those in `#if` blocks included (``ConditionalBranches``).
    static func declarations(_ members: MemberBlockItemListSyntax) -> [DeclSyntax] {
        members.flatMap { member -> [DeclSyntax] in
            guard let block = member.decl.as(IfConfigDeclSyntax.self) else { return [member.decl] }
            return ConditionalBranches.read(block).flatMap { clause -> [DeclSyntax] in
                switch clause.elements {
                case .decls(let nested): declarations(nested)
                case .statements(let statements): declarations(statements)
                default: []
                }
            }
        }
    }

    /// The declarations among `statements` (a file's top level), those in `#if` blocks included.
    static func declarations(_ statements: CodeBlockItemListSyntax) -> [DeclSyntax] {
        statements.flatMap { statement -> [DeclSyntax] in
            guard let decl = statement.item.as(DeclSyntax.self) else { return [] }
            guard let block = decl.as(IfConfigDeclSyntax.self) else { return [decl] }
            return ConditionalBranches.read(block).flatMap { clause -> [DeclSyntax] in
                switch clause.elements {
                case .decls(let nested): declarations(nested)
                case .statements(let nested): declarations(nested)
                default: []
                }
            }
        }
    }

    /// The value a property binding stands for: its initial value, or what its getter returns (a
    /// single expression, or a `return`).
    static func value(of binding: PatternBindingSyntax) -> ExprSyntax? {
        if let initial = binding.initializer?.value { return initial }
        guard let accessors = binding.accessorBlock?.accessors else { return nil }
        let body: CodeBlockItemListSyntax?
        switch accessors {
        case .getter(let statements): body = statements
        case .accessors(let list):
            body = list.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
        }
        guard let last = body?.last?.item else { return nil }
        if let expression = last.as(ExprSyntax.self) { return expression }
        return last.as(ReturnStmtSyntax.self)?.expression
    }

    /// The operands of `a + b + …` (as the parser leaves it, unfolded, or folded); nil for anything else.
    static func sumOperands(_ expression: ExprSyntax) -> [ExprSyntax]? {
        if let infix = expression.as(InfixOperatorExprSyntax.self),
            infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "+"
        {
            return (sumOperands(infix.leftOperand) ?? [infix.leftOperand])
                + (sumOperands(infix.rightOperand) ?? [infix.rightOperand])
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard elements.count >= 3, elements.count % 2 == 1 else { return nil }
            var operands: [ExprSyntax] = []
            for (position, element) in elements.enumerated() {
                if position % 2 == 1 {
                    guard element.as(BinaryOperatorExprSyntax.self)?.operator.text == "+" else { return nil }
                } else {
                    operands.append(element)
                }
            }
            return operands
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return sumOperands(only.expression)
        }
        return nil
    }

    /// The static property `name` declared in `members`, with the binding that declares it.
    static func staticProperty(_ name: String, in members: MemberBlockItemListSyntax) -> PatternBindingSyntax? {
        for decl in declarations(members) {
            guard let variable = decl.as(VariableDeclSyntax.self), isStatic(variable.modifiers) else { continue }
            for binding in variable.bindings
            where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                return binding
            }
        }
        return nil
    }

    /// The static property or function `name` declared in `members`: the binding, or the function's body.
    static func staticMember(_ name: String, in members: MemberBlockItemListSyntax) -> Syntax? {
        if let binding = staticProperty(name, in: members) { return Syntax(binding) }
        for decl in declarations(members) {
            guard let function = decl.as(FunctionDeclSyntax.self), isStatic(function.modifiers),
                function.name.text == name, let body = function.body
            else { continue }
            return Syntax(body)
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
