import MapwrightModel

/// A SwiftData `SchemaMigrationPlan` as the sources declare it, with the versions it lists: what the
/// plan lint (``PlanLint``) checks against the analysis of each step.
public struct MigrationPlanDeclaration: Hashable, Sendable {
    /// One entry of the plan's `schemas`, or a versioned schema when the sources declare no plan.
    public struct SchemaEntry: Hashable, Sendable {
        /// The `VersionedSchema` enum's name, which is the version's name in the model history.
        public var name: String
        /// Its `versionIdentifier` as `[major, minor, patch]`.
        public var versionIdentifier: [Int]
        /// Where `versionIdentifier` is declared.
        public var identifierLocation: MapwrightModel.SourceLocation?
        /// Where the plan's `schemas` names it (else the enum's declaration).
        public var location: MapwrightModel.SourceLocation?

        public init(
            name: String, versionIdentifier: [Int], identifierLocation: MapwrightModel.SourceLocation?,
            location: MapwrightModel.SourceLocation?
        ) {
            self.name = name
            self.versionIdentifier = versionIdentifier
            self.identifierLocation = identifierLocation
            self.location = location
        }

        /// `1.0.0`.
        public var versionText: String { versionIdentifier.map(String.init).joined(separator: ".") }
    }

    /// One `MigrationStage` of the plan's `stages`.
    public struct Stage: Hashable, Sendable {
        /// `.lightweight` or `.custom`.
        public enum Kind: String, Hashable, Sendable {
            case lightweight
            case custom
        }

        public var kind: Kind
        /// The `fromVersion:` schema's name.
        public var from: String
        /// The `toVersion:` schema's name.
        public var to: String
        /// Where the stage is declared (`MigrationStage.lightweight(…)` or `.custom(…)`).
        public var location: MapwrightModel.SourceLocation?

        public init(kind: Kind, from: String, to: String, location: MapwrightModel.SourceLocation?) {
            self.kind = kind
            self.from = from
            self.to = to
            self.location = location
        }
    }

    /// The plan's type name; nil when the sources declare versioned schemas and no plan.
    public var name: String?
    /// Where the plan is declared.
    public var location: MapwrightModel.SourceLocation?
    /// The versions in the plan's `schemas` order (else by version identifier).
    public var schemas: [SchemaEntry]
    /// The stages in the plan's `stages` order.
    public var stages: [Stage]

    public init(name: String?, location: MapwrightModel.SourceLocation?, schemas: [SchemaEntry], stages: [Stage]) {
        self.name = name
        self.location = location
        self.schemas = schemas
        self.stages = stages
    }
}

/// What the SwiftData reader produces: the versions as a model history, and the plan that migrates
/// through them.
public struct SwiftDataModel: Hashable, Sendable {
    /// Every versioned schema as a model version, oldest first.
    public var history: ModelHistory
    /// The migration plan (or the versions alone when there is none).
    public var plan: MigrationPlanDeclaration

    public init(history: ModelHistory, plan: MigrationPlanDeclaration) {
        self.history = history
        self.plan = plan
    }
}
