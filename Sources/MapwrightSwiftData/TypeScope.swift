import SwiftSyntax

/// What a type name written in a `@Model` class means, found as the compiler finds it: from the class
/// outward (`SchemaV2.Item`, then `SchemaV2`, then the top level), through typealiases (chains of any
/// length), among the schema's own model classes first (docs/swiftdata.md, "How names are resolved").
struct TypeScope {
    let index: DeclarationIndex
    /// The schema whose version is being read.
    let schema: String
    /// The types the class is nested in and the class itself, outermost first (`[SchemaV2, Item]`).
    let path: [String]

    enum Meaning: Equatable {
        /// A `@Model` class, by name.
        case model(String)
        /// An enum stored as its raw value, by the raw type's name.
        case rawValueEnum(String)
        /// Anything else, by its last name once the sources' typealiases are followed. Foundation's own
        /// (`TimeInterval`) are not in the sources: ``SwiftTypeMapping/scalars`` maps them.
        case named(String)
    }

    func meaning(of written: String) -> Meaning {
        var followed: Set<String> = []
        return meaning(of: written.split(separator: ".").map(String.init), from: path, followed: &followed)
    }

    /// The enum or struct `written` names from here, by full name, typealiases followed; nil for a type
    /// the sources do not declare.
    func valueType(_ written: String) -> (name: String, declared: Declared<DeclSyntax>)? {
        index.resolve(written, from: path) { full in index.valueTypes[full].map { (full, $0) } }
    }

    /// `followed`: the typealiases followed so far, by full name: a chain is followed to its end, however
    /// long, and a cycle (which the compiler refuses, ``DeclarationIndex/typealiasCycles``) ends it.
    private func meaning(of components: [String], from scope: [String], followed: inout Set<String>) -> Meaning {
        guard let last = components.last else { return .named("") }
        if components.count == 1, index.nestedModels[schema]?[last] != nil { return .model(last) }
        for depth in stride(from: scope.count, through: 0, by: -1) {
            let candidate = Array(scope.prefix(depth)) + components
            let full = DeclarationIndex.fullName(candidate)
            if let raw = index.rawValueEnums[full] { return .rawValueEnum(raw) }
            if candidate.count >= 2, index.nestedModels[candidate[candidate.count - 2]]?[last] != nil {
                return .model(last)
            }
            if candidate.count == 1, index.topLevelModels[last] != nil { return .model(last) }
            if let target = index.typealiases[full], followed.insert(full).inserted {
                return meaning(
                    of: target.split(separator: ".").map(String.init), from: Array(scope.prefix(depth)),
                    followed: &followed)
            }
        }
        return .named(last)
    }
}
