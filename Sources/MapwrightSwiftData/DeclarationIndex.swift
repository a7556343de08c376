import MapwrightDiagnostics
import SwiftSyntax

/// A declaration and the file it is in.
struct Declared<Node: SyntaxProtocol> {
    let node: Node
    let file: SwiftSourceFile
}

/// What the SwiftData reader needs from all the files read: the versioned schemas, the `@Model`
/// classes (nested in a schema or its extensions, or at the top level), the enums with raw values, the
/// typealiases and the migration plans. Declarations in `#if` blocks are read (``ConditionalBranches``).
/// Enums and typealiases are indexed by their full name (`SchemaV2.Priority`, `SchemaV2.Item.Kind`,
/// `Priority` at the top level) and found by scope (``TypeScope``), as the compiler finds them.
struct DeclarationIndex {
    /// `VersionedSchema` enums (or structs) by name.
    var schemas: [String: Declared<DeclSyntax>] = [:]
    /// The schema names in the order the files declare them.
    var schemaOrder: [String] = []
    /// `@Model` classes declared in a schema's body or in an extension of it, by schema then class name.
    var nestedModels: [String: [String: Declared<ClassDeclSyntax>]] = [:]
    /// `@Model` classes outside any schema, by name.
    var topLevelModels: [String: Declared<ClassDeclSyntax>] = [:]
    /// Every enum and struct outside the schemas' `@Model` classes, by full name (`Layout`,
    /// `SchemaV2.Item.Kind`): what a property's type or a static member's base may name.
    var valueTypes: [String: Declared<DeclSyntax>] = [:]
    /// Enums with a raw value type, by full name: the raw type's name (`String`, `Int`, …).
    var rawValueEnums: [String: String] = [:]
    /// `SchemaMigrationPlan` conformers.
    var plans: [Declared<DeclSyntax>] = []
    /// Typealiases by full name: the type they name, as written (`SchemaV2.Tag`).
    var typealiases: [String: String] = [:]
    /// Where each typealias is declared, by full name.
    var typealiasLocations: [String: SourceLocation] = [:]
    /// The `#if` blocks whose every branch is read (at the top level of a file, or among the members of a
    /// schema, a model class or a plan), where they start.
    var conditionalBlocks: [SourceLocation] = []
    /// Every type declared (or extended) as a `VersionedSchema`, found before the rest is indexed so
    /// that an extension read before its schema still nests its classes there.
    private let schemaNames: Set<String>

    init(files: [SwiftSourceFile]) {
        schemaNames = Self.schemaNames(in: files)
        for file in files {
            for statement in file.tree.statements {
                guard let block = statement.item.as(IfConfigDeclSyntax.self),
                    ConditionalBranches.readsEveryBranch(block),
                    SwiftDataReader.declaresModelParts(block.trimmedDescription)
                else { continue }
                conditionalBlocks.append(file.location(of: block))
            }
            for decl in SyntaxHelpers.declarations(file.tree.statements) {
                index(decl, in: file, path: [])
            }
        }
    }

    /// `path`: the names of the types the declaration is nested in, outermost first.
    private mutating func index(_ decl: DeclSyntax, in file: SwiftSourceFile, path: [String]) {
        if let alias = decl.as(TypeAliasDeclSyntax.self) {
            let full = Self.fullName(path + [alias.name.text])
            typealiases[full] = alias.initializer.value.trimmedDescription
            typealiasLocations[full] = file.location(of: alias)
        } else if let type = decl.asProtocol(DeclGroupSyntax.self), let name = Self.name(of: decl) {
            let inherited = SyntaxHelpers.inheritedNames(type.inheritanceClause)
            if inherited.contains("VersionedSchema") {
                if schemas[name] == nil { schemaOrder.append(name) }
                schemas[name] = Declared(node: decl, file: file)
                noteConditionalBlocks(in: type.memberBlock.members, file: file)
                indexMembers(type.memberBlock.members, in: file, path: [name])
                return
            }
            if inherited.contains("SchemaMigrationPlan") {
                plans.append(Declared(node: decl, file: file))
                noteConditionalBlocks(in: type.memberBlock.members, file: file)
                return
            }
            if decl.is(EnumDeclSyntax.self) || decl.is(StructDeclSyntax.self) {
                valueTypes[Self.fullName(path + [name])] = Declared(node: decl, file: file)
            }
            if decl.is(EnumDeclSyntax.self), let raw = inherited.first, Self.rawTypes.contains(raw) {
                rawValueEnums[Self.fullName(path + [name])] = raw
            }
            if let classDecl = decl.as(ClassDeclSyntax.self),
                SyntaxHelpers.attribute(named: "Model", in: classDecl.attributes) != nil
            {
                noteConditionalBlocks(in: classDecl.memberBlock.members, file: file)
                if let container = path.last, schemaNames.contains(container) {
                    nestedModels[container, default: [:]][name] = Declared(node: classDecl, file: file)
                } else if topLevelModels[name] == nil {
                    topLevelModels[name] = Declared(node: classDecl, file: file)
                }
            }
            indexMembers(type.memberBlock.members, in: file, path: path + [name])
        } else if let extensionDecl = decl.as(ExtensionDeclSyntax.self) {
            let extendedPath = extensionDecl.extendedType.trimmedDescription.split(separator: ".").map(String.init)
            let extended = extendedPath.last ?? ""
            let inherited = SyntaxHelpers.inheritedNames(extensionDecl.inheritanceClause)
            if inherited.contains("VersionedSchema"), schemas[extended] == nil {
                schemaOrder.append(extended)
                schemas[extended] = Declared(node: decl, file: file)
            }
            indexMembers(extensionDecl.memberBlock.members, in: file, path: extendedPath)
        }
    }

    private mutating func indexMembers(_ members: MemberBlockItemListSyntax, in file: SwiftSourceFile, path: [String]) {
        for decl in SyntaxHelpers.declarations(members) { index(decl, in: file, path: path) }
    }

    /// Notes the `#if` blocks among the members of a schema, a model class or a plan.
    private mutating func noteConditionalBlocks(in members: MemberBlockItemListSyntax, file: SwiftSourceFile) {
        for member in members {
            guard let block = member.decl.as(IfConfigDeclSyntax.self), ConditionalBranches.readsEveryBranch(block)
            else { continue }
            conditionalBlocks.append(file.location(of: block))
        }
    }

    /// The typealiases that lead back to themselves (`typealias A = B`, `typealias B = A`), each cycle
    /// once, by its members' full names in the order followed from the smallest: the compiler refuses them.
    var typealiasCycles: [[String]] {
        var cycles: [[String]] = []
        for start in typealiases.keys.sorted() {
            var chain = [start]
            while let next = aliasTarget(of: chain[chain.count - 1]), !chain.contains(next) { chain.append(next) }
            if let next = aliasTarget(of: chain[chain.count - 1]), next == start, chain.min() == start {
                cycles.append(chain)
            }
        }
        return cycles
    }

    /// What `written` names from the types `scope` (outermost first) outward, as the compiler looks it up:
    /// the first value `found` gives for a candidate's full name, typealiases followed from where each is
    /// declared (a chain to its end; a cycle ends it). Nil when nothing is found.
    func resolve<Found>(_ written: String, from scope: [String], _ found: (_ full: String) -> Found?) -> Found? {
        var components = written.split(separator: ".").map(String.init)
        var scope = scope
        var followed: Set<String> = []
        while true {
            var next: (components: [String], scope: [String])?
            for depth in stride(from: scope.count, through: 0, by: -1) {
                let full = Self.fullName(Array(scope.prefix(depth)) + components)
                if let value = found(full) { return value }
                if let target = typealiases[full], followed.insert(full).inserted {
                    next = (target.split(separator: ".").map(String.init), Array(scope.prefix(depth)))
                    break
                }
            }
            guard let next else { return nil }
            (components, scope) = next
        }
    }

    /// The full name of the typealias the typealias `full` names, looked up from where it is declared
    /// outward; nil when it names no typealias.
    private func aliasTarget(of full: String) -> String? {
        guard let target = typealiases[full] else { return nil }
        let scope = full.split(separator: ".").dropLast().map(String.init)
        let components = target.split(separator: ".").map(String.init)
        for depth in stride(from: scope.count, through: 0, by: -1) {
            let candidate = Self.fullName(Array(scope.prefix(depth)) + components)
            if typealiases[candidate] != nil { return candidate }
        }
        return nil
    }

    /// The names an extension of a schema or a plan mentions: each schema's and plan's.
    var schemaAndPlanNames: Set<String> {
        Set(schemaOrder + plans.compactMap { Self.name(of: $0.node) })
    }

    /// The static property `name` of the type `name`d, in its body (`declared`) or in any extension of it.
    func staticProperty(
        _ property: String, ofType type: String, declared: Declared<DeclSyntax>?, files: [SwiftSourceFile]
    ) -> (PatternBindingSyntax, SwiftSourceFile)? {
        if let declared, let group = declared.node.asProtocol(DeclGroupSyntax.self),
            let binding = SyntaxHelpers.staticProperty(property, in: group.memberBlock.members)
        {
            return (binding, declared.file)
        }
        for file in files {
            for decl in SyntaxHelpers.declarations(file.tree.statements) {
                guard let extensionDecl = decl.as(ExtensionDeclSyntax.self),
                    SyntaxHelpers.lastComponent(extensionDecl.extendedType.trimmedDescription) == type,
                    let binding = SyntaxHelpers.staticProperty(property, in: extensionDecl.memberBlock.members)
                else { continue }
                return (binding, file)
            }
        }
        return nil
    }

    /// The static property or function `name` of the type `name`d (a static function's body), in its body
    /// (`declared`) or in any extension of it: `extension MigrationStage { static func v1ToV2() -> … }`.
    func staticMember(
        _ member: String, ofType type: String, declared: Declared<DeclSyntax>?, files: [SwiftSourceFile]
    ) -> (Syntax, SwiftSourceFile)? {
        if let declared, let group = declared.node.asProtocol(DeclGroupSyntax.self),
            let found = SyntaxHelpers.staticMember(member, in: group.memberBlock.members)
        {
            return (found, declared.file)
        }
        for file in files {
            for decl in SyntaxHelpers.declarations(file.tree.statements) {
                guard let extensionDecl = decl.as(ExtensionDeclSyntax.self),
                    SyntaxHelpers.lastComponent(extensionDecl.extendedType.trimmedDescription) == type,
                    let found = SyntaxHelpers.staticMember(member, in: extensionDecl.memberBlock.members)
                else { continue }
                return (found, file)
            }
        }
        return nil
    }

    /// The static property `name` of a schema, in its body or an extension (`versionIdentifier`, `models`).
    func staticProperty(_ name: String, ofSchema schema: String, files: [SwiftSourceFile]) -> (
        PatternBindingSyntax, SwiftSourceFile
    )? {
        staticProperty(name, ofType: schema, declared: schemas[schema], files: files)
    }

    /// Raw value types SwiftData stores as the raw value (docs/swiftdata.md).
    static let rawTypes: Set<String> = [
        "String", "Int", "Int8", "Int16", "Int32", "Int64", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
    ]

    static func fullName(_ path: [String]) -> String { path.joined(separator: ".") }

    private static func schemaNames(in files: [SwiftSourceFile]) -> Set<String> {
        final class Finder: SyntaxVisitor {
            var names: Set<String> = []
            override func visit(_ node: InheritanceClauseSyntax) -> SyntaxVisitorContinueKind {
                guard SyntaxHelpers.inheritedNames(node).contains("VersionedSchema") else { return .skipChildren }
                if let parent = node.parent,
                    let name = parent.as(ExtensionDeclSyntax.self)?.extendedType.trimmedDescription
                        ?? parent.as(EnumDeclSyntax.self)?.name.text ?? parent.as(StructDeclSyntax.self)?.name.text
                {
                    names.insert(SyntaxHelpers.lastComponent(name))
                }
                return .skipChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        // A walk of every node: only the files that can hold a schema.
        for file in files where file.mentionsVersionedSchema { finder.walk(file.tree) }
        return finder.names
    }

    static func name(of decl: DeclSyntax) -> String? {
        if let node = decl.as(EnumDeclSyntax.self) { return node.name.text }
        if let node = decl.as(StructDeclSyntax.self) { return node.name.text }
        if let node = decl.as(ClassDeclSyntax.self) { return node.name.text }
        return nil
    }
}
