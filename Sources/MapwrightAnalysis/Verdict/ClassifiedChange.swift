import MapwrightModel

/// A change with the verdict the decision table gives it and the findings it raises.
public struct ClassifiedChange: Hashable, Sendable {
    /// The change, as the diff reports it.
    public var change: ModelChange
    /// What this change alone asks of Core Data.
    public var migration: MigrationKind
    /// Data-dependent risks, data loss, inference failures tied to this change.
    public var findings: [Finding]

    public init(change: ModelChange, migration: MigrationKind, findings: [Finding] = []) {
        self.change = change
        self.migration = migration
        self.findings = findings
    }
}
