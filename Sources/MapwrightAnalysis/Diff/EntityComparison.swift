import MapwrightModel

extension DiffContext {
    /// Entity-level differences of a matched pair (properties are compared separately).
    mutating func compareEntity(_ from: Entity, _ to: Entity) {
        if from.name != to.name {
            append(
                .entity(.renamed), entity: to.name,
                detail: "`\(from.name)` → `\(to.name)` (renaming identifier `\(to.matchingKey)`)", source: from,
                destination: to)
        } else if from.renamingIdentifier != to.renamingIdentifier {
            append(
                .entity(.renamingIdentifierChanged), entity: to.name,
                detail: Describe.change(from.renamingIdentifier, to.renamingIdentifier), source: from, destination: to)
        }
        let migratedParent = from.parent.map { migratedName($0) }
        if migratedParent != to.parent {
            append(
                .entity(.parentChanged), entity: to.name, detail: Describe.change(from.parent, to.parent), source: from,
                destination: to)
        }
        if from.isAbstract != to.isAbstract {
            append(
                .entity(.abstractChanged), entity: to.name,
                detail: Describe.flag(from.isAbstract, to.isAbstract, on: "abstract", off: "concrete"), source: from,
                destination: to)
        }
        if from.versionHashModifier != to.versionHashModifier {
            append(
                .entity(.hashModifierChanged), entity: to.name,
                detail: Describe.change(from.versionHashModifier, to.versionHashModifier), source: from, destination: to
            )
        }
        // A group over a renamed property is the same group under its new name: its values do not change.
        // The table of renames is made only for an entity that has groups.
        let renamed =
            from.uniquenessConstraints.isEmpty
            ? [:]
            : Dictionary(
                (to.attributes.map { ($0.renamingIdentifier, $0.name) }
                    + to.relationships.map { ($0.renamingIdentifier, $0.name) })
                    .compactMap { pair in pair.0.map { ($0, pair.1) } },
                uniquingKeysWith: { first, _ in first })
        let oldConstraints = from.uniquenessConstraints.map { $0.map { renamed[$0] ?? $0 }.joined(separator: ",") }
        let newConstraints = to.uniquenessConstraints.map { $0.joined(separator: ",") }
        for constraint in newConstraints where !oldConstraints.contains(constraint) {
            append(
                .entity(.uniquenessConstraintAdded), entity: to.name, detail: "unique (\(constraint))", source: from,
                destination: to)
        }
        for constraint in oldConstraints where !newConstraints.contains(constraint) {
            append(
                .entity(.uniquenessConstraintRemoved), entity: to.name, detail: "unique (\(constraint))", source: from,
                destination: to)
        }
        if from.fetchIndexes != to.fetchIndexes {
            append(
                .entity(.fetchIndexesChanged), entity: to.name,
                detail: Describe.namedListChange(from.fetchIndexes.map(\.name), to.fetchIndexes.map(\.name)),
                source: from, destination: to)
        }
        if from.className != to.className {
            append(
                .entity(.classNameChanged), entity: to.name, detail: Describe.change(from.className, to.className),
                source: from, destination: to)
        }
        if from.codeGeneration != to.codeGeneration {
            append(
                .entity(.codeGenerationChanged), entity: to.name,
                detail: Describe.change(from.codeGeneration?.rawValue, to.codeGeneration?.rawValue), source: from,
                destination: to)
        }
        if from.userInfo != to.userInfo {
            append(
                .entity(.userInfoChanged), entity: to.name,
                detail: "\(Describe.userInfo(from.userInfo)) → \(Describe.userInfo(to.userInfo))", source: from,
                destination: to)
        }
        if from.isSyncable != to.isSyncable {
            append(
                .entity(.syncableChanged), entity: to.name,
                detail: Describe.flag(from.isSyncable, to.isSyncable, on: "syncable", off: "not syncable"),
                source: from, destination: to)
        }
        if from.fetchedProperties != to.fetchedProperties {
            append(
                .entity(.fetchedPropertiesChanged), entity: to.name,
                detail: Describe.namedListChange(from.fetchedProperties.map(\.name), to.fetchedProperties.map(\.name)),
                source: from, destination: to)
        }
        if let request = to.migrationPolicy { reportPolicyRequest(request, on: to, source: from) }
    }

    /// The destination name of source entity `sourceName`: its match when it has one, else the source name.
    func migratedName(_ sourceName: String) -> String {
        destinationNameBySource[sourceName] ?? sourceName
    }

    /// The entity a source entity's objects migrate to, or nil when it is removed.
    func migratedEntity(ofSource sourceName: String) -> String? {
        destinationNameBySource[sourceName]
    }
}
