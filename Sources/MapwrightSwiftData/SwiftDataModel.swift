import MapwrightModel

/// What the SwiftData reader produces: the versions as a model history, and the plan that migrates
/// through them.
package struct SwiftDataModel: Hashable, Sendable {
    /// Every versioned schema as a model version, oldest first.
    package var history: ModelHistory
    /// The migration plan (or the versions alone when there is none).
    package var plan: MigrationPlanDeclaration

    package init(history: ModelHistory, plan: MigrationPlanDeclaration) {
        self.history = history
        self.plan = plan
    }
}
