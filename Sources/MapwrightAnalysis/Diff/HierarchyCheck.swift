import MapwrightModel

extension DiffContext {
    /// Reports each destination hierarchy whose existing entities came from more than one source hierarchy.
    ///
    /// docs/core-data/lightweight-rules.md: "If two existing entities don't share a common parent in the
    /// source, they can't share a common parent in the destination", and "Store-level limit" (step 13): the
    /// SQLite store cannot merge multiple root entity source tables into one destination root table.
    mutating func checkMergedHierarchies() {
        var sourceRootsByDestinationRoot: [String: Set<String>] = [:]
        var order: [String] = []
        // An entity without a parent that no entity inherits from is a hierarchy of its own: one source root.
        let destinationParents = Set(destination.entities.lazy.compactMap(\.parent))
        for match in matches {
            guard let from = match.entities.sourceIndex, let to = match.entities.destinationIndex,
                destination.entities[to].parent != nil || destinationParents.contains(destination.entities[to].name)
            else { continue }
            let destinationRoot = Self.root(of: to, in: destinationEntities)
            if sourceRootsByDestinationRoot[destinationRoot] == nil { order.append(destinationRoot) }
            sourceRootsByDestinationRoot[destinationRoot, default: []].insert(Self.root(of: from, in: sourceEntities))
        }
        for root in order {
            guard let sourceRoots = sourceRootsByDestinationRoot[root], sourceRoots.count > 1,
                let entity = destination.entity(named: root)
            else { continue }
            append(
                .entity(.hierarchiesMerged), entity: root,
                detail:
                    "source hierarchies \(sourceRoots.sorted().map { "`\($0)`" }.joined(separator: ", ")) share the root `\(root)`",
                source: source.entity(named: sourceRoots.sorted()[0]), destination: entity
            )
        }
    }

    /// The name of the root of the entity at `position` of `index`'s version, as `DataModel.root(of:)` finds
    /// it: up the parents while they exist, stopping before an entity already visited. Reads names and
    /// parents where they are, without copying an entity.
    static func root(of position: Int, in index: EntityNameIndex) -> String {
        let entities = index.model.entities
        var current = entities[position].name
        var next = entities[position].parent
        // A list, not a set: a chain of parents is a few names long, and a set cost more to make than the walk.
        var seen: [String] = []
        while let parent = next, let parentPosition = index.position(of: parent) {
            if seen.isEmpty { seen.append(current) }
            guard !seen.contains(parent) else { break }
            seen.append(parent)
            current = parent
            next = entities[parentPosition].parent
        }
        return current
    }
}
