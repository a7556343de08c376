import MapwrightModel
import SwiftSyntax

/// A Codable struct or enum of the sources as the composite attribute Core Data builds for a property of
/// its type (framework 1414, read from SwiftData stores' `Z_MODELCACHE`; docs/swiftdata.md, "Codable
/// structs and enums"): every element optional; a raw-value enum one element of the raw type named after
/// the property, an enum without raw values one String element per case, a struct one element per stored
/// property (collections as Binary).
struct CompositeMapping {
    let index: DeclarationIndex
    /// The schema whose version is being read.
    let schema: String
    /// How Codable values are read: an explicit `associatedValues` is the team's choice, not an assumption.
    var codable: CodableReading = .unset

    /// The elements, sorted by name, and what was assumed where no store settles it (said once, at the
    /// type's declaration).
    struct Result {
        var elements: [Attribute]
        var assumptions: [(message: String, at: SourceLocation)] = []
    }

    /// The composite of `property` for the value type `declared`, whose full name is `name`.
    func composite(of property: String, type name: String, declared: Declared<DeclSyntax>) -> Result {
        var result = Result(elements: [])
        if let enumDecl = declared.node.as(EnumDeclSyntax.self) {
            if let raw = SyntaxHelpers.inheritedNames(enumDecl.inheritanceClause).first,
                DeclarationIndex.rawTypes.contains(raw), let type = SwiftTypeMapping.scalars[raw]
            {
                result.elements = [Self.element(property, type)]
            } else {
                result = cases(of: enumDecl, named: name, in: declared.file)
            }
        } else if let structDecl = declared.node.as(StructDeclSyntax.self) {
            result = storedProperties(of: structDecl, named: name, in: declared.file)
        }
        result.elements.sort { $0.name < $1.name }
        return result
    }

    /// One optional String element per case. A case with associated values is read the same way: no store
    /// shows what Core Data makes of one (UNCERTAIN), so it is said unless `swiftData.associatedValues` chose.
    private func cases(of decl: EnumDeclSyntax, named name: String, in file: SwiftSourceFile) -> Result {
        var result = Result(elements: [])
        var associated: [String] = []
        for member in SyntaxHelpers.declarations(decl.memberBlock.members) {
            for element in member.as(EnumCaseDeclSyntax.self)?.elements ?? [] {
                result.elements.append(Self.element(element.name.text, .string))
                if element.parameterClause != nil { associated.append(element.name.text) }
            }
        }
        if !associated.isEmpty, codable.associatedValues == nil {
            result.assumptions.append(
                (
                    "enum `\(name)` has cases with associated values (\(associated.map { "`\($0)`" }.joined(separator: ", "))): assumed stored as an enum without raw values, one optional String element per case; no store shows what Core Data builds for them",
                    file.location(of: decl.name)
                ))
        }
        return result
    }

    /// One optional element per stored property, of the property's Core Data type; collections are Binary.
    private func storedProperties(of decl: StructDeclSyntax, named name: String, in file: SwiftSourceFile) -> Result {
        var result = Result(elements: [])
        let scope = TypeScope(index: index, schema: schema, path: name.split(separator: ".").map(String.init))
        for member in SyntaxHelpers.declarations(decl.memberBlock.members) {
            guard let variable = member.as(VariableDeclSyntax.self), !SyntaxHelpers.isStatic(variable.modifiers)
            else { continue }
            for binding in variable.bindings {
                guard let token = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier,
                    ModelClassReader.isStored(binding)
                else { continue }
                let element = token.text.trimmingCharacters(in: ["`"])
                let (type, assumed) = elementType(binding, scope: scope)
                result.elements.append(Self.element(element, type))
                if let assumed {
                    result.assumptions.append(
                        (
                            "`\(name).\(element)` is \(assumed): assumed stored as one \(type.xcodeName) element of the composite; no store shows what Core Data builds for it",
                            file.location(of: binding.pattern)
                        ))
                }
            }
        }
        return result
    }

    /// The element type of a struct's stored property, and what the property is when that type is assumed.
    private func elementType(_ binding: PatternBindingSyntax, scope: TypeScope) -> (AttributeType, String?) {
        guard
            let written = binding.typeAnnotation?.type
                ?? binding.initializer.flatMap({ ModelClassReader.inferredTypeSyntax($0) })
        else { return (.binary, "of a type neither written nor inferred") }
        let type = SwiftTypeMapping.unwrapped(written).type
        if type.is(ArrayTypeSyntax.self) || SwiftTypeMapping.genericArgument(of: type, named: "Array") != nil {
            return (.binary, nil)
        }
        let generic = type.as(IdentifierTypeSyntax.self).flatMap {
            $0.genericArgumentClause == nil ? nil : $0.name.text
        }
        if type.is(DictionaryTypeSyntax.self) || generic == "Set" || generic == "Dictionary" {
            return (.binary, "a collection other than an array")
        }
        let text = type.trimmedDescription.filter { !$0.isWhitespace }
        switch scope.meaning(of: text) {
        case .rawValueEnum(let raw):
            return (SwiftTypeMapping.scalars[raw] ?? .binary, "a raw-value enum nested in a Codable struct (`\(text)`)")
        case .named(let last):
            if scope.valueType(text) != nil {
                return (.binary, "a Codable type nested in a Codable struct (`\(text)`)")
            }
            if let scalar = SwiftTypeMapping.scalars[last] { return (scalar, nil) }
            return (.binary, "of a type the sources do not declare (`\(text)`)")
        case .model:
            return (.binary, "a model class (`\(text)`)")
        }
    }

    /// Whether the enum `decl` has a case with associated values.
    static func hasAssociatedValues(_ decl: EnumDeclSyntax) -> Bool {
        SyntaxHelpers.declarations(decl.memberBlock.members).contains { member in
            member.as(EnumCaseDeclSyntax.self)?.elements.contains { $0.parameterClause != nil } == true
        }
    }

    private static func element(_ name: String, _ type: AttributeType) -> Attribute {
        Attribute(name: name, type: type, isOptional: true)
    }
}
