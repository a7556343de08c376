import MapwrightDiagnostics
import MapwrightModel
import SwiftSyntax

/// The migration plan's `schemas` and `stages`, read as the compiler reads them: array literals, or the
/// static properties, typealiases and functions that hold them, followed.
extension SchemaBuilder {
    /// The static property `name` of the plan, in its body or in an extension of it.
    private func planProperty(_ name: String, of plan: Declared<DeclSyntax>) -> (PatternBindingSyntax, SwiftSourceFile)?
    {
        guard let planName = DeclarationIndex.name(of: plan.node) else { return nil }
        return index.staticProperty(name, ofType: planName, declared: plan, files: files)
    }

    /// The elements of the plan's array property `name`, the file they are written in and the type whose
    /// property holds them: its array literal, or the one of the static property it returns
    /// (`static var schemas: [...] { all }`), followed.
    private func planArray(_ name: String, of plan: Declared<DeclSyntax>) -> (
        elements: ArrayElementListSyntax, file: SwiftSourceFile, scope: String?
    )? {
        guard var (binding, file) = planProperty(name, of: plan) else { return nil }
        var scope = DeclarationIndex.name(of: plan.node)
        for _ in 0..<8 {
            if let elements = SyntaxHelpers.firstArray(in: binding) { return (elements, file, scope) }
            guard let value = SyntaxHelpers.value(of: binding),
                let (owner, property) = Self.memberName(value, scope: scope),
                let found = index.staticProperty(
                    property, ofType: SyntaxHelpers.lastComponent(owner), declared: declaration(ofType: owner),
                    files: files)
            else { return nil }
            (binding, file) = found
            scope = SyntaxHelpers.lastComponent(owner)
        }
        return nil
    }

    /// The type and the static property `expression` names: `Owner.property`, `Self.property`, or `property`
    /// within the type `scope`. Nil for any other expression.
    private static func memberName(_ expression: ExprSyntax, scope: String?) -> (owner: String, property: String)? {
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base?.trimmedDescription {
            let owner = base == "Self" ? scope : base
            return owner.map { ($0, member.declName.baseName.text) }
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return scope.map { ($0, reference.baseName.text) }
        }
        return nil
    }

    /// The schemas the plan's `schemas` lists, each with where it is listed; every schema in the order
    /// the files declare them when the plan has no `schemas` array.
    func planSchemas(_ plan: Declared<DeclSyntax>) -> [(name: String, location: SourceLocation?)] {
        guard let (elements, file, scope) = planArray("schemas", of: plan) else {
            return index.schemaOrder.map { ($0, nil) }
        }
        return elements.compactMap { element in
            guard let name = schemaReference(element.expression, scope: scope) else {
                diagnostics.emit(
                    SwiftDataRules.unresolvedReference,
                    "`schemas` lists `\(element.expression.trimmedDescription)`, which names no `VersionedSchema` in the sources read",
                    at: file.location(of: element), hint: "list each schema as `SchemaV1.self`")
                return nil
            }
            return (name, file.location(of: element))
        }
    }

    /// The schema `expression` names, as the compiler reads it: `SchemaV1.self`, or a static property
    /// holding one (`MigrateToV2.toVersion`, `Self.current`, or `toVersion` inside the type `scope`),
    /// followed to its value. Nil when it names none.
    private func schemaReference(_ expression: ExprSyntax, scope: String?, depth: Int = 0) -> String? {
        if let type = SyntaxHelpers.typeReference(expression) { return schemaName(type, scope: scope) }
        // Eight steps: a property naming another property in a loop is no schema.
        guard depth < 8, let (owner, property) = Self.memberName(expression, scope: scope),
            let (binding, _) = index.staticProperty(
                property, ofType: SyntaxHelpers.lastComponent(owner), declared: declaration(ofType: owner), files: files
            ),
            let value = SyntaxHelpers.value(of: binding)
        else { return nil }
        return schemaReference(value, scope: SyntaxHelpers.lastComponent(owner), depth: depth + 1)
    }

    /// The schema the type `written` names: a schema, or a typealias of one (`typealias Current = SchemaV2`,
    /// a chain followed to its end), looked up from the type `scope` outward as the compiler does; the
    /// written name's last component when it names none.
    private func schemaName(_ written: String, scope: String?) -> String {
        index.resolve(written, from: scope.map { [$0] } ?? []) { full in
            let name = SyntaxHelpers.lastComponent(full)
            return index.schemas[name] != nil ? name : nil
        } ?? SyntaxHelpers.lastComponent(written)
    }

    /// The declaration of the type `name`d: a schema, a plan, or any other enum or struct.
    private func declaration(ofType name: String) -> Declared<DeclSyntax>? {
        let last = SyntaxHelpers.lastComponent(name)
        return index.schemas[last] ?? index.valueTypes[name] ?? index.valueTypes[last]
            ?? index.plans.first { DeclarationIndex.name(of: $0.node) == last }
    }

    /// The stages `stages` lists: written inline, or named (`migrateV1toV2`, `Self.…`, `Plan.…`) and
    /// declared in the plan's body or in an extension of it, a static property or function of
    /// `MigrationStage` (`.migrateV1toV2()`, declared in `extension MigrationStage`) or of another type
    /// (`MigrateToV2.stage`) returning one. An entry that is none of these is reported (MW022).
    func stages(_ plan: Declared<DeclSyntax>) -> [MigrationPlanDeclaration.Stage] {
        guard let (elements, file, _) = planArray("stages", of: plan) else { return [] }
        let planName = DeclarationIndex.name(of: plan.node)
        return elements.compactMap { element in
            let expression = element.expression
            let found =
                if let (declaration, declaredIn, owner) = stageMember(expression, plan: plan, planName: planName) {
                    Self.stageCall(in: declaration).flatMap { stage($0, in: declaredIn, scope: owner) }
                } else {
                    Self.stageCall(in: expression).flatMap { stage($0, in: file, scope: planName) }
                }
            if found == nil {
                diagnostics.emit(
                    SwiftDataRules.unresolvedReference,
                    "`stages` lists `\(expression.trimmedDescription)`, which is no `.lightweight` or `.custom` stage between two schemas of the sources read",
                    at: file.location(of: element))
            }
            return found
        }
    }

    /// The declaration a `stages` entry names, when it names one rather than writing the stage, with the
    /// type that declares it: a static property or function of the plan (`v1toV2`, `Self.v1toV2`,
    /// `Plan.v1toV2()`), of `MigrationStage` (`.v1toV2`, `MigrationStage.v1toV2()`) or of another type
    /// (`MigrateToV2.stage`).
    private func stageMember(_ expression: ExprSyntax, plan: Declared<DeclSyntax>, planName: String?) -> (
        Syntax, SwiftSourceFile, owner: String?
    )? {
        var named = expression
        if let call = expression.as(FunctionCallExprSyntax.self) { named = call.calledExpression }
        if let reference = named.as(DeclReferenceExprSyntax.self) {
            return index.staticMember(reference.baseName.text, ofType: planName ?? "", declared: plan, files: files)
                .map { ($0.0, $0.1, planName) }
        }
        guard let member = named.as(MemberAccessExprSyntax.self) else { return nil }
        let name = member.declName.baseName.text
        guard MigrationPlanDeclaration.Stage.Kind(rawValue: name) == nil else { return nil }
        let base = member.base?.trimmedDescription
        if base == "Self" || (base != nil && base == planName) {
            return index.staticMember(name, ofType: planName ?? "", declared: plan, files: files)
                .map { ($0.0, $0.1, planName) }
        }
        if let base, base != "MigrationStage", base != "SwiftData.MigrationStage" {
            let owner = SyntaxHelpers.lastComponent(base)
            return index.staticMember(name, ofType: owner, declared: declaration(ofType: base), files: files)
                .map { ($0.0, $0.1, owner) }
        }
        return index.staticMember(name, ofType: "MigrationStage", declared: nil, files: files)
            .map { ($0.0, $0.1, nil) }
    }

    /// The first `.lightweight(…)` or `.custom(…)` call under `node`: a stage's initial value or getter.
    private static func stageCall(in node: some SyntaxProtocol) -> FunctionCallExprSyntax? {
        if let call = node.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            MigrationPlanDeclaration.Stage.Kind(rawValue: member.declName.baseName.text) != nil
        {
            return call
        }
        for child in node.children(viewMode: .sourceAccurate) {
            if let found = stageCall(in: child) { return found }
        }
        return nil
    }

    /// `.lightweight(fromVersion: V1.self, toVersion: V2.self)` or `.custom(fromVersion:toVersion:…)`, its
    /// versions read as ``schemaReference(_:scope:depth:)`` reads them, within the type `scope` declaring it.
    private func stage(_ call: FunctionCallExprSyntax, in file: SwiftSourceFile, scope: String?)
        -> MigrationPlanDeclaration.Stage?
    {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            let kind = MigrationPlanDeclaration.Stage.Kind(rawValue: member.declName.baseName.text)
        else { return nil }
        func version(_ label: String) -> String? {
            call.arguments.first { $0.label?.text == label }.flatMap { schemaReference($0.expression, scope: scope) }
        }
        guard let from = version("fromVersion"), let to = version("toVersion") else { return nil }
        return MigrationPlanDeclaration.Stage(kind: kind, from: from, to: to, location: file.location(of: call))
    }
}
