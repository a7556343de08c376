import MapwrightDiagnostics
import MapwrightModel

/// Checks a SwiftData migration plan against the analysis of each step between consecutive schemas
/// (MW460–MW464 of the project-state range, docs/swiftdata.md).
package enum PlanLint {
    /// Every plan rule, ordered by code.
    package static let all: [Rule] = [
        lightweightStageNotInferable, missingStage, stageOrder, versionIdentifierOrder, customStageNotInferable,
        identicalSchemas, unusedPlan,
    ]

    package static let lightweightStageNotInferable = Rule(
        code: "MW460", title: "Lightweight stage for a step Core Data cannot infer", severity: .error,
        migration: .heavy,
        summary:
            "A `MigrationStage.lightweight(fromVersion:toVersion:)` of the `SchemaMigrationPlan` migrates between two schemas whose change Core Data cannot infer (a heavy step).",
        why:
            "SwiftData runs the stage with an inferred mapping model; inference fails and the `ModelContainer` cannot be created, so the app crashes at launch on every device with a store on the older schema. Nothing shows it before the app runs on such a store.",
        fix:
            "Make the step inferable and move the data in a `.custom(fromVersion:toVersion:willMigrate:didMigrate:)` stage: add the new property under a new name in an intermediate schema, copy the values converted in that stage's `didMigrate`, then remove the old property in the next schema (MW464). `mapwright generate --swiftdata` writes `.custom` stages with a TODO for each change.",
        example:
            "`priority` changed from `String` to `Int` between `SchemaV2` and `SchemaV3`, stage `.lightweight(fromVersion: SchemaV2.self, toVersion: SchemaV3.self)`",
        examples: .mw460
    )
    package static let missingStage = Rule(
        code: "MW461", title: "No stage for a step Core Data cannot infer", severity: .error, migration: .heavy,
        summary:
            "Two consecutive schemas of the plan's `schemas` have no stage between them, and their change cannot be inferred.",
        why:
            "Without a stage SwiftData migrates the step with an inferred mapping model, which fails for this change: the app cannot open stores on the older schema.",
        fix: "Add a `.custom` stage between the two schemas and list it in `stages`, in order.",
        example:
            "`schemas` is `[SchemaV1.self, SchemaV2.self]`, `stages` is `[]`, and `SchemaV2` changes an attribute's type",
        examples: .mw461
    )
    package static let stageOrder = Rule(
        code: "MW462", title: "Stage out of order, skipping a schema, or unknown", severity: .error, migration: nil,
        summary:
            "A stage of `stages` does not migrate between two consecutive schemas of `schemas` in their order: it skips a schema, comes before a stage of an earlier step, repeats a step, or names a schema `schemas` does not list.",
        why:
            "SwiftData migrates a store one stage after the other from its own schema to the current one; stages that do not follow `schemas` leave stores on some versions without a path, and the container fails to load them.",
        fix: "Declare one stage per pair of consecutive schemas, in the order of `schemas`.",
        example: "`stages: [migrateV2toV3, migrateV1toV2]`", examples: .mw462
    )
    package static let versionIdentifierOrder = Rule(
        code: "MW463", title: "Version identifiers repeated or decreasing", severity: .error, migration: nil,
        summary:
            "Two schemas of the plan have the same `versionIdentifier`, or a schema's identifier is not greater than the one before it in `schemas`.",
        why:
            "SwiftData tells schemas apart by their version identifiers (UNCERTAIN how it resolves a clash, docs/swiftdata.md); two schemas with one identifier make the store's version ambiguous, and a decreasing one is almost always a copied schema whose identifier was not bumped.",
        fix:
            "Give each new schema a `Schema.Version` greater than the previous one's, and never change a shipped schema's identifier.",
        example: "`SchemaV3.versionIdentifier` still `Schema.Version(2, 0, 0)`, copied from `SchemaV2`",
        examples: .mw463
    )

    package static let customStageNotInferable = Rule(
        code: "MW464", title: "Custom stage around a change Core Data cannot infer", severity: .warning,
        migration: .heavy,
        summary:
            "A `MigrationStage.custom` stage migrates between two schemas whose change Core Data cannot infer at all (a type change, say), not only for some data.",
        why:
            "`willMigrate` and `didMigrate` run before and after the stage, and the stage itself still migrates the store with an inferred mapping model (UNCERTAIN for SwiftData, docs/swiftdata.md): the closures can prepare and repair data, but not make a change inference refuses, so the container may still fail to load the store.",
        fix:
            "Split the change into inferable steps: add the new property under a new name in an intermediate schema, copy the values converted in that stage's `didMigrate`, and remove the old property in the next schema (renaming the new one with `@Attribute(originalName:)` if needed).",
        example: "`priority: String` becomes `priority: Int` in one `.custom` stage", examples: .mw464
    )

    package static let identicalSchemas = Rule(
        code: "MW465", title: "Two consecutive schemas with the same models", severity: .error, migration: nil,
        summary:
            "Two consecutive schemas of the plan's `schemas` declare the same models: every entity version hash is equal, so they have one version checksum.",
        why:
            "SwiftData refuses a plan whose schemas share a version checksum: creating the `ModelContainer` fails (\"Duplicate version checksums across stages detected\"), so the app cannot open its store at all.",
        fix:
            "Change something the hash sees in the later schema (a property, or `@Attribute(hashModifier:)`), or drop it from `schemas` and `stages` if it changes nothing.",
        example: "`SchemaV12` copied from `SchemaV11` with only a method added, both listed in `schemas`",
        examples: .mw465
    )

    /// A plan no container uses.
    package static let unusedPlan = Rule(
        code: "MW466", title: "Migration plan not used by any container", severity: .note, migration: nil,
        summary:
            "The sources make `ModelContainer`s, and none names this `SchemaMigrationPlan` (`migrationPlan: Plan.self`): no store migrates with it. Its other findings are notes.",
        why:
            "A plan that is declared but not wired up does nothing today; its errors (a stage Core Data cannot infer, identical schemas) would crash the app the day a container uses it.",
        fix:
            "Pass the plan to the container that opens the store (`ModelContainer(for: schema, migrationPlan: Plan.self)`), or delete it.",
        example: "`ModelContainer(for: Item.self)` with an `ItemsMigrationPlan` declared beside it",
        examples: .mw466
    )

    /// The plan findings for the model `model`, given the analysis of each step between consecutive schemas.
    /// A plan no container uses gets MW466, and its other findings are notes.
    package static func findings(_ plan: MigrationPlanDeclaration, model: String, steps: [PlanStepVerdict])
        -> [Diagnostic]
    {
        let findings =
            identifierFindings(plan, model: model) + identicalSchemaFindings(plan, model: model, steps: steps)
            + stageFindings(plan, model: model, steps: steps)
        guard !plan.isUsed else { return findings }
        let unused = Diagnostic(
            unusedPlan,
            "\(model): `\(plan.name ?? "")` is declared, not used by any container: no store migrates with it",
            entity: model, location: plan.location)
        return [unused]
            + findings.map { finding in
                var note = finding
                note.severity = .note
                return note
            }
    }

    private static func identicalSchemaFindings(
        _ plan: MigrationPlanDeclaration, model: String, steps: [PlanStepVerdict]
    ) -> [Diagnostic] {
        let order = plan.schemas.map(\.name)
        return steps.compactMap { step in
            guard step.isUnchanged, let from = order.firstIndex(of: step.from),
                order.firstIndex(of: step.to) == from + 1
            else { return nil }
            return Diagnostic(
                identicalSchemas,
                "\(model): `\(step.to)` declares the same models as `\(step.from)` (one version checksum): the `ModelContainer` cannot be created",
                entity: model, location: plan.schemas[from + 1].location)
        }
    }

    private static func identifierFindings(_ plan: MigrationPlanDeclaration, model: String) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for (index, schema) in plan.schemas.enumerated() where index > 0 && !schema.versionIdentifier.isEmpty {
            let previous = plan.schemas[index - 1]
            if let same = plan.schemas[..<index].first(where: { $0.versionIdentifier == schema.versionIdentifier }) {
                findings.append(
                    Diagnostic(
                        versionIdentifierOrder,
                        "\(model): `\(schema.name)` has the version identifier \(schema.versionText) of `\(same.name)`",
                        entity: model, location: schema.identifierLocation))
            } else if !previous.versionIdentifier.lexicographicallyPrecedes(schema.versionIdentifier) {
                findings.append(
                    Diagnostic(
                        versionIdentifierOrder,
                        "\(model): `\(schema.name)` (\(schema.versionText)) comes after `\(previous.name)` (\(previous.versionText)) in `schemas` but its version identifier is not greater",
                        entity: model, location: schema.identifierLocation))
            }
        }
        return findings
    }

    private static func stageFindings(_ plan: MigrationPlanDeclaration, model: String, steps: [PlanStepVerdict])
        -> [Diagnostic]
    {
        let order = plan.schemas.map(\.name)
        var findings: [Diagnostic] = []
        var covered: Set<Int> = []
        var lastStep = -1
        for stage in plan.stages {
            guard let from = order.firstIndex(of: stage.from), let to = order.firstIndex(of: stage.to) else {
                let unknown = order.contains(stage.from) ? stage.to : stage.from
                findings.append(
                    Diagnostic(
                        stageOrder,
                        "\(model): the stage \(stage.from) → \(stage.to) names `\(unknown)`, which `schemas` does not list",
                        entity: model, location: stage.location))
                continue
            }
            if to != from + 1 {
                let skipped =
                    to > from
                    ? order[(from + 1)..<to].map { "`\($0)`" }.joined(separator: ", ") : "the order of `schemas`"
                findings.append(
                    Diagnostic(
                        stageOrder,
                        "\(model): the stage \(stage.from) → \(stage.to) does not go to the next schema: it skips \(skipped)",
                        entity: model, location: stage.location))
                continue
            }
            if covered.contains(from) || from < lastStep {
                let problem = covered.contains(from) ? "is declared twice" : "comes after a stage of a later step"
                findings.append(
                    Diagnostic(
                        stageOrder, "\(model): the stage \(stage.from) → \(stage.to) \(problem)", entity: model,
                        location: stage.location))
            }
            covered.insert(from)
            lastStep = max(lastStep, from)
            guard let step = steps.first(where: { $0.from == stage.from && $0.to == stage.to }), !step.isInferable
            else { continue }
            let problem =
                stage.kind == .lightweight ? "is `.lightweight`, but" : "is `.custom`, but between its closures"
            findings.append(
                Diagnostic(
                    stage.kind == .lightweight ? lightweightStageNotInferable : customStageNotInferable,
                    "\(model): the stage \(stage.from) → \(stage.to) \(problem) Core Data cannot infer it: "
                        + step.customChanges.joined(separator: "; "),
                    entity: model, location: stage.location))
        }
        for step in steps where !step.isInferable {
            guard let from = order.firstIndex(of: step.from), order.firstIndex(of: step.to) == from + 1,
                !covered.contains(from)
            else { continue }
            findings.append(
                Diagnostic(
                    missingStage,
                    "\(model): no stage migrates \(step.from) → \(step.to), and Core Data cannot infer it: "
                        + step.customChanges.joined(separator: "; "),
                    entity: model, location: plan.schemas[from + 1].location))
        }
        return findings
    }
}
