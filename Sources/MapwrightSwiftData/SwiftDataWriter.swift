import MapwrightModel

/// Writes a model history as SwiftData sources: one `VersionedSchema` enum per version with its
/// `@Model` classes, typealiases for the current version's classes, and a `SchemaMigrationPlan` whose
/// stages follow the verdicts (docs/swiftdata.md, "Generating"). The same input always gives the same text.
package enum SwiftDataWriter {
    /// One generated Swift file.
    package struct File: Hashable, Sendable {
        /// The file name, e.g. `ToDoSchemaV1.swift`.
        package var name: String
        package var contents: String
    }

    /// The schema enum's name for the version at `index` (0-based) of `history`: `ToDoSchemaV1`.
    package static func schemaName(of history: ModelHistory, at index: Int) -> String {
        "\(SwiftLiteral.typeName(history.name))SchemaV\(index + 1)"
    }

    /// Every file for `history`, given the verdict of each adjacent step (oldest first).
    package static func files(
        for history: ModelHistory, steps: [PlanStepVerdict], target: SwiftDataTarget = .firstSwiftData
    ) -> [File] {
        var files = history.versions.enumerated().map { index, version in
            File(
                name: schemaName(of: history, at: index) + ".swift",
                contents: schema(version, at: index, of: history, target: target))
        }
        files.append(
            File(
                name: "\(SwiftLiteral.typeName(history.name))MigrationPlan.swift", contents: plan(history, steps: steps)
            ))
        return files
    }

    private static func schema(_ version: DataModel, at index: Int, of history: ModelHistory, target: SwiftDataTarget)
        -> String
    {
        let numbers = versionNumbers(version, index: index)
        let models = version.entities.map { "\(SwiftLiteral.identifier($0.name)).self" }.joined(separator: ", ")
        let writer = ModelClassWriter(model: version, target: target)
        var lines = [
            "import Foundation",
            "import SwiftData",
            "",
            "/// \(SwiftLiteral.comment(version.name)), version \(numbers.map(String.init).joined(separator: ".")) of \(SwiftLiteral.comment(history.name)).",
            "enum \(schemaName(of: history, at: index)): VersionedSchema {",
            "    static var versionIdentifier: Schema.Version { Schema.Version(\(numbers.map(String.init).joined(separator: ", "))) }",
            "    static var models: [any PersistentModel.Type] { [\(models)] }",
        ]
        for entity in version.entities {
            lines.append("")
            lines.append(writer.declaration(of: entity))
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `x.y.z` from the version identifier when it is one, else the version's position.
    private static func versionNumbers(_ version: DataModel, index: Int) -> [Int] {
        let parts = (version.versionIdentifier ?? "").split(separator: ".").map { Int($0) }
        if (1...3).contains(parts.count), parts.allSatisfy({ $0 != nil }) {
            return (parts.compactMap { $0 } + [0, 0]).prefix(3).map { $0 }
        }
        return [index + 1, 0, 0]
    }

    private static func plan(_ history: ModelHistory, steps: [PlanStepVerdict]) -> String {
        let names = history.versions.indices.map { schemaName(of: history, at: $0) }
        let current = names.last ?? ""
        var lines = ["import Foundation", "import SwiftData", ""]
        if let version = history.versions.last {
            lines.append("// The current version's classes, under the names the app uses.")
            lines += version.entities.map {
                "typealias \(SwiftLiteral.identifier($0.name)) = \(current).\(SwiftLiteral.identifier($0.name))"
            }
            lines.append("")
        }
        let stageNames = names.indices.dropFirst().map { "migrateV\($0)toV\($0 + 1)" }
        lines += [
            "/// Migrates stores of \(SwiftLiteral.comment(history.name)) through every version, one stage per step.",
            "enum \(SwiftLiteral.typeName(history.name))MigrationPlan: SchemaMigrationPlan {",
            "    static var schemas: [any VersionedSchema.Type] { [\(names.map { "\($0).self" }.joined(separator: ", "))] }",
            "    static var stages: [MigrationStage] { [\(stageNames.joined(separator: ", "))] }",
        ]
        for (offset, stageName) in stageNames.enumerated() {
            let from = history.versions[offset].name
            let to = history.versions[offset + 1].name
            let step = steps.first { $0.from == from && $0.to == to }
            lines.append("")
            lines += stage(stageName, from: names[offset], to: names[offset + 1], title: "\(from) → \(to)", step: step)
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func stage(_ name: String, from: String, to: String, title: String, step: PlanStepVerdict?)
        -> [String]
    {
        guard let step, step.needsCustomStage else {
            return [
                "    /// \(SwiftLiteral.comment(title)): Core Data infers this step.",
                "    static var \(name): MigrationStage {",
                "        MigrationStage.lightweight(fromVersion: \(from).self, toVersion: \(to).self)",
                "    }",
            ]
        }
        let why = step.isInferable ? "custom code is requested" : "Core Data cannot infer this step"
        var lines = [
            "    /// \(SwiftLiteral.comment(title)): \(why).",
            "    static var \(name): MigrationStage {",
            "        MigrationStage.custom(",
            "            fromVersion: \(from).self, toVersion: \(to).self,",
            "            willMigrate: { context in",
            "                // Runs on the old schema (\(from)): read what the new one cannot infer.",
        ]
        if !step.isInferable {
            lines += [
                "                // The store is still migrated by inference between the two closures (MW464, docs/swiftdata.md):",
                "                // split each change below into inferable steps, or copy its values out here and back in didMigrate.",
            ]
        }
        lines += step.customChanges.map { "                // TODO: \(SwiftLiteral.comment($0))" }
        lines += [
            "                try context.save()",
            "            },",
            "            didMigrate: { context in",
            "                // Runs on the new schema (\(to)): write the values read in willMigrate.",
            "                try context.save()",
            "            }",
            "        )",
            "    }",
        ]
        return lines
    }
}
