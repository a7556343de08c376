import MapwrightDiagnostics

/// A SwiftData `SchemaMigrationPlan` as the sources declare it, with the versions it lists: what the
/// plan lint (MW460–MW464) checks against the analysis of each step.
package struct MigrationPlanDeclaration: Hashable, Sendable {
    /// One entry of the plan's `schemas`, or a versioned schema when the sources declare no plan.
    package struct SchemaEntry: Hashable, Sendable {
        /// The `VersionedSchema` enum's name, which is the version's name in the model history.
        package var name: String
        /// Its `versionIdentifier` as `[major, minor, patch]`.
        package var versionIdentifier: [Int]
        /// Where `versionIdentifier` is declared.
        package var identifierLocation: MapwrightDiagnostics.SourceLocation?
        /// Where the plan's `schemas` names it (else the enum's declaration).
        package var location: MapwrightDiagnostics.SourceLocation?

        package init(
            name: String, versionIdentifier: [Int], identifierLocation: MapwrightDiagnostics.SourceLocation?,
            location: MapwrightDiagnostics.SourceLocation?
        ) {
            self.name = name
            self.versionIdentifier = versionIdentifier
            self.identifierLocation = identifierLocation
            self.location = location
        }

        /// `1.0.0`.
        package var versionText: String { versionIdentifier.map(String.init).joined(separator: ".") }
    }

    /// One `MigrationStage` of the plan's `stages`.
    package struct Stage: Hashable, Sendable {
        /// `.lightweight` or `.custom`.
        package enum Kind: String, Hashable, Sendable {
            case lightweight
            case custom
        }

        package var kind: Kind
        /// The `fromVersion:` schema's name.
        package var from: String
        /// The `toVersion:` schema's name.
        package var to: String
        /// Where the stage is declared (`MigrationStage.lightweight(…)` or `.custom(…)`).
        package var location: MapwrightDiagnostics.SourceLocation?

        package init(kind: Kind, from: String, to: String, location: MapwrightDiagnostics.SourceLocation?) {
            self.kind = kind
            self.from = from
            self.to = to
            self.location = location
        }
    }

    /// The plan's type name; nil when the sources declare versioned schemas and no plan.
    package var name: String?
    /// Where the plan is declared.
    package var location: MapwrightDiagnostics.SourceLocation?
    /// The versions in the plan's `schemas` order (else by version identifier).
    package var schemas: [SchemaEntry]
    /// The stages in the plan's `stages` order.
    package var stages: [Stage]

    /// False when the sources make containers (`ModelContainer(…)`) and none names the plan: no store
    /// migrates with it, and its lint is at note level (MW466).
    package var isUsed = true

    package init(name: String?, location: MapwrightDiagnostics.SourceLocation?, schemas: [SchemaEntry], stages: [Stage])
    {
        self.name = name
        self.location = location
        self.schemas = schemas
        self.stages = stages
    }
}
