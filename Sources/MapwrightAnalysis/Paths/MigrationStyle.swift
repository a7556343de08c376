/// How an app migrates a store written by an older model version (docs/core-data/migration-paths.md).
package enum MigrationStyle: String, Sendable, Hashable, Codable, CaseIterable {
    /// Core Data's default: one migration from the store's version straight to the current one, with a
    /// mapping model matching that exact pair, else an inferred one.
    case automatic
    /// The app walks the version chain itself (`NSMigrationManager` per adjacent step).
    case stepByStep = "step-by-step"
    /// `NSStagedMigrationManager` (and SwiftData's migration plans): the stages run in order.
    case staged
}
