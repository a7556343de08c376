import SwiftSyntax

/// Which branches of an `#if` block the reader reads. Without building, the conditions of a platform,
/// a flag or a compiler version are not known, so every branch is read (the builder says so, MW025);
/// `canImport(SwiftData)` holds wherever SwiftData runs, so only its branch is.
enum ConditionalBranches {
    /// The clauses of `block` to read.
    static func read(_ block: IfConfigDeclSyntax) -> [IfConfigClauseSyntax] {
        if let active = block.clauses.first(where: { isSwiftDataImport($0.condition) }) { return [active] }
        return Array(block.clauses)
    }

    /// True when every branch of `block` is read: its conditions are not known.
    static func readsEveryBranch(_ block: IfConfigDeclSyntax) -> Bool {
        !block.clauses.contains { isSwiftDataImport($0.condition) }
    }

    private static func isSwiftDataImport(_ condition: ExprSyntax?) -> Bool {
        condition?.trimmedDescription.filter { !$0.isWhitespace } == "canImport(SwiftData)"
    }
}
