import MapwrightDiagnostics

/// A change with the verdict the decision table gives it and the findings it raises.
package struct ClassifiedChange: Hashable, Sendable {
    /// The change, as the diff reports it.
    package var change: ModelChange
    /// What this change alone asks of Core Data.
    package var migration: MigrationKind
    /// Data-dependent risks, data loss, inference failures tied to this change.
    package var findings: [Finding]

    package init(change: ModelChange, migration: MigrationKind, findings: [Finding] = []) {
        self.change = change
        self.migration = migration
        self.findings = findings
    }
}
