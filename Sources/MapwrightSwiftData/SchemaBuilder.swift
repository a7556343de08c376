import MapwrightModel
import SwiftSyntax

/// Turns the indexed declarations into model versions and the migration plan.
struct SchemaBuilder {
    let files: [SwiftSourceFile]
    let index: DeclarationIndex
    let diagnostics: any DiagnosticCollector

    /// The model history and plan; errors go to ``diagnostics``.
    func model(name: String, origin: String, at location: SourceLocation) -> SwiftDataModel? {
        guard !index.schemas.isEmpty, index.plans.count <= 1 else {
            let problem = index.schemas.isEmpty
                ? "no enum conforming to `VersionedSchema` in the Swift sources at \(origin)"
                : "\(index.plans.count) types conform to `SchemaMigrationPlan`: point at the sources of one"
            diagnostics.emit(SwiftDataRules.noSchema, problem, at: index.plans.dropFirst().first.map { $0.file.location(of: $0.node) } ?? location)
            return nil
        }
        let plan = index.plans.first
        let entries = plan.map(planSchemas) ?? index.schemaOrder.map { (name: $0, location: nil) }
        var versions: [DataModel] = []
        var schemaEntries: [MigrationPlanDeclaration.SchemaEntry] = []
        for (schemaName, listedAt) in entries {
            guard let declared = index.schemas[schemaName] else {
                diagnostics.emit(SwiftDataRules.unresolvedReference, "`schemas` lists `\(schemaName)`, which is no `VersionedSchema` in the sources read", at: listedAt)
                continue
            }
            let identifier = versionIdentifier(of: schemaName)
            versions.append(version(schemaName, declared: declared, identifier: identifier.value))
            schemaEntries.append(.init(
                name: schemaName, versionIdentifier: identifier.value, identifierLocation: identifier.location,
                location: listedAt ?? declared.file.location(of: declared.node)))
        }
        if plan == nil {
            let order = schemaEntries.indices.sorted {
                schemaEntries[$0].versionIdentifier.lexicographicallyPrecedes(schemaEntries[$1].versionIdentifier)
                    || (schemaEntries[$0].versionIdentifier == schemaEntries[$1].versionIdentifier && $0 < $1)
            }
            schemaEntries = order.map { schemaEntries[$0] }
            versions = order.map { versions[$0] }
        }
        guard let current = versions.last else {
            if entries.isEmpty {
                diagnostics.emit(SwiftDataRules.noSchema, "the migration plan's `schemas` lists no `VersionedSchema`", at: plan.map { $0.file.location(of: $0.node) } ?? location)
            }
            return nil
        }
        let planName = plan.flatMap { DeclarationIndex.name(of: $0.node) }
        let declaration = MigrationPlanDeclaration(
            name: planName, location: plan.map { $0.file.location(of: $0.node) }, schemas: schemaEntries,
            stages: plan.map(stages) ?? [])
        let historyName = planName.map(Self.modelName(ofPlan:)) ?? name
        let history = ModelHistory(name: historyName, versions: versions, currentVersionName: current.name, origin: origin)
        return SwiftDataModel(history: history, plan: declaration)
    }

    /// `ToDo` for `ToDoMigrationPlan`.
    static func modelName(ofPlan plan: String) -> String {
        for suffix in ["MigrationPlan", "Plan"] where plan.hasSuffix(suffix) && plan.count > suffix.count {
            return String(plan.dropLast(suffix.count))
        }
        return plan
    }

    private func version(_ name: String, declared: Declared<DeclSyntax>, identifier: [Int]) -> DataModel {
        let classes = modelClasses(of: name)
        let reader = ModelClassReader(models: Set(classes.map(\.node.name.text)), rawValueEnums: index.rawValueEnums, diagnostics: diagnostics)
        var model = DataModel(
            name: name, versionIdentifier: identifier.map(String.init).joined(separator: "."),
            entities: classes.map(reader.entity), anchor: SourceAnchor(declared.file.location(of: declared.node)))
        model.settings.isUsedWithSwiftData = true
        InverseCompletion.complete(&model)
        return model
    }

    /// The classes `models` lists, resolved in the schema first, then among top-level classes.
    private func modelClasses(of schema: String) -> [Declared<ClassDeclSyntax>] {
        guard let (binding, file) = index.staticProperty("models", ofSchema: schema, files: files),
              let elements = SyntaxHelpers.firstArray(in: binding)
        else {
            diagnostics.emit(SwiftDataRules.unresolvedReference, "`\(schema)` declares no `static var models` array", at: index.schemas[schema].map { $0.file.location(of: $0.node) })
            return []
        }
        return elements.compactMap { element in
            guard let reference = SyntaxHelpers.typeReference(element.expression) else { return nil }
            if let found = modelClass(reference, in: schema) { return found }
            diagnostics.emit(
                SwiftDataRules.unresolvedReference, "`\(schema).models` lists `\(reference)`, which is no `@Model` class in the sources read",
                at: file.location(of: element))
            return nil
        }
    }

    /// The class `reference` names from `schema`: nested in the schema it is qualified with (else in
    /// `schema`), at the top level, or through a top-level typealias (`typealias Tag = SchemaV2.Tag`,
    /// followed a few times at most).
    private func modelClass(_ reference: String, in schema: String, aliasesFollowed: Int = 0) -> Declared<ClassDeclSyntax>? {
        let components = reference.split(separator: ".").map(String.init)
        let className = components.last ?? reference
        let owner = components.count > 1 ? components[components.count - 2] : schema
        if let nested = index.nestedModels[owner]?[className] ?? index.nestedModels[schema]?[className] { return nested }
        if let topLevel = index.topLevelModels[className] { return topLevel }
        guard components.count == 1, aliasesFollowed < 4, let target = index.typealiases[className], target != reference else { return nil }
        return modelClass(target, in: schema, aliasesFollowed: aliasesFollowed + 1)
    }

    private func versionIdentifier(of schema: String) -> (value: [Int], location: SourceLocation?) {
        guard let (binding, file) = index.staticProperty("versionIdentifier", ofSchema: schema, files: files) else {
            diagnostics.emit(SwiftDataRules.typeNotWritten, "`\(schema)` declares no `static var versionIdentifier`", at: index.schemas[schema].map { $0.file.location(of: $0.node) })
            return ([], nil)
        }
        let location = file.location(of: binding)
        guard let numbers = Self.versionNumbers(in: binding) else {
            diagnostics.emit(SwiftDataRules.typeNotWritten, "`\(schema).versionIdentifier` is not `Schema.Version(major, minor, patch)` with integer literals", at: location)
            return ([], location)
        }
        return (numbers, location)
    }

    /// `[1, 0, 0]` from the first call with three integer literal arguments under `node`.
    private static func versionNumbers(in node: some SyntaxProtocol) -> [Int]? {
        if let call = node.as(FunctionCallExprSyntax.self) {
            let numbers = call.arguments.compactMap { $0.expression.as(IntegerLiteralExprSyntax.self).flatMap { Int($0.literal.text) } }
            if numbers.count == 3, call.arguments.count == 3 { return numbers }
        }
        for child in node.children(viewMode: .sourceAccurate) {
            if let found = versionNumbers(in: child) { return found }
        }
        return nil
    }

    private func planSchemas(_ plan: Declared<DeclSyntax>) -> [(name: String, location: SourceLocation?)] {
        guard let group = plan.node.asProtocol(DeclGroupSyntax.self),
              let binding = SyntaxHelpers.staticProperty("schemas", in: group.memberBlock.members),
              let elements = SyntaxHelpers.firstArray(in: binding)
        else { return index.schemaOrder.map { ($0, nil) } }
        return elements.compactMap { element in
            SyntaxHelpers.typeReference(element.expression).map { (SyntaxHelpers.lastComponent($0), plan.file.location(of: element)) }
        }
    }

    private func stages(_ plan: Declared<DeclSyntax>) -> [MigrationPlanDeclaration.Stage] {
        guard let group = plan.node.asProtocol(DeclGroupSyntax.self),
              let binding = SyntaxHelpers.staticProperty("stages", in: group.memberBlock.members),
              let elements = SyntaxHelpers.firstArray(in: binding)
        else { return [] }
        return elements.compactMap { element in
            let expression = element.expression
            let referenced = expression.as(DeclReferenceExprSyntax.self)?.baseName.text
                ?? expression.as(MemberAccessExprSyntax.self).flatMap { $0.base?.trimmedDescription == "Self" ? $0.declName.baseName.text : nil }
            if let referenced, let declaration = SyntaxHelpers.staticProperty(referenced, in: group.memberBlock.members) {
                return Self.stageCall(in: declaration).flatMap { Self.stage($0, in: plan.file) }
            }
            return Self.stageCall(in: expression).flatMap { Self.stage($0, in: plan.file) }
        }
    }

    /// The first `.lightweight(…)` or `.custom(…)` call under `node`: a stage's initial value or getter.
    private static func stageCall(in node: some SyntaxProtocol) -> FunctionCallExprSyntax? {
        if let call = node.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           MigrationPlanDeclaration.Stage.Kind(rawValue: member.declName.baseName.text) != nil {
            return call
        }
        for child in node.children(viewMode: .sourceAccurate) {
            if let found = stageCall(in: child) { return found }
        }
        return nil
    }

    /// `.lightweight(fromVersion: V1.self, toVersion: V2.self)` or `.custom(fromVersion:toVersion:…)`.
    private static func stage(_ call: FunctionCallExprSyntax, in file: SwiftSourceFile) -> MigrationPlanDeclaration.Stage? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              let kind = MigrationPlanDeclaration.Stage.Kind(rawValue: member.declName.baseName.text)
        else { return nil }
        func version(_ label: String) -> String? {
            call.arguments.first { $0.label?.text == label }.flatMap { SyntaxHelpers.typeReference($0.expression) }.map(SyntaxHelpers.lastComponent)
        }
        guard let from = version("fromVersion"), let to = version("toVersion") else { return nil }
        return MigrationPlanDeclaration.Stage(kind: kind, from: from, to: to, location: file.location(of: call))
    }
}
