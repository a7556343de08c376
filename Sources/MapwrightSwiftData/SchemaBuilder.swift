import MapwrightDiagnostics
import MapwrightModel
import MapwrightSupport
import SwiftSyntax

/// Turns the indexed declarations into model versions and the migration plan.
struct SchemaBuilder {
    let files: [SwiftSourceFile]
    let index: DeclarationIndex
    let diagnostics: any DiagnosticCollector
    /// The paths of the files the unit was asked for (a plan's file, the schemas' folder); nil: all.
    var local: Set<String>? = nil
    /// How Codable values are read.
    var codable: CodableReading = .unset

    /// The model history and plan; errors go to ``diagnostics``.
    func model(name: String, origin: String, at location: SourceLocation) -> SwiftDataModel? {
        let plans = plansInUse()
        guard !index.schemas.isEmpty, plans.count <= 1 else {
            let files = plans.map { PathName.lastComponent(of: $0.file.path) }
            let problem =
                index.schemas.isEmpty
                ? "no enum conforming to `VersionedSchema` in the Swift sources at \(origin)"
                : Set(containers.compactMap(\.planName)).count > 1
                    ? "\(plans.count) migration plans, each named by a `ModelContainer(…, migrationPlan:)`: each is the plan of its own store; point at one plan's file ("
                        + files.joined(separator: ", ") + ")"
                    : "\(plans.count) types conform to `SchemaMigrationPlan` and no `ModelContainer(…, migrationPlan:)` names one: point at the sources of one"
            diagnostics.emit(
                SwiftDataRules.noSchema, problem,
                at: plans.dropFirst().first.map { $0.file.location(of: $0.node) } ?? location)
            return nil
        }
        for cycle in index.typealiasCycles {
            diagnostics.emit(
                SwiftDataRules.unresolvedReference,
                "typealias `\(cycle[0])` names itself through "
                    + (cycle + [cycle[0]]).dropFirst().map { "`\($0)`" }.joined(separator: " → ")
                    + ": the compiler refuses the cycle", at: index.typealiasLocations[cycle[0]])
        }
        for location in index.conditionalBlocks {
            diagnostics.emit(
                SwiftDataRules.conditionalBranchesRead,
                "the condition of this `#if` is not known without building: every branch is read, the first declaration of a property standing",
                at: location)
        }
        let plan = plans.first
        let entries = plan.map(planSchemas) ?? index.schemaOrder.map { (name: $0, location: nil) }
        var versions: [DataModel] = []
        var schemaEntries: [MigrationPlanDeclaration.SchemaEntry] = []
        var listed: [String: SourceLocation?] = [:]
        for (schemaName, listedAt) in entries {
            // One version twice in the plan: SwiftData refuses the plan when the container is made.
            if let first = listed[schemaName] {
                diagnostics.emit(
                    SwiftDataRules.noSchema,
                    "the migration plan's `schemas` lists `\(schemaName)` twice"
                        + (first.map { " (first at \($0))" } ?? ""),
                    at: listedAt, hint: "list each VersionedSchema once, oldest first")
                continue
            }
            listed[schemaName] = listedAt
            guard let declared = index.schemas[schemaName] else {
                diagnostics.emit(
                    SwiftDataRules.unresolvedReference,
                    "`schemas` lists `\(schemaName)`, which is no `VersionedSchema` in the sources read", at: listedAt)
                continue
            }
            let identifier = versionIdentifier(of: schemaName)
            versions.append(version(schemaName, declared: declared, identifier: identifier.value))
            schemaEntries.append(
                .init(
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
            // Schemas of one version identifier and no plan are namespaces of one model, not its versions.
            if versions.count > 1, Set(schemaEntries.map(\.versionIdentifier)).count == 1 {
                var merged = versions[0]
                for version in versions.dropFirst() {
                    merged.entities += version.entities.filter { entity in
                        !merged.entities.contains { $0.name == entity.name }
                    }
                }
                InverseCompletion.complete(&merged)
                versions = [merged]
                schemaEntries = [schemaEntries[0]]
            }
        }
        guard let current = versions.last else {
            if entries.isEmpty {
                diagnostics.emit(
                    SwiftDataRules.noSchema, "the migration plan's `schemas` lists no `VersionedSchema`",
                    at: plan.map { $0.file.location(of: $0.node) } ?? location)
            }
            return nil
        }
        let planName = plan.flatMap { DeclarationIndex.name(of: $0.node) }
        var declaration = MigrationPlanDeclaration(
            name: planName, location: plan.map { $0.file.location(of: $0.node) }, schemas: schemaEntries,
            stages: plan.map(stages) ?? [])
        // When no container can be read, the plan counts as used.
        let made = containers
        if let planName, !made.isEmpty {
            declaration.isUsed = made.contains { $0.planName == planName || ($0.planName == nil && $0.passesPlan) }
        }
        let historyName = planName.flatMap(Self.modelName(ofPlan:)) ?? name
        // The current version is the plan's last schema, else the highest version identifier.
        let newest = schemaEntries.last
        let history = ModelHistory(
            name: historyName, versions: versions, currentVersionName: current.name, origin: origin,
            currentVersionLocation: plan != nil ? newest?.location : newest?.identifierLocation ?? newest?.location)
        return SwiftDataModel(history: history, plan: declaration)
    }

    /// The migration plans this unit may be: those declared in the files given (``local``), else every
    /// plan of the module; of several, the ones a `ModelContainer(…, migrationPlan:)` names.
    private func plansInUse() -> [Declared<DeclSyntax>] {
        let declaredHere = index.plans.filter { local?.contains($0.file.path) ?? true }
        let candidates = declaredHere.isEmpty ? index.plans : declaredHere
        guard candidates.count > 1 else { return candidates }
        let named = Set(containers.compactMap(\.planName))
        let used = candidates.filter { DeclarationIndex.name(of: $0.node).map(named.contains) ?? false }
        return used.isEmpty ? candidates : used
    }

    /// The containers the module's files make.
    var containers: [ModelContainerDeclaration] { files.flatMap(ModelContainerDeclaration.all) }

    /// `ToDo` for `ToDoMigrationPlan`; nil for a plan whose name says nothing of the model
    /// (`MigrationPlan`, `SchemaMigrationPlan`): the model is then named after its folder or file.
    static func modelName(ofPlan plan: String) -> String? {
        guard !genericPlanNames.contains(plan) else { return nil }
        for suffix in ["MigrationPlan", "Plan"] where plan.hasSuffix(suffix) && plan.count > suffix.count {
            return String(plan.dropLast(suffix.count))
        }
        return plan
    }

    /// Plan names that name no model.
    static let genericPlanNames: Set<String> = ["MigrationPlan", "SchemaMigrationPlan", "Plan", "AppMigrationPlan"]

    private func version(_ name: String, declared: Declared<DeclSyntax>, identifier: [Int]) -> DataModel {
        let classes = modelClasses(of: name)
        let reader = ModelClassReader(index: index, schema: name, diagnostics: diagnostics, codable: codable)
        var composites: [CompositeType] = []
        var entities = classes.map { reader.entity($0.declared, path: $0.path, composites: &composites) }
        // A model class a property names is part of the schema even when `models` leaves it out:
        // SwiftData adds it, as it follows the relationship.
        var read = Set(entities.map(\.name))
        var position = 0
        while position < entities.count {
            for destination in entities[position].relationships.map(\.destination) where !read.contains(destination) {
                guard let found = modelClass(destination, in: name) else { continue }
                read.insert(destination)
                entities.append(reader.entity(found.declared, path: found.path, composites: &composites))
            }
            position += 1
        }
        var model = DataModel(
            name: name, versionIdentifier: identifier.map(String.init).joined(separator: "."),
            entities: entities, composites: composites.sorted { $0.name < $1.name },
            anchor: SourceAnchor(declared.file.location(of: declared.node)))
        model.settings.isUsedWithSwiftData = true
        InverseCompletion.complete(&model)
        return model
    }

    /// A model class and the types it is declared in, itself included (`[SchemaV2, Item]`).
    typealias ModelClass = (declared: Declared<ClassDeclSyntax>, path: [String])

    /// The classes `models` lists, each resolved where the list that names it is written: a schema's
    /// `models` may be built from another's (`SchemaV1.models + [Tag.self]`).
    private func modelClasses(of schema: String) -> [ModelClass] {
        guard let references = modelReferences(of: schema, depth: 0) else {
            diagnostics.emit(
                SwiftDataRules.unresolvedReference,
                "`\(schema)` declares no `static var models` array (an array literal of `Type.self`, or a sum of those and other schemas' `models`)",
                at: self.index.schemas[schema].map { $0.file.location(of: $0.node) })
            return []
        }
        var seen: Set<String> = []
        return references.compactMap { reference in
            guard let found = modelClass(reference.name, in: reference.owner) else {
                diagnostics.emit(
                    SwiftDataRules.unresolvedReference,
                    "`\(reference.owner).models` lists `\(reference.name)`, which is no `@Model` class in the sources read",
                    at: reference.location)
                return nil
            }
            return seen.insert(found.declared.node.name.text).inserted ? found : nil
        }
    }

    /// The `X.self` entries of `schema`'s `models`, with the schema whose list names each; nil when the
    /// list is not one Mapwright can read.
    private func modelReferences(of schema: String, depth: Int) -> [(
        name: String, owner: String, location: SourceLocation
    )]? {
        guard depth < 8, let (binding, file) = index.staticProperty("models", ofSchema: schema, files: files),
            let expression = SyntaxHelpers.value(of: binding)
        else { return nil }
        return modelReferences(in: expression, of: schema, file: file, depth: depth)
    }

    private func modelReferences(
        in expression: ExprSyntax, of schema: String, file: SwiftSourceFile, depth: Int
    ) -> [(name: String, owner: String, location: SourceLocation)]? {
        if let array = expression.as(ArrayExprSyntax.self) {
            return array.elements.compactMap { element in
                SyntaxHelpers.typeReference(element.expression).map { ($0, schema, file.location(of: element)) }
            }
        }
        if let operands = SyntaxHelpers.sumOperands(expression) {
            var all: [(name: String, owner: String, location: SourceLocation)] = []
            for operand in operands {
                guard let part = modelReferences(in: operand, of: schema, file: file, depth: depth) else { return nil }
                all += part
            }
            return all
        }
        if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "models",
            let base = member.base?.trimmedDescription, index.schemas[SyntaxHelpers.lastComponent(base)] != nil
        {
            return modelReferences(of: SyntaxHelpers.lastComponent(base), depth: depth + 1)
        }
        return nil
    }

    /// The class `reference` names from `schema`: nested in the schema it is qualified with (else in
    /// `schema`), at the top level, or through typealiases (`typealias Tag = SchemaV2.Tag`), a chain
    /// followed to its end; `followed` ends a cycle.
    private func modelClass(_ reference: String, in schema: String) -> ModelClass? {
        var followed: Set<String> = []
        var reference = reference
        while true {
            let components = reference.split(separator: ".").map(String.init)
            let className = components.last ?? reference
            let owner = components.count > 1 ? components[components.count - 2] : schema
            if let nested = index.nestedModels[owner]?[className] { return (nested, [owner, className]) }
            if let nested = index.nestedModels[schema]?[className] { return (nested, [schema, className]) }
            if let topLevel = index.topLevelModels[className] { return (topLevel, [className]) }
            let alias =
                index.typealiases[DeclarationIndex.fullName([schema] + components)] ?? index.typealiases[reference]
            guard let target = alias, followed.insert(reference).inserted else { return nil }
            reference = target
        }
    }

    private func versionIdentifier(of schema: String) -> (value: [Int], location: SourceLocation?) {
        guard let (binding, file) = index.staticProperty("versionIdentifier", ofSchema: schema, files: files) else {
            diagnostics.emit(
                SwiftDataRules.typeNotWritten, "`\(schema)` declares no `static var versionIdentifier`",
                at: index.schemas[schema].map { $0.file.location(of: $0.node) })
            return ([], nil)
        }
        let location = file.location(of: binding)
        guard let numbers = Self.versionNumbers(in: binding) else {
            diagnostics.emit(
                SwiftDataRules.typeNotWritten,
                "`\(schema).versionIdentifier` is not `Schema.Version(major, minor, patch)` with integer literals",
                at: location)
            return ([], location)
        }
        return (numbers, location)
    }

    /// `[1, 0, 0]` from the first call with three integer literal arguments under `node`.
    private static func versionNumbers(in node: some SyntaxProtocol) -> [Int]? {
        if let call = node.as(FunctionCallExprSyntax.self) {
            let numbers = call.arguments.compactMap {
                $0.expression.as(IntegerLiteralExprSyntax.self).flatMap { Int($0.literal.text) }
            }
            if numbers.count == 3, call.arguments.count == 3 { return numbers }
        }
        for child in node.children(viewMode: .sourceAccurate) {
            if let found = versionNumbers(in: child) { return found }
        }
        return nil
    }
}
