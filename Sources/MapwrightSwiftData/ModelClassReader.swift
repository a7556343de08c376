import MapwrightDiagnostics
import MapwrightModel
import MapwrightSupport
import MapwrightValidation
import SwiftParser
import SwiftSyntax

/// Reads one `@Model` class into an entity: its stored properties as attributes and relationships,
/// with their `@Attribute` and `@Relationship` options, `#Unique` and `#Index`.
struct ModelClassReader {
    let index: DeclarationIndex
    /// The schema whose version is being read.
    let schema: String
    let diagnostics: any DiagnosticCollector
    /// How Codable values are read.
    var codable: CodableReading = .unset

    /// The entity the class `declared` stands for, named after the class; `path` is where the class is
    /// declared (`[SchemaV2, Item]`, or `[Item]` at the top level). A property of a `@Model` class's
    /// type is a relationship to it, whether or not the schema's `models` lists it.
    /// The composite attributes' types are added to `composites`, each named `Entity_property` as the
    /// stores' own models are read (a name the YAML and Xcode formats take).
    func entity(_ declared: Declared<ClassDeclSyntax>, path: [String], composites: inout [CompositeType]) -> Entity {
        let node = declared.node
        let file = declared.file
        let scope = TypeScope(index: index, schema: schema, path: path)
        let name = Self.name(
            node.name, what: "model class", rule: ModelRules.invalidEntityName, in: file, diagnostics: diagnostics)
        var entity = Entity(name: name, anchor: SourceAnchor(file.location(of: node.name)))
        if let parent = node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription,
            case .model(let name) = scope.meaning(of: parent)
        {
            entity.parent = name
        }
        for decl in SyntaxHelpers.declarations(node.memberBlock.members) {
            if let variable = decl.as(VariableDeclSyntax.self) {
                read(variable, in: file, scope: scope, into: &entity, composites: &composites)
            } else if let macro = decl.as(MacroExpansionDeclSyntax.self) {
                read(macro, in: file, into: &entity)
            }
        }
        return entity
    }

    private func read(
        _ variable: VariableDeclSyntax, in file: SwiftSourceFile, scope: TypeScope, into entity: inout Entity,
        composites: inout [CompositeType]
    ) {
        guard !SyntaxHelpers.isStatic(variable.modifiers),
            SyntaxHelpers.attribute(named: "Transient", in: variable.attributes) == nil
        else { return }
        let options = PropertyOptions(
            attribute: SyntaxHelpers.attribute(named: "Attribute", in: variable.attributes),
            relationship: SyntaxHelpers.attribute(named: "Relationship", in: variable.attributes))
        for binding in variable.bindings {
            guard let token = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier, Self.isStored(binding)
            else { continue }
            let name = Self.name(
                token, what: "property", rule: ModelRules.invalidPropertyName, in: file, diagnostics: diagnostics)
            // The same property in another `#if` branch: the first one read stands.
            guard !entity.attributes.contains(where: { $0.name == name }),
                !entity.relationships.contains(where: { $0.name == name })
            else { continue }
            let location = file.location(of: binding.pattern)
            guard
                let written = binding.typeAnnotation?.type ?? binding.initializer.flatMap(Self.inferredTypeSyntax)
                    ?? binding.initializer.flatMap({ Self.staticMemberType($0.value, scope: scope) })
            else {
                diagnostics.emit(
                    SwiftDataRules.propertyTypeNotInferred,
                    "`\(entity.name).\(name)` has no written type and an initial value whose type is not inferred: it is left out of the model; write its type (`var \(name): Type = …`)",
                    at: location)
                continue
            }
            let (type, isOptional) = SwiftTypeMapping.unwrapped(written)
            switch SwiftTypeMapping.map(type, scope: scope) {
            case .toOne(let destination):
                entity.relationships.append(
                    options.relationship(
                        name: name, destination: destination, isToMany: false, isOptional: isOptional,
                        location: location))
            case .toMany(let destination):
                entity.relationships.append(
                    options.relationship(
                        name: name, destination: destination, isToMany: true, isOptional: isOptional, location: location
                    ))
            case .attribute(let attributeType, let customClassName, let swiftType, let opaque):
                var attribute = Attribute(
                    name: name, type: attributeType, isOptional: isOptional, customClassName: customClassName,
                    anchor: SourceAnchor(location))
                attribute.swiftTypeName = swiftType
                attribute = finished(attribute, binding: binding, options: options, entity: &entity)
                entity.attributes.append(attribute)
                if opaque, attribute.type == .transformable, attribute.valueTransformerName == nil {
                    diagnostics.emit(
                        SwiftDataRules.opaqueValueType,
                        "`\(entity.name).\(name)` is a `\(customClassName ?? "")`: checked as one Transformable attribute, changes inside the type are not seen",
                        at: location)
                }
            case .composite(let written):
                guard let (full, declared) = scope.valueType(written) else { continue }
                guard codable.readsComposites(declared) else {
                    // The team's choice (`swiftData:` of mapwright.yml): one value, as the stores it reads show.
                    var attribute = Attribute(
                        name: name, type: .transformable, isOptional: isOptional, customClassName: written,
                        anchor: SourceAnchor(location))
                    attribute.swiftTypeName = written
                    entity.attributes.append(finished(attribute, binding: binding, options: options, entity: &entity))
                    continue
                }
                let composite = CompositeMapping(index: index, schema: schema, codable: codable)
                    .composite(of: name, type: full, declared: declared)
                let type = CompositeType(
                    name: "\(entity.name)_\(name)", attributes: composite.elements, anchor: SourceAnchor(location))
                for assumption in composite.assumptions {
                    diagnostics.emit(SwiftDataRules.compositeAssumed, assumption.message, at: assumption.at)
                }
                var attribute = Attribute(
                    name: name, type: .composite, isOptional: isOptional, compositeName: type.name,
                    anchor: SourceAnchor(location))
                attribute.swiftTypeName = written
                entity.attributes.append(finished(attribute, binding: binding, options: options, entity: &entity))
                composites.append(type)
            }
        }
    }

    /// `attribute` with its initial value and its options; a `.unique` option adds its constraint to `entity`.
    private func finished(
        _ attribute: Attribute, binding: PatternBindingSyntax, options: PropertyOptions, entity: inout Entity
    ) -> Attribute {
        var attribute = attribute
        if let initial = binding.initializer?.value {
            attribute.defaultValue = SwiftTypeMapping.defaultValue(initial, type: attribute.type)
            if attribute.defaultValue == nil, !initial.is(NilLiteralExprSyntax.self) {
                attribute.defaultExpression = InitialValueExpression.rendered(initial) ?? initial.trimmedDescription
            }
        }
        options.apply(to: &attribute)
        if options.isUnique { entity.uniquenessConstraints.append([attribute.name]) }
        return attribute
    }

    /// `#Unique<Item>([\.a, \.b], [\.c])` and `#Index<Item>([\.a], [\.b, \.c])`.
    private func read(_ macro: MacroExpansionDeclSyntax, in file: SwiftSourceFile, into entity: inout Entity) {
        let groups: [[String]] = macro.arguments.compactMap { argument in
            argument.expression.as(ArrayExprSyntax.self)?.elements.compactMap {
                SyntaxHelpers.keyPathLastName($0.expression)
            }
        }
        switch macro.macroName.text {
        case "Unique":
            entity.uniquenessConstraints += groups.filter { !$0.isEmpty }
        case "Index":
            for group in groups where !group.isEmpty {
                entity.fetchIndexes.append(
                    FetchIndex(
                        name: ([entity.name] + group).joined(separator: "_"),
                        elements: group.map { FetchIndexElement(property: $0) },
                        anchor: SourceAnchor(file.location(of: macro))))
            }
        default:
            return
        }
    }

    /// The name a token declares, without the backticks of an escaped keyword (`` `default` `` is
    /// `default`). A name Core Data cannot take as it is (not ASCII letters, digits and `_`: a raw
    /// identifier, a bidi control, another script) is an error: it would reach generated code and files.
    static func name(
        _ token: TokenSyntax, what: String, rule: Rule, in file: SwiftSourceFile, diagnostics: any DiagnosticCollector
    ) -> String {
        var text = token.text
        if text.count > 2, text.hasPrefix("`"), text.hasSuffix("`") { text = String(text.dropFirst().dropLast()) }
        if !IdentifierRules.isIdentifier(text) {
            diagnostics.emit(
                rule,
                "\(what) name '\(PrintableText.escaped(text))' is not a name Core Data takes: use ASCII letters, digits and '_', not starting with a digit",
                at: file.location(of: token))
        }
        return text
    }

    /// True for a stored property: no accessors, or only observers (`willSet`, `didSet`).
    static func isStored(_ binding: PatternBindingSyntax) -> Bool {
        guard let accessors = binding.accessorBlock?.accessors else { return true }
        guard case .accessors(let list) = accessors else { return false }
        return list.allSatisfy {
            $0.accessorSpecifier.tokenKind == .keyword(.willSet) || $0.accessorSpecifier.tokenKind == .keyword(.didSet)
        }
    }

    static func inferredTypeSyntax(_ initializer: InitializerClauseSyntax) -> TypeSyntax? {
        SwiftTypeMapping.inferredType(initializer.value).flatMap(typeSyntax)
    }

    /// The type of `Type.member` for a type the sources declare: `Type` for one of its enum cases, or the
    /// written type of its static property (`static let standard: Layout`), or the type of that property's
    /// literal initial value (`static let limit = 10`). Nil for anything else: a static function's result
    /// is not read.
    static func staticMemberType(_ expression: ExprSyntax, scope: TypeScope) -> TypeSyntax? {
        guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base?.trimmedDescription,
            let (_, declared) = scope.valueType(base),
            let members = declared.node.asProtocol(DeclGroupSyntax.self)?.memberBlock.members
        else { return nil }
        let name = member.declName.baseName.text
        let isCase = SyntaxHelpers.declarations(members).contains { decl in
            decl.as(EnumCaseDeclSyntax.self)?.elements.contains { $0.name.text == name } ?? false
        }
        if isCase { return typeSyntax(base) }
        guard let binding = SyntaxHelpers.staticProperty(name, in: members) else { return nil }
        if let type = binding.typeAnnotation?.type {
            return type.trimmedDescription == "Self" ? typeSyntax(base) : type
        }
        return binding.initializer.flatMap { SwiftTypeMapping.inferredType($0.value) }.flatMap(typeSyntax)
    }

    private static func typeSyntax(_ text: String) -> TypeSyntax? {
        var parser = Parser(text)
        let type = TypeSyntax.parse(from: &parser)
        return type.hasError ? nil : type
    }
}
