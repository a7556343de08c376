import MapwrightModel
import SwiftSyntax

/// Reads one `@Model` class into an entity: its stored properties as attributes and relationships,
/// with their `@Attribute` and `@Relationship` options, `#Unique` and `#Index`.
struct ModelClassReader {
    /// The model class names of the schema being read: a property of one of these types is a relationship.
    let models: Set<String>
    /// Enums with raw values, by name: stored as the raw value.
    let rawValueEnums: [String: String]
    let diagnostics: any DiagnosticCollector

    /// The entity the class `declared` stands for, named after the class.
    func entity(_ declared: Declared<ClassDeclSyntax>) -> Entity {
        let node = declared.node
        let file = declared.file
        var entity = Entity(name: node.name.text, anchor: SourceAnchor(file.location(of: node.name)))
        if let parent = SyntaxHelpers.inheritedNames(node.inheritanceClause).first, models.contains(parent) {
            entity.parent = parent
        }
        for member in node.memberBlock.members {
            if let variable = member.decl.as(VariableDeclSyntax.self) {
                read(variable, in: file, into: &entity)
            } else if let macro = member.decl.as(MacroExpansionDeclSyntax.self) {
                read(macro, in: file, into: &entity)
            }
        }
        return entity
    }

    private func read(_ variable: VariableDeclSyntax, in file: SwiftSourceFile, into entity: inout Entity) {
        guard !SyntaxHelpers.isStatic(variable.modifiers),
              SyntaxHelpers.attribute(named: "Transient", in: variable.attributes) == nil
        else { return }
        let options = PropertyOptions(
            attribute: SyntaxHelpers.attribute(named: "Attribute", in: variable.attributes),
            relationship: SyntaxHelpers.attribute(named: "Relationship", in: variable.attributes))
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, Self.isStored(binding) else { continue }
            let location = file.location(of: binding.pattern)
            guard let written = binding.typeAnnotation?.type ?? binding.initializer.flatMap(Self.literalTypeSyntax) else {
                diagnostics.emit(
                    SwiftDataRules.typeNotWritten,
                    "`\(entity.name).\(name)` has no written type: write it (`var \(name): Type = …`)", at: location)
                continue
            }
            let (type, isOptional) = SwiftTypeMapping.unwrapped(written)
            switch SwiftTypeMapping.map(type, models: models, rawValueEnums: rawValueEnums) {
            case .toOne(let destination):
                entity.relationships.append(options.relationship(
                    name: name, destination: destination, isToMany: false, isOptional: isOptional, location: location))
            case .toMany(let destination):
                entity.relationships.append(options.relationship(
                    name: name, destination: destination, isToMany: true, isOptional: isOptional, location: location))
            case .attribute(let attributeType, let customClassName, let opaque):
                var attribute = Attribute(
                    name: name, type: attributeType, isOptional: isOptional, customClassName: customClassName,
                    anchor: SourceAnchor(location))
                if let initial = binding.initializer?.value {
                    attribute.defaultValue = SwiftTypeMapping.defaultValue(initial, type: attributeType)
                }
                options.apply(to: &attribute)
                if options.isUnique { entity.uniquenessConstraints.append([name]) }
                if opaque, attribute.type == .transformable, attribute.valueTransformerName == nil {
                    diagnostics.emit(
                        SwiftDataRules.opaqueValueType,
                        "`\(entity.name).\(name)` is a `\(customClassName ?? "")`: checked as one Transformable attribute, changes inside the type are not seen",
                        at: location)
                }
                entity.attributes.append(attribute)
            }
        }
    }

    /// `#Unique<Item>([\.a, \.b], [\.c])` and `#Index<Item>([\.a], [\.b, \.c])`.
    private func read(_ macro: MacroExpansionDeclSyntax, in file: SwiftSourceFile, into entity: inout Entity) {
        let groups: [[String]] = macro.arguments.compactMap { argument in
            argument.expression.as(ArrayExprSyntax.self)?.elements.compactMap { SyntaxHelpers.keyPathLastName($0.expression) }
        }
        switch macro.macroName.text {
        case "Unique":
            entity.uniquenessConstraints += groups.filter { !$0.isEmpty }
        case "Index":
            for group in groups where !group.isEmpty {
                entity.fetchIndexes.append(FetchIndex(
                    name: ([entity.name] + group).joined(separator: "_"),
                    elements: group.map { FetchIndexElement(property: $0) },
                    anchor: SourceAnchor(file.location(of: macro))))
            }
        default:
            return
        }
    }

    /// True for a stored property: no accessors, or only observers (`willSet`, `didSet`).
    private static func isStored(_ binding: PatternBindingSyntax) -> Bool {
        guard let accessors = binding.accessorBlock?.accessors else { return true }
        guard case .accessors(let list) = accessors else { return false }
        return list.allSatisfy { $0.accessorSpecifier.tokenKind == .keyword(.willSet) || $0.accessorSpecifier.tokenKind == .keyword(.didSet) }
    }

    private static func literalTypeSyntax(_ initializer: InitializerClauseSyntax) -> TypeSyntax? {
        SwiftTypeMapping.literalType(initializer.value).map { TypeSyntax(IdentifierTypeSyntax(name: .identifier($0))) }
    }
}
