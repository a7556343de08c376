import MapwrightDiagnostics
import MapwrightModel
import SwiftSyntax

/// A `ModelContainer(for: …)` the sources make, and the plan it migrates its store with: each container
/// opens one store, so each plan a container names is one unit (docs/swiftdata.md, "One store, one plan").
package struct ModelContainerDeclaration: Hashable, Sendable {
    /// The plan's type name (`NotesMigrationPlan` for `migrationPlan: NotesMigrationPlan.self`); nil for
    /// a container made without a plan.
    package var planName: String?
    /// True when the call passes a `migrationPlan:`, read or not (a variable holding the plan's type).
    package var passesPlan: Bool
    package var location: MapwrightDiagnostics.SourceLocation

    /// The containers made in `file`: calls of `ModelContainer(…)` and of the `.modelContainer(for:)`
    /// modifier, and any `migrationPlan:` argument (a
    /// helper that builds the container passes the plan on).
    static func all(in file: SwiftSourceFile) -> [ModelContainerDeclaration] {
        // Token by token, not a recursive walk of the tree: a debug build's test threads overflowed their
        // stacks on a visitor over generated plans.
        var calls: [FunctionCallExprSyntax] = []
        for token in file.tree.tokens(viewMode: .sourceAccurate) {
            let call: FunctionCallExprSyntax?
            switch token.text {
            case "migrationPlan":
                call = token.parent?.as(LabeledExprSyntax.self)?.parent?.parent?.as(FunctionCallExprSyntax.self)
            case "ModelContainer", "modelContainer":
                let reference = token.parent.map(Syntax.init)
                let member = reference?.parent?.as(MemberAccessExprSyntax.self).map(Syntax.init)
                let called = member ?? reference
                call = called?.parent?.as(FunctionCallExprSyntax.self).flatMap {
                    $0.calledExpression.id == called?.id ? $0 : nil
                }
            default:
                call = nil
            }
            if let call, !calls.contains(where: { $0.id == call.id }) { calls.append(call) }
        }
        return calls.map { call in
            let argument = call.arguments.first { $0.label?.text == "migrationPlan" }
            let plan = argument.flatMap { SyntaxHelpers.typeReference($0.expression).map(SyntaxHelpers.lastComponent) }
            return ModelContainerDeclaration(
                planName: plan, passesPlan: argument != nil, location: file.location(of: call))
        }
    }
}
