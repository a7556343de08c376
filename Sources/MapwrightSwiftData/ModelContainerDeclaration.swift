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
    package var location: MapwrightModel.SourceLocation

    /// The containers made in `file`: calls of `ModelContainer(…)` and of the `.modelContainer(for:)`
    /// modifier, and any `migrationPlan:` argument (a
    /// helper that builds the container passes the plan on).
    static func all(in file: SwiftSourceFile) -> [ModelContainerDeclaration] {
        final class Finder: SyntaxVisitor {
            var found: [(plan: String?, passesPlan: Bool, node: Syntax)] = []
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                let called = node.calledExpression.trimmedDescription
                let argument = node.arguments.first { $0.label?.text == "migrationPlan" }
                let plan = argument.flatMap {
                    SyntaxHelpers.typeReference($0.expression).map(SyntaxHelpers.lastComponent)
                }
                let modifier = node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                if argument != nil || called == "ModelContainer" || called == "SwiftData.ModelContainer"
                    || modifier == "modelContainer"
                {
                    found.append((plan, argument != nil, Syntax(node)))
                }
                return .visitChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(file.tree)
        return finder.found.map {
            ModelContainerDeclaration(
                planName: $0.plan, passesPlan: $0.passesPlan, location: file.location(of: $0.node))
        }
    }
}
