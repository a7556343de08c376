import MapwrightModel
import SwiftSyntax

/// A declaration and the file it is in.
struct Declared<Node: SyntaxProtocol> {
    let node: Node
    let file: SwiftSourceFile
}

/// What the SwiftData reader needs from all the files read: the versioned schemas, the `@Model`
/// classes (nested in a schema or its extensions, or at the top level), the enums with raw values and
/// the migration plans.
struct DeclarationIndex {
    /// `VersionedSchema` enums (or structs) by name.
    var schemas: [String: Declared<DeclSyntax>] = [:]
    /// The schema names in the order the files declare them.
    var schemaOrder: [String] = []
    /// `@Model` classes declared in a schema's body or in an extension of it, by schema then class name.
    var nestedModels: [String: [String: Declared<ClassDeclSyntax>]] = [:]
    /// `@Model` classes outside any schema, by name.
    var topLevelModels: [String: Declared<ClassDeclSyntax>] = [:]
    /// Enums with a raw value type, by name: the raw type's name (`String`, `Int`, …).
    var rawValueEnums: [String: String] = [:]
    /// `SchemaMigrationPlan` conformers.
    var plans: [Declared<DeclSyntax>] = []
    /// Top-level typealiases by name: the type they name, as written (`SchemaV2.Tag`).
    var typealiases: [String: String] = [:]
    /// Every type declared (or extended) as a `VersionedSchema`, found before the rest is indexed so
    /// that an extension read before its schema still nests its classes there.
    private let schemaNames: Set<String>

    init(files: [SwiftSourceFile]) {
        schemaNames = Self.schemaNames(in: files)
        for file in files {
            for statement in file.tree.statements {
                guard let decl = statement.item.as(DeclSyntax.self) else { continue }
                if let alias = decl.as(TypeAliasDeclSyntax.self) {
                    typealiases[alias.name.text] = alias.initializer.value.trimmedDescription
                }
                index(decl, in: file, container: nil)
            }
        }
    }

    private mutating func index(_ decl: DeclSyntax, in file: SwiftSourceFile, container: String?) {
        if let type = decl.asProtocol(DeclGroupSyntax.self), let name = Self.name(of: decl) {
            let inherited = SyntaxHelpers.inheritedNames(type.inheritanceClause)
            if inherited.contains("VersionedSchema") {
                if schemas[name] == nil { schemaOrder.append(name) }
                schemas[name] = Declared(node: decl, file: file)
                indexMembers(type.memberBlock.members, in: file, container: name)
                return
            }
            if inherited.contains("SchemaMigrationPlan") {
                plans.append(Declared(node: decl, file: file))
                return
            }
            if let enumDecl = decl.as(EnumDeclSyntax.self), let raw = inherited.first, Self.rawTypes.contains(raw) {
                rawValueEnums[enumDecl.name.text] = raw
            }
            if let classDecl = decl.as(ClassDeclSyntax.self), SyntaxHelpers.attribute(named: "Model", in: classDecl.attributes) != nil {
                if let container, schemaNames.contains(container) {
                    nestedModels[container, default: [:]][name] = Declared(node: classDecl, file: file)
                } else if topLevelModels[name] == nil {
                    topLevelModels[name] = Declared(node: classDecl, file: file)
                }
            }
            indexMembers(type.memberBlock.members, in: file, container: container)
        } else if let extensionDecl = decl.as(ExtensionDeclSyntax.self) {
            let extended = SyntaxHelpers.lastComponent(extensionDecl.extendedType.trimmedDescription)
            let inherited = SyntaxHelpers.inheritedNames(extensionDecl.inheritanceClause)
            if inherited.contains("VersionedSchema"), schemas[extended] == nil {
                schemaOrder.append(extended)
                schemas[extended] = Declared(node: decl, file: file)
            }
            indexMembers(extensionDecl.memberBlock.members, in: file, container: extended)
        }
    }

    private mutating func indexMembers(_ members: MemberBlockItemListSyntax, in file: SwiftSourceFile, container: String?) {
        for member in members { index(member.decl, in: file, container: container) }
    }

    /// The members of a schema: its body's and those of every extension of it that declares static
    /// properties (`versionIdentifier`, `models`).
    func staticProperty(_ name: String, ofSchema schema: String, files: [SwiftSourceFile]) -> (PatternBindingSyntax, SwiftSourceFile)? {
        if let declared = schemas[schema], let group = declared.node.asProtocol(DeclGroupSyntax.self),
           let binding = SyntaxHelpers.staticProperty(name, in: group.memberBlock.members) {
            return (binding, declared.file)
        }
        for file in files {
            for statement in file.tree.statements {
                guard let extensionDecl = statement.item.as(ExtensionDeclSyntax.self),
                      SyntaxHelpers.lastComponent(extensionDecl.extendedType.trimmedDescription) == schema,
                      let binding = SyntaxHelpers.staticProperty(name, in: extensionDecl.memberBlock.members)
                else { continue }
                return (binding, file)
            }
        }
        return nil
    }

    /// Raw value types SwiftData stores as the raw value (docs/swiftdata.md).
    static let rawTypes: Set<String> = ["String", "Int", "Int8", "Int16", "Int32", "Int64", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float"]

    private static func schemaNames(in files: [SwiftSourceFile]) -> Set<String> {
        final class Finder: SyntaxVisitor {
            var names: Set<String> = []
            override func visit(_ node: InheritanceClauseSyntax) -> SyntaxVisitorContinueKind {
                guard SyntaxHelpers.inheritedNames(node).contains("VersionedSchema") else { return .skipChildren }
                if let parent = node.parent, let name = parent.as(ExtensionDeclSyntax.self)?.extendedType.trimmedDescription
                    ?? parent.as(EnumDeclSyntax.self)?.name.text ?? parent.as(StructDeclSyntax.self)?.name.text {
                    names.insert(SyntaxHelpers.lastComponent(name))
                }
                return .skipChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        for file in files { finder.walk(file.tree) }
        return finder.names
    }

    static func name(of decl: DeclSyntax) -> String? {
        if let node = decl.as(EnumDeclSyntax.self) { return node.name.text }
        if let node = decl.as(StructDeclSyntax.self) { return node.name.text }
        if let node = decl.as(ClassDeclSyntax.self) { return node.name.text }
        return nil
    }
}
